import { describe, expect, it } from 'vitest'
import { visit } from './support.ts'

describe('routing basics', () => {
  it('redirects / to /account', async () => {
    const response = await visit('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account')
  })

  it("answers an unknown path with 404 'Page not found: {path}' and the not-found page", async () => {
    const response = await visit('/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page not found: /no/such/page')
    expect(html).toContain('Sorry, we couldn&#x27;t find that')
    expect(html).toContain('The page you were directed to doesn&#x27;t exist (404).')
    expect(html).toMatch(/<a class="button" href="\/account">Return home<\/a>/)
  })

  it("answers a failed validate rule with 404 'Page Not Found: {path}'", async () => {
    const response = await visit('/account/login/elsewhere')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page Not Found: /account/login/elsewhere')
  })

  it('never lets an undecodable account path reach a handler', async () => {
    for (const path of [
      '/account/wellness/%/cancel',
      '/account/guests/%zz',
      '/account/calendar/%',
      '/account/faq/%E0%A4%A',
    ]) {
      const response = await visit(path)
      expect(response.status, path).toBe(404)
    }
  })

  it('answers unknown API paths with JSON', async () => {
    const response = await visit('/api/user/nothing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Page not found: /api/user/nothing' })
  })

  it('serves the not-found page without any script', async () => {
    const html = await (await visit('/nowhere-at-all')).text()
    expect(html).not.toContain('<script')
  })
})
