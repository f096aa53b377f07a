// Offline copies (decisions 030 and 031): which responses the worker marks for the service worker
// to keep, whom it says they belong to, and the files that make the portal installable.
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { type CookieJar, clearFaults, createGuest, demo, fault, post, signIn, visit } from './support.ts'

const keep = (response: Response) => response.headers.get('offline-copy')
const userOf = (response: Response) => response.headers.get('offline-user')
/** The banner's time as the resort's clock shows it now (the tests run in well under a minute). */
const resortClock = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date())

let olivia: CookieJar
let grace: CookieJar

beforeAll(async () => {
  olivia = await signIn(demo.olivia)
  grace = await signIn(demo.grace)
})
afterEach(() => clearFaults())

describe('pages kept for offline reading', () => {
  it.each([
    '/account',
    '/account/my-bookings',
    '/account/advance-information',
    '/account/wellness',
    '/account/itinerary',
    '/account/whats-on',
    '/account/tailor-your-holiday',
    '/account/what-to-arrange-when',
    '/account/contact-us',
  ])('marks %s to keep, with its offline banner hidden, and still no-store for HTTP caches', async (path) => {
    const before = resortClock()
    const response = await visit(path, { jar: olivia })
    expect(response.status).toBe(200)
    expect(keep(response)).toBe('keep')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    const banner =
      /<div class="offline-banner" hidden=""><p>You(?:&#x27;|')re offline\. This is what you saw on (\w+ \d+ \w+ at \d\d:\d\d)\.<\/p><\/div>/.exec(
        html,
      )
    expect(banner, path).not.toBeNull()
    expect([before, resortClock()]).toContain(banner![1])
  })

  it('marks the calendar files to keep', async () => {
    const response = await visit('/account/calendar/stay.ics', { jar: olivia })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    expect(keep(response)).toBe('keep')
  })

  it('never marks form pages, pages with a query, error pages or the sign-in area', async () => {
    expectConsoleErrors(/"where":"wellness\.schedule"|"where":"render"/)
    const never = [
      await visit('/account/advance-information/address', { jar: olivia }),
      await visit('/account/account-settings', { jar: olivia }),
      await visit('/account/my-bookings?sent=1', { jar: olivia }),
      await visit('/account/faq/no-such-category', { jar: olivia }),
      await visit('/account/login'),
      await visit('/account/goodbye', { jar: olivia }),
      await post('/account/contact-us', {}, olivia),
    ]
    for (const response of never) {
      expect(keep(response), response.url).toBeNull()
      expect(await response.text()).not.toContain('class="offline-banner"')
    }
  })

  it('marks a page a part of which failed, so the service worker can leave the last good copy', async () => {
    expectConsoleErrors(/"where":"wellness\.schedule"/)
    await fault({ path: '/mindbody/public/v6/client/clientschedule', status: 500 })
    const response = await visit('/account/wellness', { jar: grace })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-offline-skip=""')
  })
})

describe('whose copies they are', () => {
  it('names the signed-in guest by a keyed hash on every response: the same for her, never her id or email', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const [home, faq, missing] = [
      await visit('/account', { jar }),
      await visit('/account/contact-us', { jar }),
      await visit('/account/no-such-page', { jar }),
    ]
    const key = userOf(home)
    expect(key).toMatch(/^[\w-]{22}$/)
    expect(userOf(faq)).toBe(key)
    expect(userOf(missing)).toBe(key)
    expect(key).not.toContain(guest.id)
    for (const response of [home, faq, missing]) {
      const said = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
      expect(said).not.toContain(guest.email)
      expect(said).not.toContain(guest.id)
    }
    expect(userOf(await visit('/account', { jar: olivia }))).not.toBe(key)
  })

  it('says nobody is signed in when the portal answers as signed out, so every copy goes', async () => {
    expect(userOf(await visit('/account/login'))).toBe('none')
    expect(userOf(await visit('/accessibility'))).toBe('none')
    // The guard's redirect to the sign-in page says so too; the page it leads to says it again.
    expect(userOf(await visit('/account'))).toBe('none')
  })

  it('clears every copy on sign-out: Clear-Site-Data on the sign-out and on the farewell page', async () => {
    const jar = await signIn(await createGuest())
    const confirm = await visit('/account/goodbye', { jar })
    expect(confirm.headers.get('clear-site-data')).toBeNull() // only asking: nothing cleared yet
    const out = await post('/account/goodbye', {}, jar)
    expect(out.status).toBe(303)
    expect(out.headers.get('clear-site-data')).toBe('"cache", "storage"')
    const farewell = await visit('/account/goodbye', { jar })
    expect(farewell.headers.get('clear-site-data')).toBe('"cache", "storage"')
    expect(userOf(farewell)).toBe('none')
  })
})

describe('the offline page', () => {
  it('is the same for everyone: no name, no user, the stylesheet linked, links to the kept pages', async () => {
    const signedIn = await visit('/offline', { jar: olivia })
    const anonymous = await visit('/offline')
    for (const response of [signedIn, anonymous]) {
      expect(response.status).toBe(200)
      expect(userOf(response)).toBeNull()
      expect(keep(response)).toBeNull()
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
    const html = await signedIn.text()
    expect(html).toContain('<h1>You&#x27;re offline</h1>')
    expect(html).not.toContain('Olivia')
    expect(html).not.toContain('<style')
    expect(html).not.toContain('<script')
    for (const href of ['/account', '/account/wellness', '/account/what-to-arrange-when', '/account/faq'])
      expect(html).toContain(`<a href="${href}">`)
  })
})

describe('installable', () => {
  it('allows the service worker and the manifest in the CSP, and links the manifest from every page', async () => {
    for (const response of [await visit('/account/login'), await visit('/account', { jar: olivia })]) {
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("worker-src 'self'")
      expect(policy).toContain("manifest-src 'self'")
      const html = await response.text()
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
      expect(html).toContain('<meta name="theme-color" content="#0f5c6e"/>')
    }
  })

  it('serves the service worker with a policy of its own, never from an HTTP cache', async () => {
    const response = await env.ASSETS.fetch('https://portal.test/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self'")
    const script = await response.text()
    // It keeps the offline page; never the build manifest, which open tabs ask the network for.
    expect(script).toContain('{url:"/offline",revision:"')
    expect(script).not.toContain('url:"/_build/manifest.json"')
  })

  it('publishes a web app manifest whose icons are PNGs of the sizes it names', async () => {
    const response = await env.ASSETS.fetch('https://portal.test/manifest.webmanifest')
    expect(response.status).toBe(200)
    const manifest = (await response.json()) as {
      start_url: string
      display: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Guest Hub', start_url: '/account', display: 'standalone', scope: '/' })
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const png = new DataView(await (await env.ASSETS.fetch(`https://portal.test${icon.src}`)).arrayBuffer())
      // The IHDR chunk: width and height at bytes 16 and 20.
      expect(`${png.getUint32(16)}x${png.getUint32(20)}`).toBe(icon.sizes)
    }
  })
})
