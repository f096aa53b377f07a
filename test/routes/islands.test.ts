import { describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { createGuest, signIn, visit } from './support.ts'
import manifest from '../../public/_build/manifest.json'

describe('islands', () => {
  it('renders the header islands with their props and one loader script', async () => {
    const jar = await signIn(await createGuest({ firstName: 'Olivia' }))
    const html = await (await visit('/account', { jar })).text()
    expect(html).toContain('data-island="AccountMenu"')
    expect(html).toContain('data-island="MobileNav"')
    expect(html).toContain(`data-island-src="${manifest.islands.AccountMenu}"`)
    expect(html.split(manifest.loader).length - 1).toBe(1)
    // Without JavaScript the islands are plain links.
    expect(html).toMatch(/<a class="account-button" href="\/account\/account-settings">.*Olivia<\/a>/)
    expect(html).toMatch(/<a class="menu-button" href="#site-nav">Menu<\/a>/)
    expect(html).toContain('id="site-nav"')
  })

  it('ships no JavaScript on a page without islands', async () => {
    const html = await (await visit('/account/forgot-password')).text()
    expect(html).not.toContain('<script')
    expect(html).toContain(manifest.css)
  })

  it('publishes the build manifest with its build id as a static asset', async () => {
    const response = await env.ASSETS.fetch('https://portal.test/_build/manifest.json')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ buildId: manifest.buildId })
  })
})
