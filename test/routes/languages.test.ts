// The request's language (decision 045): the picker's cookie, the account's saved choice, Accept-Language by RFC 4647
// lookup, then English; `<html lang dir>`, Vary, and the picker's form.
import { describe, expect, it } from 'vitest'
import { CookieJar, createGuest, post, signIn, site, visit } from './support.ts'

const htmlLang = (html: string) => html.match(/<html lang="([^"]*)" dir="([^"]*)"/)?.slice(1)

describe("the guest's language", () => {
  it('is English without a choice or a header, and says the page varies on Accept-Language', async () => {
    const response = await visit('/account/login')
    const html = await response.text()
    expect(htmlLang(html)).toEqual(['en-GB', 'ltr'])
    expect(response.headers.get('vary')).toMatch(/Accept-Language/)
    expect(html).toContain('Skip to content')
  })

  it("follows Accept-Language by lookup: q-values, a region's language, English for an unknown one", async () => {
    const lang = async (header: string) =>
      htmlLang(await (await visit('/account/login', { headers: { 'accept-language': header } })).text())?.[0]
    expect(await lang('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr')
    expect(await lang('de-AT')).toBe('de')
    expect(await lang('ja;q=1, es;q=0.5')).toBe('es')
    expect(await lang('en;q=0.2, ar;q=0.9')).toBe('ar')
    expect(await lang('en-US')).toBe('en-GB')
    expect(await lang('ja, zh-Hant')).toBe('en-GB')
    expect(await lang('de;q=0, fr;q=0.1')).toBe('fr')
  })

  it('is written right to left in Arabic, with the page in Arabic', async () => {
    const html = await (await visit('/account/login', { headers: { 'accept-language': 'ar' } })).text()
    expect(htmlLang(html)).toEqual(['ar', 'rtl'])
    expect(html).toContain('انتقل إلى المحتوى')
  })

  it("puts the picker's choice before the browser's, and then does not vary on the header", async () => {
    const jar = new CookieJar()
    // Back to the page it came from, which the browser names in Referer (the form carries no field for it).
    const chosen = await post('/language', { lang: 'de' }, jar, { referer: `${site}/account/login?x=1` })
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/account/login?x=1')
    expect(jar.raw.find((line) => line.startsWith('gp_lang='))).toMatch(/gp_lang=de;.*HttpOnly/i)
    const response = await visit('/account/login', { jar, headers: { 'accept-language': 'fr' } })
    const html = await response.text()
    expect(htmlLang(html)).toEqual(['de', 'ltr'])
    expect(html).toContain('Zum Inhalt springen')
    expect(response.headers.get('vary') ?? '').not.toMatch(/Accept-Language/)
  })

  it('refuses a language it does not offer, and a way back to another site', async () => {
    const jar = new CookieJar()
    const refused = await post('/language', { lang: 'xx' }, jar, { 'accept-language': 'de' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Diese Sprache bieten wir nicht an.')
    expect(jar.cookies.has('gp_lang')).toBe(false)
    const elsewhere = await post('/language', { lang: 'es' }, jar, { referer: 'https://elsewhere.example/account/faq' })
    expect(elsewhere.headers.get('location')).toBe('/account')
    const unnamed = await post('/language', { lang: 'es' }, jar)
    expect(unnamed.headers.get('location')).toBe('/account')
    const sneaky = await post('/language', { lang: 'es' }, jar, { referer: `${site}/%2F%2Felsewhere.example` })
    expect(sneaky.headers.get('location')).toBe('/account')
  })

  it('follows a signed-in guest to another device: the choice is saved with the account', async () => {
    const guest = await createGuest()
    const phone = await signIn(guest)
    expect((await post('/language', { lang: 'es' }, phone)).status).toBe(303)
    const laptop = await signIn(guest, new CookieJar())
    expect(laptop.cookies.has('gp_lang')).toBe(false)
    const html = await (await visit('/account/account-settings', { jar: laptop })).text()
    expect(htmlLang(html)?.[0]).toBe('es')
    expect(html).toContain('Ajustes de la cuenta')
  })

  it('offers the picker on the sign-in pages and in the account menu, each language named in itself', async () => {
    const login = await (await visit('/account/login')).text()
    expect(login).toContain('action="/language"')
    for (const [code, name] of [
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['es', 'Español'],
      ['ar', 'العربية'],
    ])
      expect(login).toMatch(
        new RegExp(`<button value="${code}" lang="${code}"( dir="rtl")? name="lang">${name}</button>`),
      )
    expect(login).toContain('value="ar" lang="ar" dir="rtl" name="lang">')
    // The page's own language is not offered again.
    expect(login).not.toContain('value="en-GB"')
    const jar = await signIn(await createGuest())
    const settings = await (await visit('/account/account-settings', { jar })).text()
    expect(settings).toMatch(/<dialog[^>]*>[\s\S]*action="\/language"[\s\S]*<\/dialog>/)
    expect(settings).not.toContain('name="back"')
  })

  it('speaks the not-found and error pages in the language, the JSON API in English', async () => {
    const headers = { 'accept-language': 'fr' }
    const missing = await (await visit('/no/such/page', { headers })).text()
    expect(missing).toContain('Page introuvable : /no/such/page')
    expect(missing).toContain('Retour à l&#x27;accueil')
    const api = await visit('/api/user/nothing', { headers })
    expect(await api.json()).toEqual({ message: 'Page not found: /api/user/nothing' })
  })
})
