import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  clearFaults,
  createGuest,
  demo,
  fault,
  post,
  sandbox,
  modalTrigger,
  signIn,
  visit,
  type CookieJar,
  pageText as text,
} from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)
// The cancellations take Grace's visits off the spa's schedule: book them again for the files that follow (the
// itinerary's tests read her Hot Stone Massage), whatever order the files run in.
afterAll(() => sandbox('/__sandbox/mindbody/rebook', { method: 'POST' }))

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const handler = (body: unknown, jar?: CookieJar) => api('/api/user/mindbody/handler', body, jar)

let grace: CookieJar
beforeAll(async () => {
  grace = await signIn(demo.grace)
  await visit('/account', { jar: grace })
})

describe('POST /api/user/mindbody/handler', () => {
  it("answers the guest's visits and the total", async () => {
    const response = await handler({ endpoint: 'clientschedule', startDate: day(-3), endDate: day(4) }, grace)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { Visits: unknown[]; PaginationResponse: { TotalResults: number } }
    expect(body.Visits.length).toBe(body.PaginationResponse.TotalResults)
    expect(body.Visits.length).toBeGreaterThanOrEqual(3)
  })

  it.each([
    [{ endpoint: 'clients', startDate: day(0), endDate: day(1) }, 'Unknown endpoint'],
    [{ endpoint: 'clientschedule', startDate: 'tomorrow', endDate: day(1) }, 'startDate must be a real date'],
    [{ endpoint: 'clientschedule', startDate: day(2), endDate: day(1) }, 'endDate must not be before startDate.'],
    [{ endpoint: 'clientschedule', startDate: day(-60), endDate: day(60) }, 'The dates may span at most'],
  ])('refuses %o', async (body, message) => {
    const response = await handler(body, grace)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain(message)
  })

  it("refuses someone else's client id", async () => {
    const response = await handler(
      { endpoint: 'clientschedule', clientId: '100001', startDate: day(0), endDate: day(1) },
      grace,
    )
    expect(response.status).toBe(403)
  })

  it('needs a signed-in guest with a wellness id', async () => {
    expect((await handler({ endpoint: 'clientschedule', startDate: day(0), endDate: day(1) })).status).toBe(401)
    const none = await signIn(await createGuest())
    expect(
      await (await handler({ endpoint: 'clientschedule', startDate: day(0), endDate: day(1) }, none)).json(),
    ).toEqual({ message: 'Missing required data. Please try again.' })
  })

  it.each([
    ['400', { status: 400, body: JSON.stringify({ Error: { Message: 'bad', Code: 'InvalidParameter' } }) }],
    ['401', { status: 401, body: JSON.stringify({ Error: { Message: 'no', Code: 'DeniedAccess' } }) }],
    [
      '429',
      {
        status: 429,
        retryAfter: 30,
        body: JSON.stringify({ Error: { Message: 'slow down', Code: 'TooManyRequests' } }),
      },
    ],
    ['500', { status: 500 }],
    ['a malformed body', { malformed: true }],
  ])('answers 502 when Mindbody answers %s', async (_, spec) => {
    expectConsoleErrors(/"where":"api\.wellness"/)
    await fault({ path: '/mindbody/public/v6/client/clientschedule', ...spec })
    const response = await handler({ endpoint: 'clientschedule', startDate: day(0), endDate: day(1) }, grace)
    expect(response.status).toBe(502)
  })
})

describe('the wellness section', () => {
  it('shows the next visit on home before the stay, with the whole schedule one tap away', async () => {
    // At the resort today's card lists the visits instead (issue 38: test/routes/home-once.test.ts).
    const html = await text(await visit('/account', { jar: await signIn(demo.olivia) }))
    expect(html).toContain('Your next wellness visit')
    const section = html.slice(html.indexOf('id="wellness"'))
    expect(section).toContain('Sunrise Yoga') // in 11 days: the next one
    expect(section).not.toContain('Aqua Fit') // later: on the wellness page
    expect(html).toMatch(/<a href="\/account\/wellness">All your wellness visits \(3 coming\)<\/a>/)
    expect(html).toMatch(modalTrigger('/account/wellness/'))
  })

  it('lists every visit on the wellness page, with past visits apart', async () => {
    const html = await text(await visit('/account/wellness', { jar: grace }))
    expect(html).toContain('Hot Stone Massage')
    expect(html).toContain('Yoga Flow')
    expect(html).toContain('Earlier in your stay')
  })

  it('keeps the page and says so when the schedule is unavailable', async () => {
    expectConsoleErrors(/"where":"wellness\.schedule"/)
    const olivia = await signIn(demo.olivia)
    await fault({ path: '/mindbody/public/v6/client/clientschedule', status: 500 })
    const response = await visit('/account', { jar: olivia })
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('Your wellness schedule is unavailable just now.')
    expect(html).toContain('Almost time to pack')
  })

  it('is on my bookings for the selected booking', async () => {
    expect(await text(await visit('/account/my-bookings', { jar: grace }))).toContain('Hot Stone Massage')
  })
})

