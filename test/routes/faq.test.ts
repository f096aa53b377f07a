import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  clearFaults,
  createGuest,
  fault,
  sandbox,
  signIn,
  visit,
  type CookieJar,
  pageText as text,
  emptyContentCache,
  warm,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

let jar: CookieJar
beforeAll(async () => {
  jar = await signIn(await createGuest())
})

describe('help and FAQs', () => {
  it('redirects the landing page to the first category', async () => {
    const response = await visit('/account/faq', { jar })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/faq/arriving')
  })

  it('shows a category with every category as navigation', async () => {
    const response = await visit('/account/faq/villas', { jar })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('<h1>Your villa</h1>')
    expect(html).toContain('Is there Wi-Fi?')
    expect(html).toMatch(/<a href="\/account\/faq\/villas" aria-current="page">Your villa<\/a>/)
    expect(html).toContain('href="/account/faq/children"')
  })

  it("answers an unknown or malformed category with 404 'Page Not Found'", async () => {
    const unknown = await visit('/account/faq/no-such-topic', { jar })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Page Not Found: /account/faq/no-such-topic')
    expect((await visit('/account/faq/Bad_Slug', { jar })).status).toBe(404)
  })

  it('keeps working from the cache while the content service is down, and says so when nothing is cached', async () => {
    expectConsoleErrors(/"where":"content\.faq"/)
    await warm('/account/faq/children', { jar })
    await fault({ path: '/prismic', status: 503 })
    const cachedPage = await visit('/account/faq/children', { jar })
    expect(cachedPage.status).toBe(200)
    expect(await text(cachedPage)).toContain('Which club is right for my child?')
    await env.CONTENT_CACHE.delete('prismic:master-ref')
    const cold = await visit('/account/faq/arriving', { jar })
    expect(cold.status).toBe(503)
    expect(await text(cold)).toContain('Our help pages are unavailable just now.')
  })

  it('follows a new master ref after a publish (the old ref expires: 410 → retried)', async () => {
    await visit('/account/faq/villas', { jar })
    await sandbox('/__sandbox/prismic/publish', { method: 'POST', body: '{}' })
    await emptyContentCache((key) => !key.includes('master-ref'))
    const response = await visit('/account/faq/villas', { jar })
    expect(response.status).toBe(200)
  })

  it('waits out a 429 from the content service', async () => {
    await emptyContentCache()
    await fault({ path: '/prismic/api/v2/documents/search', status: 429, retryAfter: 1, times: 1, body: '{}' })
    const started = Date.now()
    expect((await visit('/account/faq/arriving', { jar })).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })
})
