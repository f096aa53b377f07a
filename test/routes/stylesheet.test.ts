import { describe, expect, it } from 'vitest'
import { CookieJar, visit } from './support.ts'
import manifest from '../../public/_build/manifest.json'

const sha256 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))

describe('the stylesheet (decision 021)', () => {
  it('comes inline on a browser’s first page, allowed by its hash, with the file prefetched', async () => {
    const jar = new CookieJar()
    const response = await visit('/account/login', { jar })
    const html = await response.text()
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)
    expect(inline).not.toBeNull()
    expect(inline![1]).toContain('.modal-trigger')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(new RegExp(`style-src 'self' 'sha256-${(await sha256(inline![1]!)).replace(/[+/]/g, '\\$&')}'`))
    expect(html).toContain(`<link rel="prefetch" href="${manifest.css}"/>`)
    // The heading face is left out of the inline copy: the first page neither waits for it nor shares the line with it.
    // Only its first-contact cut is there (decision 054), fetched by the sign-in layout's pages alone.
    expect(inline![1]!.match(/[\w/-]+\.woff2/g)).toEqual([manifest.firstFont])
    expect(manifest.font).toMatch(/^\/_build\/heading-[0-9a-f]{10}\.woff2$/)
    expect(html).not.toContain(manifest.font)
    expect(html).toContain(
      `<link rel="preload" href="${manifest.firstFont}" as="font" type="font/woff2" crossorigin=""/>`,
    )
    // A first page in the default layout (not a new guest's first screen) declares the cut but never fetches it.
    expect(await (await visit('/legal', { jar: new CookieJar() })).text()).not.toContain('rel="preload"')
    expect(html).not.toContain('rel="stylesheet"')
    expect(jar.cookies.get('gp_css')).toBe(manifest.css.replace(/^.*\//, ''))
    expect(jar.raw.find((line) => line.startsWith('gp_css='))).toMatch(/HttpOnly; Secure; SameSite=Lax/)
  })

  it('uses only the design tokens it defines (an undefined custom property silently draws nothing)', async () => {
    const html = await (await visit('/account/login', { jar: new CookieJar() })).text()
    const css = html.match(/<style>([\s\S]*?)<\/style>/)![1]!
    const defined = new Set([...css.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]))
    const used = new Set([...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]))
    expect([...used].filter((name) => !defined.has(name))).toEqual([])
  })

  it('is linked on later pages, once the cookie says the browser has the file', async () => {
    const jar = new CookieJar()
    await visit('/account/login', { jar })
    const again = await visit('/account/login/email', { jar })
    const html = await again.text()
    expect(html).toContain(`<link rel="stylesheet" href="${manifest.css}"/>`)
    expect(html).not.toContain('<style')
    expect(again.headers.getSetCookie().some((line) => line.startsWith('gp_css='))).toBe(false)
  })

  it('keeps the two variants of a page rendered once per isolate apart', async () => {
    // The login landing is rendered once per isolate for visitors (decision 019): linked first, then asked for without
    // the cookie.
    const seen = new CookieJar()
    seen.cookies.set('gp_css', manifest.css.replace(/^.*\//, ''))
    expect(await (await visit('/account/login', { jar: seen })).text()).toContain('rel="stylesheet"')
    const fresh = new CookieJar()
    const html = await (await visit('/account/login', { jar: fresh })).text()
    expect(html).toContain('<style>')
    expect(fresh.cookies.get('gp_css')).toBe(manifest.css.replace(/^.*\//, ''))
  })

  it('comes inline again after a release changes the stylesheet', async () => {
    const jar = new CookieJar()
    jar.cookies.set('gp_css', 'app-0000000000.css')
    const html = await (await visit('/account/login', { jar })).text()
    expect(html).toContain('<style>')
    expect(jar.cookies.get('gp_css')).toBe(manifest.css.replace(/^.*\//, ''))
  })
})