describe('cancelling a visit', () => {
  async function visitId(name: string, jar: CookieJar): Promise<number> {
    const { Visits } = (await (
      await handler({ endpoint: 'clientschedule', startDate: day(-3), endDate: day(4) }, jar)
    ).json()) as { Visits: { Id: number; Name: string | null; ServiceName: string | null }[] }
    return Visits.find((v) => (v.Name ?? v.ServiceName) === name)!.Id
  }

  it('confirms, warns about a late cancellation, and takes a class off the schedule', async () => {
    const id = await visitId('Yoga Flow', grace)
    const confirm = await text(await visit(`/account/wellness/${id}/cancel`, { jar: grace }))
    expect(confirm).toContain('late cancellation')
    const done = await post(`/account/wellness/${id}/cancel`, {}, grace)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/account/wellness?cancelled=wellness#notice')
    const schedule = await text(await visit('/account/wellness?cancelled=wellness', { jar: grace }))
    expect(schedule).toContain('id="notice" tabindex="-1">Your wellness visit has been cancelled.')
    expect(schedule).not.toContain('Yoga Flow')
  })

  it('returns to the page it was asked from, its confirmation where the redirect lands (issue 38)', async () => {
    const id = await visitId('Hot Stone Massage', grace)
    // Without JavaScript my bookings links to the confirmation page, which keeps where it came from (home lists no
    // visits to cancel since it says each thing once, issue 38 items 1-4).
    const confirm = await text(await visit(`/account/wellness/${id}/cancel?from=my-bookings`, { jar: grace }))
    expect(confirm).toContain('name="from" value="my-bookings"')
    expect(confirm).toContain('href="/account/my-bookings"')
    // Anything but one of the three pages returns to the schedule.
    const elsewhere = await text(await visit(`/account/wellness/${id}/cancel?from=//evil.example`, { jar: grace }))
    expect(elsewhere).toContain('name="from" value="wellness"')
    const done = await post(`/account/wellness/${id}/cancel`, { from: 'my-bookings' }, grace)
    expect(done.headers.get('location')).toBe('/account/my-bookings?cancelled=wellness#notice')
    const bookings = await text(await visit('/account/my-bookings?cancelled=wellness', { jar: grace }))
    expect(bookings).toContain('id="notice" tabindex="-1">Your wellness visit has been cancelled.')
  })

  it('cancels an appointment in time, without the late warning', async () => {
    const id = await visitId('Signature Facial', grace)
    expect(await text(await visit(`/account/wellness/${id}/cancel`, { jar: grace }))).not.toContain('late cancellation')
    expect((await post(`/account/wellness/${id}/cancel`, {}, grace)).status).toBe(303)
    expect(await text(await visit('/account', { jar: grace }))).not.toContain('Signature Facial')
  })

  it('keeps the visit and says so when Mindbody fails', async () => {
    expectConsoleErrors(/"where":"wellness\.cancel"/)
    const id = await visitId('Spin', grace)
    await fault({ method: 'POST', path: '/mindbody/public/v6/class/removeclientfromclass', status: 500 })
    const response = await post(`/account/wellness/${id}/cancel`, {}, grace)
    expect(response.status).toBe(503)
    expect(await text(response)).toContain('it is still booked')
  })

  it("refuses another guest's visit and a past one", async () => {
    const tom = await signIn(demo.tom)
    await visit('/account', { jar: tom })
    const graces = await visitId('Spin', grace)
    expect((await post(`/account/wellness/${graces}/cancel`, {}, tom)).status).toBe(404)
    const past = await visitId('Pilates', grace)
    expect((await visit(`/account/wellness/${past}/cancel`, { jar: grace })).status).toBe(404)
    const { writes } = await sandbox<{ writes: unknown[] }>('/__sandbox/dynamics/writes')
    expect(Array.isArray(writes)).toBe(true)
  })
})
