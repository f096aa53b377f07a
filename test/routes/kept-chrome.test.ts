import { describe, expect, it } from 'vitest'
import { createGuest, signIn, visit } from './support.ts'

const ids = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!)

describe('the header and footer kept across requests (decision 046)', () => {
  it("writes each guest's own first name, escaped, into the kept header", async () => {
    const zoe = await signIn(await createGuest({ firstName: 'Zoë <b>&' }))
    const olivia = await signIn(await createGuest({ firstName: 'Olivia' }))
    for (const path of ['/account/account-settings', '/account/account-settings', '/account/faq/villas']) {
      const first = await (await visit(path, { jar: zoe })).text()
      const second = await (await visit(path, { jar: olivia })).text()
      expect(first, path).toContain('Account menu for </span>Zoë &lt;b&gt;&amp;</button>')
      expect(first, path).not.toContain('Olivia')
      expect(first, path).not.toContain('gp-name-')
      expect(second, path).toContain('Account menu for </span>Olivia</button>')
      expect(second, path).not.toContain('Zoë')
    }
  })

  it("writes a first name with replacement patterns in it ($&, $', $$) as it is", async () => {
    // `$&` (the escaped quote makes one), `$'` and `$$` mean something in a replacement string, nothing in a name.
    const jar = await signIn(await createGuest({ firstName: "Zo$'e $$" }))
    for (const path of ['/account/account-settings', '/account/account-settings']) {
      const html = await (await visit(path, { jar })).text()
      expect(html, path).toContain('Account menu for </span>Zo$&#x27;e $$</button>')
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
