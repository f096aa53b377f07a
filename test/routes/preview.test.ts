// /preview against the Prismic sandbox: a preview link starts a session that shows the draft,
// hand-made or dead sessions show the published content, and the session can be ended.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { CookieJar, clearFaults, fault, post, sandbox, visit } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

const aboutUsId = 'Z000000000000002'
const draft = {
  title: [{ type: 'heading1', text: 'About the resort (draft)', spans: [] }],
  body: [
    {
      slice_type: 'text',
      variation: 'default',
      version: 'initial',
      primary: { text: [{ type: 'paragraph', text: 'New words not yet published.', spans: [] }] },
      items: [],
      id: 'text$9',
    },
  ],
}
const startPreview = (lifetimeMs = 60_000) =>
  sandbox<{ ref: string }>('/__sandbox/prismic/preview', {
    method: 'POST',
    body: JSON.stringify({ documentId: aboutUsId, lifetimeMs, data: draft }),
  })
const previewLink = (token: string, documentId = aboutUsId) =>
  `/preview?token=${encodeURIComponent(token)}&documentId=${documentId}`
const handMadeCookie = (ref: string) =>
  `io.prismic.preview=${encodeURIComponent(JSON.stringify({ 'anything.prismic.io': { preview: ref } }))}`

describe('content preview', () => {
  it('sets the preview session and sends the editor to the document, which shows the draft with a banner', async () => {
    const { ref } = await startPreview()
    const jar = new CookieJar()
    const start = await visit(previewLink(ref), { jar })
    expect(start.status).toBe(302)
    expect(start.headers.get('location')).toBe('/about-us')
    const cookie = jar.raw.find((line) => line.startsWith('io.prismic.preview='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
    const page = await visit('/about-us', { jar })
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('<h1>About the resort (draft)</h1>')
    expect(html).toContain('You are previewing unpublished content.')
    // Everyone else still sees the published page.
    const published = await (await visit('/about-us')).text()
    expect(published).toContain('<h1>About the resort</h1>')
    expect(published).not.toContain('previewing')
  })

  it('ends the session on Exit preview and returns to the same page', async () => {
    const { ref } = await startPreview()
    const jar = new CookieJar()
    await visit(previewLink(ref), { jar })
    const exit = await post('/preview', { next: '/about-us' }, jar)
    expect(exit.status).toBe(303)
    expect(exit.headers.get('location')).toBe('/about-us')
    expect(jar.names()).not.toContain('io.prismic.preview')
    expect(await (await visit('/about-us', { jar })).text()).toContain('<h1>About the resort</h1>')
    // A crafted `next` cannot send anyone elsewhere.
    expect((await post('/preview', { next: '//evil.example' }, jar)).headers.get('location')).toBe('/account')
  })

  it('ignores a hand-made preview cookie: published content, from the cache', async () => {
    const { ref } = await startPreview() // a live ref, but never opened through /preview
    const page = await visit('/about-us', { headers: { cookie: handMadeCookie(ref) } })
    const html = await page.text()
    expect(html).toContain('<h1>About the resort</h1>')
    expect(html).not.toContain('previewing')
  })

  it('turns away unknown and expired preview links with a clear page', async () => {
    const unknown = await visit(previewLink('preview~no-such-ref'))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('This preview link has expired or is not valid.')
    const { ref } = await startPreview(0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const expired = await visit(previewLink(ref))
    expect(expired.status).toBe(404)
    expect(expired.headers.getSetCookie().join()).not.toContain('io.prismic.preview')
    // The published ref reads fine, but is no preview session.
    const { refs } = (await (await fetch(`${env.SANDBOX_URL}/prismic/api/v2`)).json()) as { refs: { ref: string }[] }
    expect((await visit(previewLink(refs[0]!.ref))).status).toBe(404)
    const incomplete = await visit('/preview?token=abc')
    expect(incomplete.status).toBe(400)
    expect(await incomplete.text()).toContain('This preview link is incomplete.')
  })

  it('falls back to the published content when a session’s preview ends', async () => {
    const { ref } = await startPreview(1500)
    const jar = new CookieJar()
    await visit(previewLink(ref), { jar })
    await new Promise((resolve) => setTimeout(resolve, 1600))
    const page = await visit('/about-us', { jar })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h1>About the resort</h1>')
  })

  it('says the preview is unavailable when the content service is down', async () => {
    expectConsoleErrors(/"where":"content\.preview"/)
    const { ref } = await startPreview()
    await fault({ path: '/prismic', status: 503 })
    const response = await visit(previewLink(ref))
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('The preview is unavailable just now')
  })
})
