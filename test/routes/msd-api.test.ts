import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api, bookingsDown, clearFaults, createGuest, demo, fault, signIn, type CookieJar } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

const endpoints = [
  'getUserOpportunities',
  'getUserOpportunityExtras',
  'getUserFamilyGroup',
  'getUserOpportunitiesExtensions',
] as const
const url = (name: string) => `/api/user/msd/${name}`

let olivia: CookieJar
let harry: CookieJar
let oliviaBooking: string
let harryBookings: string[]

beforeAll(async () => {
  olivia = await signIn(demo.olivia)
  harry = await signIn(demo.harry)
  oliviaBooking = (
    (await (await api(url('getUserOpportunities'), {}, olivia)).json()) as { opportunityid: string }[]
  )[0]!.opportunityid
  harryBookings = (
    (await (await api(url('getUserOpportunities'), {}, harry)).json()) as { opportunityid: string }[]
  ).map((b) => b.opportunityid)
})
afterEach(clearFaults)

describe('POST /api/user/msd/getUserOpportunities', () => {
  it("answers the guest's bookings with counts, guests and the lead-booker flag", async () => {
    const bookings = (await (await api(url('getUserOpportunities'), {}, olivia)).json()) as Record<string, unknown>[]
    expect(bookings).toHaveLength(1)
    expect(bookings[0]).toMatchObject({ isLeadBooker: true, adr_opportunity_adr_booking: [{ adr_guesttotal: 6 }] })
  })

  it('lists the bookings soonest first, whoever is their family group’s primary contact (decision 040)', async () => {
    const bookings = (await (await api(url('getUserOpportunities'), {}, harry)).json()) as {
      new_arrivaldateuserlocal: string
    }[]
    expect(bookings).toHaveLength(2)
    // The sooner booking comes first, although the later one's family group has Harry as its primary contact.
    expect(bookings[0]!.new_arrivaldateuserlocal < bookings[1]!.new_arrivaldateuserlocal).toBe(true)
  })

  it('narrows to one booking by id, checked as a GUID', async () => {
    const one = await api(url('getUserOpportunities'), { opportunityId: harryBookings[1] }, harry)
    expect(((await one.json()) as unknown[]).length).toBe(1)
    const bad = await api(url('getUserOpportunities'), { opportunityId: 'not-a-guid' }, harry)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Invalid GUID format. Please try again.' })
  })

  it('answers a profile without a booking-system id, or with a broken one, with the spec messages', async () => {
    const none = await signIn(await createGuest({ contactId: null }))
    expect(await (await api(url('getUserOpportunities'), {}, none)).json()).toEqual({
      message: 'Missing required data. Please try again.',
    })
    const broken = await signIn(await createGuest({ contactId: 'CONTACT-42' }))
    const response = await api(url('getUserOpportunities'), {}, broken)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid GUID format. Please try again.' })
  })

  it("refuses another contact's id sent in the body", async () => {
    const response = await api(
      url('getUserOpportunities'),
      { contactId: '9c4d5e6f-7081-4293-8dbe-2f3a4b5c6d7e' },
      olivia,
    )
    expect(response.status).toBe(403)
  })

  it("answers 'An unknown error occurred while fetching bookings.' when Dynamics fails", async () => {
    expectConsoleErrors(/"where":"api\.getUserOpportunities"/)
    await bookingsDown(500)
    const response = await api(url('getUserOpportunities'), {}, harry)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'An unknown error occurred while fetching bookings.' })
  })

  it('retries a 429 once, honouring Retry-After', async () => {
    await fault({
      path: '/dynamics/api/data/v9.2/opportunities',
      status: 429,
      retryAfter: 1,
      times: 1,
      body: JSON.stringify({ error: { code: '0x80072322', message: 'Number of requests exceeded the limit' } }),
    })
    const started = Date.now()
    const response = await api(url('getUserOpportunities'), {}, harry)
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('treats a malformed Dynamics body as a failure, with the same message', async () => {
    expectConsoleErrors(/"where":"api\.getUserOpportunities"/)
    await fault({ path: '/dynamics/api/data/v9.2/opportunities', malformed: true })
    const response = await api(url('getUserOpportunities'), {}, harry)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'An unknown error occurred while fetching bookings.' })
  })

  it('retries a timed-out read', async () => {
    await fault({ path: '/dynamics/api/data/v9.2/opportunities', delayMs: 9000, times: 1 })
    const response = await api(url('getUserOpportunities'), {}, harry)
    expect(response.status).toBe(200)
  }, 25_000)
})

describe('POST /api/user/msd/getUserFamilyGroup', () => {
  it("answers the booking's family group with its contacts", async () => {
    const response = await api(url('getUserFamilyGroup'), { opportunityId: oliviaBooking }, olivia)
    expect(response.status).toBe(200)
    const group = (await response.json()) as { adr_account_contact: { firstname: string }[] }
    expect(group.adr_account_contact.map((c) => c.firstname)).toContain('Margaret')
  })

  it('uses its own messages for missing ids', async () => {
    expect(await (await api(url('getUserFamilyGroup'), {}, olivia)).json()).toEqual({
      message: 'Missing required data [O]. Please try again.',
    })
    const none = await signIn(await createGuest({ contactId: null }))
    expect(await (await api(url('getUserFamilyGroup'), { opportunityId: oliviaBooking }, none)).json()).toEqual({
      message: 'Missing required data [D]. Please try again.',
    })
    expect(await (await api(url('getUserFamilyGroup'), { opportunityId: 'x' }, olivia)).json()).toEqual({
      message: 'Invalid GUID format. Please try again.',
    })
  })
})

