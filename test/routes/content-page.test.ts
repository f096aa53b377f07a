import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, fault, visit, emptyContentCache } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

describe('content pages /{uid}', () => {
  it('shows a page with its slices to anyone', async () => {
    const response = await visit('/about-us')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>About the resort</h1>')
    expect(html).toContain('A family resort of villas by the sea')
    expect(html).not.toContain('<script')
  })

  it("answers an unknown uid with 'Page not found: {path}' and a bad one with 'Page Not Found'", async () => {
    const unknown = await visit('/no-such-page')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Page not found: /no-such-page')
    const bad = await visit('/Not_A_Page')
    expect(bad.status).toBe(404)
    expect(await bad.text()).toContain('Page Not Found: /Not_A_Page')
  })

  it('says so clearly when the content service is down and nothing is cached', async () => {
    expectConsoleErrors(/"where":"content\.page"/)
    await emptyContentCache()
    await fault({ path: '/prismic', status: 500 })
    const response = await visit('/about-us')
    expect(response.status).toBe(503)
    expect((await response.text()).replaceAll('&#x27;', "'")).toContain('Our pages are unavailable just now.')
  })
})
