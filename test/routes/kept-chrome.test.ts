import { describe, expect, it } from 'vitest'
import { createGuest, signIn, visit } from './support.ts'
import { chromeFacts, keptChrome, type ChromeKey } from '../../src/http/rendering/kept-chrome.tsx'
import type { PageFacts } from '../../src/views/PageContext.tsx'
import { siteLinksIn, siteMap, type SiteLinks } from '../../src/domain/site-map.ts'
import type { Locale } from '../../src/domain/locale.ts'
import { textsFor } from '../../src/i18n/texts.ts'
import { routeModules } from '../../src/routes/index.ts'

const ids = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!)

describe('the header and footer kept across requests (decision 046)', () => {
  it("writes each guest's own first name, escaped, into the kept header", async () => {
    const zoe = await signIn(await createGuest({ firstName: 'Zoë <b>&' }))
    const olivia = await signIn(await createGuest({ firstName: 'Olivia' }))
    for (const path of ['/account/account-settings', '/account/account-settings', '/account/faq/villas']) {
      const first = await (await visit(path, { jar: zoe })).text()
      const second = await (await visit(path, { jar: olivia })).text()
      expect(first, path).toContain('Account menu for </span><bdi>Zoë &lt;b&gt;&amp;</bdi></button>')
      expect(first, path).not.toContain('Olivia')
      expect(first, path).not.toContain('gp-name-')
      expect(second, path).toContain('Account menu for </span><bdi>Olivia</bdi></button>')
      expect(second, path).not.toContain('Zoë')
    }
  })

  it("writes a first name with replacement patterns in it ($&, $', $$) as it is", async () => {
    // `$&` (the escaped quote makes one), `$'` and `$$` mean something in a replacement string, nothing in a name.
    const jar = await signIn(await createGuest({ firstName: "Zo$'e $$" }))
    for (const path of ['/account/account-settings', '/account/account-settings']) {
      const html = await (await visit(path, { jar })).text()
      expect(html, path).toContain('Account menu for </span><bdi>Zo$&#x27;e $$</bdi></button>')
      expect(html, path).not.toContain('gp-name-')
    }
  })

  it('marks the current page in the kept navigation, and keeps every id in the page unique', async () => {
    const jar = await signIn(await createGuest())
    for (const path of ['/account/account-settings', '/account/faq/villas', '/account/account-settings']) {
      const html = await (await visit(path, { jar })).text()
      // The navigation's place for the page, in the header (its places or the account menu; the FAQ's own too).
      const current = path.startsWith('/account/faq') ? '/account/faq' : path
      expect(html.split(`<a href="${current}" aria-current="page">`).length, path).toBeGreaterThan(1)
      const all = ids(html)
      expect(new Set(all).size, path).toBe(all.length)
      // Every dialog opener names a dialog that is in the page.
      for (const [, target] of html.matchAll(/commandfor="([^"]+)"/g)) expect(all, path).toContain(target)
    }
  })
})

describe('the kept header and footer take only their key (decision 046)', () => {
  const key: ChromeKey = {
    locale: 'en-GB',
    currentPath: '/account/account-settings',
    overlay: false,
    signedIn: true,
    marketingSiteUrl: 'https://resort.test',
  }
  const map = siteMap(routeModules.flatMap((module) => module.pages))
  const site = (locale: Locale): SiteLinks => siteLinksIn(map, (label) => textsFor(locale)[label]())

  it("cannot be given a page's facts: a nonce or a guest is not a key", () => {
    const page = { nonce: 'n0nce', locale: 'en-GB', firstName: 'Olivia' } as unknown as PageFacts
    // @ts-expect-error the page's facts carry its nonce and its guest, which a copy kept for every guest must not hold
    const wrong: ChromeKey = page
    expect(wrong.nonce).toBe('n0nce')
  })

  it('renders from the key alone: reading any other fact of the page fails', () => {
    const facts = chromeFacts(key, site('en-GB'))
    expect(facts.locale).toBe('en-GB')
    expect(facts.currentPath).toBe('/account/account-settings')
    expect(() => facts.nonce).toThrow(/nonce/)
    expect(() => facts.firstName).toThrow(/firstName/)
    expect(() => facts.manifest).toThrow(/manifest/)
  })

  it('renders anew for a change in any field of the key', () => {
    const changed: ChromeKey[] = [
      { ...key, locale: 'de' },
      { ...key, currentPath: '/account/faq' },
      { ...key, overlay: true },
      { ...key, signedIn: false },
      { ...key, marketingSiteUrl: 'https://elsewhere.test' },
    ]
    const first = keptChrome(key, 'Olivia', site)
    for (const other of changed) {
      const markup = keptChrome(other, other.signedIn ? 'Olivia' : undefined, site)
      expect(`${markup.header}${markup.footer}`, JSON.stringify(other)).not.toBe(`${first.header}${first.footer}`)
    }
  })
})