describe('extras and extensions', () => {
  it('answers products and accounts for the booking', async () => {
    const [first] = (await (
      await api(url('getUserOpportunityExtras'), { opportunityId: oliviaBooking }, olivia)
    ).json()) as { product_opportunities: unknown[]; adr_opportunity_adr_accounts_Opportunity: unknown[] }[]
    expect(first!.product_opportunities.length).toBeGreaterThan(3)
    expect(first!.adr_opportunity_adr_accounts_Opportunity).toHaveLength(1)
    const account = first!.adr_opportunity_adr_accounts_Opportunity[0] as Record<string, { cm_gueststatus: number }[]>
    expect(account.transfers).toEqual([expect.objectContaining({ adr_guests: 6, cm_gueststatus: 100000000 })])
    expect(account.hampers).toEqual([
      expect.objectContaining({ new_hampertype: 'Breakfast', cm_gueststatuspendinginvoiced: 100000001 }),
    ])
    expect(Object.keys(account)).not.toContain('adr_adr_accounts_adr_transfer_BookingAccount')
  })

  it("answers 404 and no data for another guest's booking", async () => {
    const response = await api(
      url('getUserOpportunityExtras'),
      { opportunityId: oliviaBooking },
      await signIn(demo.tom),
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Booking not found.' })
  })

  it('merges the named extensions into each account, and refuses unknown ones', async () => {
    const accounts = (await (
      await api(url('getUserOpportunitiesExtensions'), { opportunityId: oliviaBooking, extensions: ['guests'] }, olivia)
    ).json()) as { guests: unknown[] }[]
    expect(accounts[0]!.guests).toHaveLength(6)
    const [withExtras] = (await (
      await api(
        url('getUserOpportunitiesExtensions'),
        { opportunityId: oliviaBooking, extensions: ['carHire', 'shoppingLists'] },
        olivia,
      )
    ).json()) as Record<string, unknown[]>[]
    expect(withExtras!.carHire).toEqual([expect.objectContaining({ new_reservationnumber: 'CR-2231' })])
    expect(withExtras!.shoppingLists).toHaveLength(1)
    // Registration entries come as extras without the registrant's private details.
    const [grace] = (await (await api(url('getUserOpportunities'), {}, await signIn(demo.grace))).json()) as {
      opportunityid: string
    }[]
    const [graceAccount] = (await (
      await api(
        url('getUserOpportunitiesExtensions'),
        { opportunityId: grace!.opportunityid, extensions: ['registrationForms'] },
        await signIn(demo.grace),
      )
    ).json()) as Record<string, Record<string, unknown>[]>[]
    expect(graceAccount!.registrationForms![0]).toMatchObject({ adr_fullname: 'Grace Lee' })
    expect(Object.keys(graceAccount!.registrationForms![0]!)).not.toContain('adr_mobilephone')
    const unknown = await api(
      url('getUserOpportunitiesExtensions'),
      { opportunityId: oliviaBooking, extensions: ['secrets'] },
      olivia,
    )
    expect(unknown.status).toBe(400)
  })
})

describe("another guest's booking", () => {
  it.each(endpoints)('is a 404 with no data on %s', async (name) => {
    const response = await api(url(name), { opportunityId: harryBookings[0], extensions: [] }, olivia)
    expect(response.status).toBe(404)
    const text = await response.text()
    expect(text).not.toContain('Patel')
    expect(JSON.parse(text)).toEqual({ message: 'Booking not found.' })
  })

  it.each(endpoints)('needs a signed-in user on %s', async (name) => {
    const response = await api(url(name), { opportunityId: oliviaBooking })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Failed to initialise bookings store: User not authenticated.' })
  })
})

describe('what one guest sees of another', () => {
  it("hides the lead booker's passport from a guest who is not the lead booker", async () => {
    const [booking] = (await (await api(url('getUserOpportunities'), {}, olivia)).json()) as {
      opportunityid: string
      adr_opportunity_adr_bookingguest_Opportunity: {
        adr_name: string
        _adr_contactid_value: string
        adr_passportnumber: string | null
      }[]
    }[]
    const james = booking!.adr_opportunity_adr_bookingguest_Opportunity.find((g) => g.adr_name === 'James Bennett')!
    expect(james.adr_passportnumber).not.toBeNull() // the lead booker sees everyone's details
    const jamesJar = await signIn(await createGuest({ firstName: 'James', contactId: james._adr_contactid_value }))
    const [seen] = (await (await api(url('getUserOpportunities'), {}, jamesJar)).json()) as (typeof booking)[]
    const guests = seen!.adr_opportunity_adr_bookingguest_Opportunity
    expect(guests.find((g) => g.adr_name === 'James Bennett')!.adr_passportnumber).not.toBeNull()
    for (const other of guests.filter((g) => g.adr_name !== 'James Bennett'))
      expect(other.adr_passportnumber, other.adr_name).toBeNull()
    const accounts = (await (
      await api(
        url('getUserOpportunitiesExtensions'),
        { opportunityId: seen!.opportunityid, extensions: ['guests'] },
        jamesJar,
      )
    ).json()) as { guests: { adr_name: string; adr_passportnumber: string | null }[] }[]
    expect(
      accounts[0]!.guests.filter((g) => g.adr_name !== 'James Bennett').every((g) => g.adr_passportnumber === null),
    ).toBe(true)
  })
})
