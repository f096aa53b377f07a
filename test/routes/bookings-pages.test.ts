import { afterEach, describe, expect, it } from 'vitest'
import {
  CookieJar,
  api,
  bookingsDown,
  clearFaults,
  createGuest,
  demo,
  fault,
  post,
  sandbox,
  signIn,
  visit,
  pageText as text,
  emptyContentCache,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

describe('home', () => {
  it('selects the only booking, sets the booking cookie and shows the three-weeks home with the party', async () => {
    const jar = await signIn(demo.olivia)
    const response = await visit('/account', { jar })
    expect(response.status).toBe(200)
    const cookie = jar.raw.find((line) => line.startsWith('gp_booking='))
    expect(cookie).toMatch(/Max-Age=604800/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Secure/)
    const html = await text(response)
    expect(html).toContain('Hello Olivia')
    expect(html).toContain('Almost time to pack')
    expect(html).toContain('10 days to go')
    expect(html).toContain('Details and passport needed')
    expect(html.match(/class="guest"/g)).toHaveLength(6)
    for (const band of ['Aged 7 to 12', 'Aged 4 to 5', 'Over 2', 'Under 2']) expect(html).toContain(band)
    expect(html).not.toContain('Age Over 2')
    expect(html).toContain('Margaret Bennett')
    expect(html).toContain('Week 2: Full Watersports Upgrade')
  })

  it('shows mid stay and post stay', async () => {
    expect(await text(await visit('/account', { jar: await signIn(demo.grace) }))).toContain('Welcome to the resort')
    const after = await text(await visit('/account', { jar: await signIn(demo.tom) }))
    expect(after).toContain('Welcome home')
    // After the stay: nobody is still coming, and there is nothing to add to a calendar.
    expect(after).toContain('Who stayed')
    expect(after).not.toContain("Who's coming")
    expect(after).not.toContain('to your calendar')
  })

  it('shows after booking to a guest without bookings', async () => {
    const html = await text(await visit('/account', { jar: await signIn(await createGuest()) }))
    expect(html).toContain('Thank you for booking with us')
    expect(html).toContain("couldn't find a booking")
  })

  it('says the bookings are unavailable when Dynamics fails, and reports it', async () => {
    expectConsoleErrors(/"where":"request"/)
    const jar = await signIn(demo.olivia)
    await bookingsDown()
    const response = await visit('/account', { jar })
    expect(response.status).toBe(503)
    expect(await text(response)).toContain('An unknown error occurred while fetching bookings.')
  })
})

describe('choosing a booking', () => {
  it('sends a guest with several bookings to choose, remembers the choice, and survives a new visit', async () => {
    const jar = await signIn(demo.harry)
    const home = await visit('/account/my-bookings', { jar })
    expect(home.status).toBe(200)
    const first = await visit('/account', { jar })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/account/select-booking')
    const page = await text(await visit('/account/select-booking', { jar }))
    const ids = [...page.matchAll(/name="opportunityId" value="([^"]+)"/g)].map((m) => m[1]!)
    expect(ids).toHaveLength(2)
    // Soonest first: the booking six weeks away.
    const chosen = await post('/account/select-booking', { opportunityId: ids[0]! }, jar)
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/account')
    expect(jar.cookies.get('gp_booking')).toBe(ids[0])
    // A new visit: a fresh sign-in in the same browser keeps the saved booking.
    const again = await signIn(demo.harry, new CookieJar())
    again.cookies.set('gp_booking', ids[0]!)
    const html = await text(await visit('/account', { jar: again }))
    expect(html).toContain('Your holiday is getting closer')
  })

  it('sends an unknown saved id to select-booking', async () => {
    const jar = await signIn(demo.harry)
    jar.cookies.set('gp_booking', '11111111-2222-4333-8444-555555555555')
    expect((await visit('/account', { jar })).headers.get('location')).toBe('/account/select-booking')
  })

  it("refuses another guest's booking id", async () => {
    const olivia = await signIn(demo.olivia)
    const [theirs] = (await (await api('/api/user/msd/getUserOpportunities', {}, olivia)).json()) as {
      opportunityid: string
    }[]
    const jar = await signIn(demo.harry)
    const response = await post('/account/select-booking', { opportunityId: theirs!.opportunityid }, jar)
    expect(response.headers.get('location')).toBe('/account/select-booking?unknown=1')
    jar.cookies.set('gp_booking', theirs!.opportunityid)
    expect((await visit('/account', { jar })).headers.get('location')).toBe('/account/select-booking')
    const mine = await text(await visit('/account/my-bookings', { jar }))
    expect(mine).not.toContain('Bennett')
  })

  it('lists every booking on my bookings with dates, counts and the lead-booker flag', async () => {
    const jar = await signIn(demo.olivia)
    await visit('/account', { jar })
    const html = await text(await visit('/account/my-bookings', { jar }))
    expect(html).toContain('6 guests: 2 adults, 2 children and 2 infants')
    expect(html).toContain('You are the lead booker')
    expect(html).toContain('Selected')
  })

  it('lists bookings soonest first for the lead booker and the companion alike, with their villas named', async () => {
    const companion = { id: '', email: 'companion@example.com', password: 'Holiday-2026' }
    for (const guest of [demo.harry, companion]) {
      const jar = await signIn(guest)
      for (const path of ['/account/select-booking', '/account/my-bookings']) {
        const html = await text(await visit(path, { jar }))
        const soon = html.indexOf('Patel family, villa 2101')
        const later = html.indexOf('Patel family, villa 3105')
        expect(soon, `${guest.email} ${path}`).toBeGreaterThan(-1)
        expect(later, `${guest.email} ${path}`).toBeGreaterThan(soon)
      }
    }
    const olivia = await signIn(demo.olivia)
    await visit('/account', { jar: olivia })
    expect(await text(await visit('/account/my-bookings', { jar: olivia }))).toContain('villas 1201, 1202')
  })
})

describe('villa names from the content service', () => {
  it('follows a publish: the cached master ref has expired, the lookup retries with the new one', async () => {
    const jar = await signIn(demo.olivia)
    await visit('/account/my-bookings', { jar }) // caches the master ref
    await sandbox('/__sandbox/prismic/publish', { method: 'POST', body: '{}' })
    await emptyContentCache((key) => key.includes(':villa-cards:'))
    expect(await (await visit('/account/my-bookings', { jar })).text()).toContain(
      '<dt>Villas</dt><dd>Villa Aurora and Villa Marina</dd>',
    )
  })

  it('names the villas of each booking in one lookup, and falls back to the codes when content fails', async () => {
    expectConsoleErrors(/"where":"content\.villas"/)
    const jar = await signIn(demo.olivia)
    const html = await (await visit('/account/my-bookings', { jar })).text()
    expect(html).toContain('<dt>Villas</dt><dd>Villa Aurora and Villa Marina</dd>')
    await emptyContentCache()
    await fault({ path: '/prismic/graphql', status: 500 })
    const fallback = await visit('/account/my-bookings', { jar })
    expect(fallback.status).toBe(200)
    expect(await fallback.text()).toContain('<dt>Villas</dt><dd>Villa 1201 and Villa 1202</dd>')
  })
})
