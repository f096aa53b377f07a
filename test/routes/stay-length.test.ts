// A stay too long to be real (issue 38, item 27; src/features/itinerary/stay-length.ts): a typing error in the booking system's
// dates. The itinerary, all.ics and home's card for today say they are unavailable and report it, and build no days.
import { describe, expect, it } from 'vitest'
import { createGuest, pageText as text, sandbox, signIn, visit } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

/** A booking of the test's own that began yesterday and lasts `nights`, its lead booker signed in with it selected. */
async function stayOf(nights: number) {
  const ids = await sandbox<{ leadContactId: string }>('/__sandbox/bookings', {
    method: 'POST',
    body: JSON.stringify({ arrivalInDays: -1, nights, party: [{ first: 'Lena', last: 'Ward', age: 40 }] }),
  })
  const jar = await signIn(await createGuest({ firstName: 'Lena', contactId: ids.leadContactId }))
  return jar
}

/** The monitoring intake's reports of this stay's length from a route, waiting for the report sent after the answer. */
async function reported(route: string, nights: number): Promise<Record<string, unknown> | undefined> {
  for (let i = 0; i < 40; i++) {
    const { events } = await sandbox<{ events: Record<string, unknown>[] }>('/__sandbox/monitoring')
    const found = events.find((e) => e.route === route && String(e.message).includes(`A stay of ${nights} nights`))
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  return undefined
}

describe('a stay of implausible length', () => {
  it.each([36_500, 1_000_000])('of %i nights: unavailable, reported, and small', async (nights) => {
    expectConsoleErrors(/"where":"(itinerary\.stay|home\.today)"/)
    const jar = await stayOf(nights)

    const page = await visit('/account/itinerary', { jar })
    expect(page.status).toBe(200)
    const html = await text(page)
    expect(html).toContain('Your itinerary is unavailable just now.')
    expect(html).not.toContain('class="itinerary-day"')
    expect(html.length).toBeLessThan(60_000)
    expect(await reported('account-itinerary', nights)).toMatchObject({ where: 'itinerary.stay' })

    const calendar = await visit('/account/calendar/all.ics', { jar })
    expect(calendar.status).toBe(503)
    expect(await calendar.text()).toBe('Your holiday calendar is unavailable just now. Please try again later.')
    expect(await reported('account-calendar-file', nights)).toMatchObject({ where: 'itinerary.stay' })

    // Home during the stay: its card for today is the itinerary's today.
    const home = await text(await visit('/account', { jar }))
    expect(home).toContain("Today's plans are unavailable just now.")
    expect(home.length).toBeLessThan(100_000)
    expect(await reported('account', nights)).toMatchObject({ where: 'home.today' })
  })
})
