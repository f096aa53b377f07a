import { describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { type CookieJar, createGuest, demo, signIn, visit } from './support.ts'
import manifest from '../../public/_build/manifest.json'
import { starterScript } from '../../src/views/Island.tsx'

/** Every <script> element of a page: its attributes and its text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }))

/** Reads a signed-in page to its end. */
const page = async (path: string, jar: CookieJar) => {
  const response = await visit(path, { jar })
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('islands and scripts', () => {
  it('opens the header menus without script: dialogs opened by commands, with links for older browsers', async () => {
    const jar = await signIn(await createGuest({ firstName: 'Olivia' }))
    const html = await page('/account', jar)
    // The account menu: a button that opens its dialog (commands, or a popover), and the fallback page.
    const account = html.match(
      /<button type="button" class="account-button modal-trigger__opener" aria-haspopup="dialog" commandfor="([^"]+)" command="show-modal" popovertarget="\1">.*?<bdi>Olivia<\/bdi><\/button>/i,
    )
    expect(account).not.toBeNull()
    expect(html).toContain(`<dialog id="${account![1]}" class="modal"`)
    expect(html).toMatch(
      /<a class="account-button modal-trigger__fallback" href="\/account\/account-settings">.*?<bdi>Olivia<\/bdi><\/a>/,
    )
    // The mobile navigation: the same, falling back to the footer's site navigation.
    expect(html).toMatch(
      /<button type="button" class="menu-button modal-trigger__opener" aria-haspopup="dialog" commandfor="[^"]+" command="show-modal" popovertarget="[^"]+">Menu<\/button>/i,
    )
    expect(html).toMatch(/<a class="menu-button modal-trigger__fallback" href="#site-nav">Menu<\/a>/)
    expect(html).toContain('id="site-nav"')
    expect(html).not.toContain('data-island=')
  })

  it('ships no script on a signed-in page with no island but the starter, which fetches nothing before load', async () => {
    const olivia = await signIn(demo.olivia)
    const paths = [
      '/account',
      '/account/my-bookings',
      '/account/advance-information',
      '/account/advance-information/address',
      '/account/advance-information/flight',
      '/account/upgrades',
      '/account/upgrades/waterSports',
      '/account/book-options',
      '/account/wellness',
      '/account/itinerary',
      '/account/faq',
      '/account/contact-us',
      '/account/tailor-your-holiday',
      '/account/what-to-arrange-when',
      '/account/account-settings',
    ]
    for (const path of paths) {
      const response = await visit(path, { jar: olivia, redirect: 'manual' })
      const html =
        response.status === 302
          ? await page(new URL(response.headers.get('location')!, 'https://portal.test').pathname, olivia)
          : await response.text()
      const scripts = scriptsOf(html)
      expect(
        scripts.filter((s) => /\bsrc=/.test(s.attributes)),
        path,
      ).toEqual([])
      // The starter, once, byte for byte: it only listens (load, or a touch inside an island).
      // No reveal script either: streamed sections arrive in place (decision 042).
      expect(
        scripts.map((s) => s.text),
        path,
      ).toEqual([starterScript(manifest.loader)])
      expect(html, path).not.toContain('modulepreload')
    }
    // The sign-in area, signed out: no script of ours at all.
    for (const path of ['/account/login', '/account/login/email', '/account/forgot-password']) {
      const html = await (await visit(path)).text()
      expect(html, path).not.toContain('<script')
    }
  })

  it('gives a page with an island the same one starter script, which loads nothing before the load event', async () => {
    const html = await page('/account/whats-on', await signIn(demo.olivia))
    expect(html).toContain('data-island="WhatsOnHighlights"')
    expect(html).toContain(`data-island-src="${manifest.islands.WhatsOnHighlights}"`)
    // The island's props: a JSON data block right after its marker, never run, with no `<` that could end it.
    const all = scriptsOf(html)
    const [data, ...others] = all.filter((s) => s.attributes === ' type="application/json"')
    expect(others).toEqual([])
    expect(html).toMatch(/data-island="WhatsOnHighlights"[^>]*>[\s\S]*?<\/div><script type="application\/json">/)
    expect(data!.text).not.toContain('<')
    const props = JSON.parse(data!.text)
    expect(props.highlights[0].html).toMatch(/^<p>/)
    expect(html).not.toContain('data-props')
    const scripts = all.filter((s) => s !== data)
    expect(scripts).toHaveLength(1) // written once, though the page is signed in and has an island
    // No file is fetched by markup: the starter imports the loader after load (or on a first touch).
    expect(scripts[0]!.attributes).not.toMatch(/\bsrc=/)
    expect(scripts[0]!.text).toContain(`import(${JSON.stringify(manifest.loader)})`)
    expect(scripts[0]!.text).toContain("addEventListener('load',ld)")
    // The service worker is registered after the load event too, never from markup (decision 030).
    expect(scripts[0]!.text).toMatch(/function ld\(\)\{go\(\);.*register\('\/sw\.js'\)/)
    expect(Buffer.byteLength(scripts[0]!.text)).toBeLessThan(700)
    // It runs once however often a page writes it (an island streamed in after the body's end).
    expect(scripts[0]!.text).toContain('if(w.__gpStarter)return')
  })

  it('hides nothing for a script to reveal: every streamed section is in place for a browser without scripts', async () => {
    const html = await page('/account', await signIn(demo.olivia))
    expect(html).not.toMatch(/<template|<div hidden id=|<noscript|class="loading"|\$RC/)
    // The sections, in the order the page gives them, before the footer.
    const order = [
      'Advance information',
      'Who&#x27;s coming',
      'Your extras',
      'Things to arrange now',
      'Your next wellness',
    ]
    const at = order.map((heading) => html.indexOf(`>${heading}`))
    expect(at.every((i) => i > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(at.at(-1)).toBeLessThan(html.indexOf('<footer'))
  })

  it('publishes the build manifest with its build id as a static asset', async () => {
    const response = await env.ASSETS.fetch('https://portal.test/_build/manifest.json')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ buildId: manifest.buildId })
  })
})
