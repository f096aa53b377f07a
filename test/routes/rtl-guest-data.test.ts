// A guest's own data in a right-to-left page (issue 38, item 6): addresses, names, emails, flights and the spa's names
// for visits are isolated (`<bdi>`, or `dir="auto"` on their block or input), so "12 Harbour Lane, Falmouth" reads in
// its own order among Arabic words instead of being laid out right to left.
import { beforeAll, describe, expect, it } from 'vitest'
import { demo, signIn, visit, pageText as text, type CookieJar } from './support.ts'

const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `data` begins the text of an isolating element: a `<bdi>`, or any element with `dir="auto"`. */
const isolated = (data: string) => new RegExp(`<(?:bdi|[a-z0-9]+ [^>]*\\bdir="auto")[^>]*>${literal(data)}`)
/** An input showing `data` lays it out by its own script. */
const isolatedInput = (data: string) => new RegExp(`<input [^>]*\\bdir="auto"[^>]*value="${literal(data)}"`)

let grace: CookieJar
beforeAll(async () => {
  grace = await signIn(demo.grace) // at the resort, every advance-information part recorded
  grace.cookies.set('gp_lang', 'ar')
  await visit('/account', { jar: grace })
})

async function arabic(path: string): Promise<string> {
  const response = await visit(path, { jar: grace })
  expect(response.status, path).toBe(200)
  const html = await text(response)
  expect(html, path).toContain('<html lang="ar" dir="rtl"')
  return html
}

describe('a guest’s own data in Arabic pages', () => {
  it.each([
    ['/account/advance-information', ['12 Harbour Lane, Falmouth, Cornwall, TR11 3AB, ']],
    ['/account', ['Grace Lee', 'Daniel Lee', 'Grace']],
    ['/account/my-bookings', ['Daniel Lee']],
    ['/account/account-settings', ['midstay@example.com']],
    ['/account/wellness', ['Hot Stone Massage']],
  ] as const)('%s isolates %j', async (path, data) => {
    const html = await arabic(path)
    for (const datum of data) expect(html, datum).toMatch(isolated(datum))
  })

  it('isolates a flight, an airport, a villa and a name inside advance information’s Arabic sentences', async () => {
    const html = await arabic('/account/advance-information')
    for (const words of ['BA2712', 'Palma de Mallorca (PMI)', 'Villa Pinia', 'Double beds', 'Grace Lee'])
      expect(html, words).toContain(`\u2068${words}\u2069`)
  })

  it('isolates the records’ words inside the itinerary’s and the extras’ Arabic sentences', async () => {
    const itinerary = await arabic('/account/itinerary')
    for (const words of ['BA2713', 'Palma de Mallorca', 'Villa Pinia', 'Island odyssey', 'Family', 'Spin', 'Daniel'])
      expect(itinerary, words).toContain(`\u2068${words}\u2069`)
    const bookings = await arabic('/account/my-bookings')
    for (const words of ['Villa Pinia', 'Family']) expect(bookings, words).toContain(`\u2068${words}\u2069`)
  })

  it('isolates the booking’s name in home’s hero, and a guest’s name in their dialog’s title', async () => {
    const home = await arabic('/account')
    expect(home).toMatch(/<h2 id="stay-heading"><bdi>[^<]+<\/bdi><\/h2>/)
    expect(home).toContain('\u2068Daniel Lee\u2069')
  })

  it('isolates each name in the upgrades page’s weeks', async () => {
    const olivia = await signIn(demo.olivia)
    olivia.cookies.set('gp_lang', 'ar')
    const html = await text(await visit('/account/upgrades', { jar: olivia }))
    expect(html).toContain('<html lang="ar" dir="rtl"')
    expect(html).toMatch(/<dd>\u2068James Bennett\u2069[^<]*\u2068Sophie Bennett\u2069<\/dd>/)
  })

  it('shows a recorded address, as text or in its form, laid out by its own script', async () => {
    const form = await arabic('/account/advance-information/address')
    expect(form).toMatch(isolatedInput('12 Harbour Lane'))
    expect(form).toMatch(isolatedInput('Falmouth'))
    expect(form).toMatch(isolatedInput('TR11 3AB'))
  })
})
