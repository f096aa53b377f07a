import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { guestStatusCodes } from '../../../src/domain/extra-status.ts'
import { calendarFile } from '../../../src/features/itinerary/ics.ts'
import { itinerary, type ItineraryInput } from '../../../src/features/itinerary/itinerary.ts'
import type { ItineraryExtra } from '../../../src/features/itinerary/itinerary-extras.ts'
import { isTimed } from '../../../src/features/itinerary/itinerary-times.ts'
import type { ItineraryItem } from '../../../src/features/itinerary/itinerary-items.ts'
import type { ItineraryAccount, ItineraryFlight } from '../../../src/features/itinerary/itinerary-travel.ts'
import { deadlineTitle, itemTitle } from '../../../src/features/itinerary/itinerary-words.ts'
import { membershipCodes as m } from '../../../src/domain/membership.ts'
import { textsFor } from '../../../src/i18n/texts.ts'
import { booking, guest, james, lead, leo, mia, olivia, resort, visit } from './itinerary-party.ts'

const en = textsFor('en-GB')
const { pending, confirmed } = guestStatusCodes

/** One account for the whole party, the lead booker's household. */
const oneAccount = (flights: readonly ItineraryFlight[]): ItineraryAccount[] => [
  { id: 'acc-1', group: { primaryContactId: 'c-lead', contacts: [{ id: 'c-lead' }, { id: 'c-james' }] }, flights },
]
const flight = (
  id: string,
  direction: 'arrival' | 'departure',
  airport: string,
  dateTime: string,
  otherEnd?: ItineraryFlight['otherEnd'],
): ItineraryFlight => ({ id, direction, flightNumber: 'BA2712', airport, dateTime, otherEnd })
const extra = (id: string, kind: ItineraryExtra['kind'], status: number | null, more: Partial<ItineraryExtra> = {}) =>
  ({ id, kind, status, details: {}, ...more }) as ItineraryExtra
/** Every dated item: what runs every day, then each day's. */
const all = (input: ItineraryInput) => {
  const result = itinerary(input)
  return [...result.everyDay, ...result.days.flatMap((day) => day.items)]
}
const find = (items: readonly ItineraryItem[], id: string) => items.find((i) => i.id === id)
const ids = (items: readonly ItineraryItem[]) => items.map((i) => i.id)
/** The demo stay's days, 1 to 8 August 2027. */
const stayDates = ['01', '02', '03', '04', '05', '06', '07', '08'].map((day) => `2027-08-${day}`)

describe('itinerary days', () => {
  it('has every day from the travel day to the departure day, even when empty', () => {
    const result = itinerary(lead())
    expect(result.days.map((d) => d.date)).toEqual([...stayDates])
    expect(result.days.map((d) => d.stayDay)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(ids(result.days[0]!.items)).toContain('arrival-b1')
    expect(ids(result.days[7]!.items)).toEqual(['departure-b1'])
    // Without clubs or anything else, the days in between are there, empty.
    const adults = itinerary(lead({ booking: booking('2027-08-01', '2027-08-04', [olivia, james]) }))
    expect(adults.days.map((d) => [d.date, d.items.length])).toEqual([
      ['2027-08-01', 1],
      ['2027-08-02', 0],
      ['2027-08-03', 0],
      ['2027-08-04', 1],
    ])
  })

  it('orders items by time within a day, all-day items first, across time zones', () => {
    const result = itinerary(
      lead({
        accounts: oneAccount([
          // 11:00 at Gatwick (BST) to 14:35 at Palma (CEST).
          flight('f1', 'arrival', 'PMI', '2027-08-01T12:35:00Z', { airport: 'LGW', dateTime: '2027-08-01T10:00:00Z' }),
        ]),
        extras: [
          extra('t1', 'transfer', confirmed, { direction: 'toResort' }),
          extra('d1', 'petitDelivery', confirmed, { details: { product: 'Bakery', villa: 'Villa Aurora' } }),
          extra('h1', 'carHire', confirmed, { details: { carType: 'Estate' } }),
        ],
        visits: [
          visit(7, '2027-08-01T18:00:00', '2027-08-01T19:00:00'),
          visit(8, '2027-08-01T09:00:00', '2027-08-01T09:30:00'),
        ],
      }),
    )
    const arrivalDay = result.days[0]!
    expect(ids(arrivalDay.items)).toEqual([
      'arrival-b1',
      'delivery-d1',
      'wellness-8', // 09:00 in Palma is 07:00 UTC, before the flight leaves Gatwick at 10:00 UTC
      'flight-f1',
      'transfer-t1',
      'car-h1', // collected when the flight lands, as the transfer meets it (issue 38: not "All day")
      'wellness-7',
    ])
    expect(find(arrivalDay.items, 'car-h1')).toMatchObject({
      meets: 'flight-f1',
      start: { instant: '2027-08-01T12:35:00.000Z', dateTime: '2027-08-01T14:35', timeZone: resort },
    })
    // The clubs run every day of their week: once, not on each day (issue 38).
    expect(result.days.flatMap((d) => d.items).filter((i) => i.kind === 'club')).toEqual([])
    expect(ids(result.everyDay)).toEqual(['club-creche-week1', 'club-rascals-week1'])
  })

  it('shows a flight across midnight and time zones at each airport’s own time, on the day it leaves', () => {
    const input = lead({
      accounts: oneAccount([
        // Leaves Gatwick 23:10 BST on 31 July, lands in Palma 02:25 CEST on 1 August.
        flight('f1', 'arrival', 'PMI', '2027-08-01T00:25:00Z', { airport: 'LGW', dateTime: '2027-07-31T22:10:00Z' }),
        flight('f2', 'departure', 'PMI', '2027-08-08T15:10:00Z'),
      ]),
      extras: [extra('t1', 'transfer', confirmed, { direction: 'both', details: { guests: 5 } })],
    })
    const result = itinerary(input)
    const travelDay = result.days[0]!
    expect(travelDay).toMatchObject({ date: '2027-07-31', inStay: false, stayDay: undefined })
    const out = find(travelDay.items, 'flight-f1')!
    expect(out.start).toEqual({
      instant: '2027-07-31T22:10:00.000Z',
      dateTime: '2027-07-31T23:10',
      timeZone: 'Europe/London',
    })
    expect(out.end).toEqual({ instant: '2027-08-01T00:25:00.000Z', dateTime: '2027-08-01T02:25', timeZone: resort })
    expect(out.flags).toEqual({ outsideStay: false, pending: false })
    expect(out.kind === 'flight' && [out.title.departs?.airport, out.title.lands?.airport]).toEqual(['LGW', 'PMI'])
    expect(itemTitle(out, en, 'en-GB')).toBe('Flight BA2712 from London Gatwick to Palma de Mallorca')
    // The transfer meets it on landing, on the arrival day; the way back is on the departure flight's day, before it.
    const arrivalDay = result.days[1]!
    expect(arrivalDay.date).toBe('2027-08-01')
    expect(find(arrivalDay.items, 'transfer-t1-to')).toMatchObject({ meets: 'flight-f1', start: out.end })
    const lastDay = result.days.at(-1)!
    expect(lastDay.date).toBe('2027-08-08')
    expect(ids(lastDay.items)).toEqual(['departure-b1', 'transfer-t1-from', 'flight-f2'])
    // The pick-up time is not known, but the flight's is: the transfer names it (issue 38: not "All day").
    expect(find(lastDay.items, 'transfer-t1-from')).toMatchObject({
      meets: 'flight-f2',
      start: { date: '2027-08-08' },
      title: { direction: 'fromResort', beforeFlight: { dateTime: '2027-08-08T17:10', timeZone: resort } },
    })
    // With only the end the guest gave, the flight is that moment.
    expect(find(lastDay.items, 'flight-f2')).toMatchObject({
      start: { dateTime: '2027-08-08T17:10', timeZone: resort },
      end: undefined,
    })
  })

  it('places transfers on the arrival and leaving days when no flights are saved', () => {
    const result = itinerary(
      lead({ accounts: oneAccount([]), extras: [extra('t1', 'transfer', pending, { direction: 'both' })] }),
    )
    expect(result.days.map((d) => d.date)[0]).toBe('2027-08-01')
    expect(result.days.flatMap((d) => d.items).some((i) => i.kind === 'flight')).toBe(false)
    expect(find(result.days[0]!.items, 'transfer-t1-to')).toMatchObject({
      start: { date: '2027-08-01' },
      meets: undefined,
      flags: { pending: true, outsideStay: false },
    })
    const back = find(result.days.at(-1)!.items, 'transfer-t1-from')
    expect(back).toMatchObject({ start: { date: '2027-08-08' } })
    expect(back?.kind === 'transfer' && back.title.beforeFlight).toBeUndefined()
    // Car hire with no flight to meet: all day on the arrival day.
    const car = all(lead({ accounts: oneAccount([]), extras: [extra('h1', 'carHire', confirmed)] }))
    expect(find(car, 'car-h1')).toMatchObject({ start: { date: '2027-08-01' }, meets: undefined })
    // A direction we are not given: no day yet.
    const unknown = itinerary(lead({ extras: [extra('t2', 'transfer', confirmed)] }))
    expect(ids(unknown.undated)).toEqual(['transfer-t2'])
  })

  it('keeps local times right across the autumn clock change (Europe/Madrid and Europe/London)', () => {
    const result = itinerary(
      lead({
        booking: booking('2029-10-24', '2029-10-31', [olivia, james]),
        accounts: oneAccount([
          // 09:00 BST at Gatwick to 12:15 CEST in Palma, before the change on Sunday 28 October.
          flight('f1', 'arrival', 'PMI', '2029-10-24T10:15:00Z', { airport: 'LGW', dateTime: '2029-10-24T08:00:00Z' }),
          // 17:10 CET in Palma to 17:25 GMT at Gatwick, after it.
          flight('f2', 'departure', 'PMI', '2029-10-31T16:10:00Z', {
            airport: 'LGW',
            dateTime: '2029-10-31T17:25:00Z',
          }),
        ]),
        visits: [
          visit(1, '2029-10-27T10:00:00', '2029-10-27T11:00:00'),
          visit(2, '2029-10-29T10:00:00', '2029-10-29T11:00:00'),
          // 02:30 happens twice that night: the first is meant (RFC 5545).
          visit(3, '2029-10-28T02:30:00', '2029-10-28T03:30:00'),
        ],
      }),
    )
    expect(result.days.map((d) => d.date)).toEqual([
      '2029-10-24',
      '2029-10-25',
      '2029-10-26',
      '2029-10-27',
      '2029-10-28',
      '2029-10-29',
      '2029-10-30',
      '2029-10-31',
    ])
    const items = result.days.flatMap((d) => d.items)
    expect(find(items, 'wellness-1')?.start).toMatchObject({
      instant: '2029-10-27T08:00:00.000Z',
      dateTime: '2029-10-27T10:00',
    })
    expect(find(items, 'wellness-2')?.start).toMatchObject({
      instant: '2029-10-29T09:00:00.000Z',
      dateTime: '2029-10-29T10:00',
    })
    expect(find(items, 'wellness-3')?.start).toMatchObject({
      instant: '2029-10-28T00:30:00.000Z',
      dateTime: '2029-10-28T02:30',
    })
    expect(find(items, 'flight-f1')).toMatchObject({
      start: { dateTime: '2029-10-24T09:00', timeZone: 'Europe/London' },
      end: { dateTime: '2029-10-24T12:15', timeZone: resort },
    })
    expect(find(items, 'flight-f2')).toMatchObject({
      start: { dateTime: '2029-10-31T17:10', timeZone: resort },
      end: { dateTime: '2029-10-31T17:25', timeZone: 'Europe/London' },
    })
  })
})

describe('itinerary items', () => {
  it('puts each club once over the days of its week in a two-week stay, never on the leaving day', () => {
    const twoWeeks = booking('2027-08-01', '2027-08-15', [
      olivia,
      guest('g2', 'James Bennett', 'c-james', m.adult, m.waterSports),
      mia,
      leo,
    ])
    const result = itinerary(lead({ booking: twoWeeks }))
    const span = (i: ItineraryItem) => [i.id, i.start, i.end]
    expect(result.everyDay.map(span)).toEqual([
      ['club-creche-week1', { date: '2027-08-01' }, { date: '2027-08-07' }],
      ['club-rascals-week1', { date: '2027-08-01' }, { date: '2027-08-07' }],
      ['club-rascals-week2', { date: '2027-08-08' }, { date: '2027-08-14' }],
      ['club-waterSports-week2', { date: '2027-08-08' }, { date: '2027-08-14' }],
    ])
    expect(result.days.flatMap((d) => d.items).filter((i) => i.kind === 'club')).toEqual([])
    const items = result.everyDay
    expect(find(items, 'club-waterSports-week2')).toMatchObject({ title: { upgrade: 'waterSports', week: 2 } })
    expect(itemTitle(find(items, 'club-creche-week1')!, en, 'en-GB')).toBe('Crèche — Mia')
    // A one-week stay has no week 2, whatever the week-2 memberships say.
    const oneWeek = itinerary(
      lead({
        booking: booking('2027-08-01', '2027-08-08', [
          olivia,
          leo,
          guest('g6', 'Ana Ruiz', undefined, m.adult, m.creche),
        ]),
      }),
    ).everyDay
    expect(oneWeek.map(span)).toEqual([['club-rascals-week1', { date: '2027-08-01' }, { date: '2027-08-07' }]])
  })

  it('names the guests an item is for when it is not for everyone', () => {
    const items = all(
      lead({ booking: booking('2027-08-01', '2027-08-08', [olivia, mia, { ...leo, week1: m.creche }]) }),
    )
    expect(itemTitle(find(items, 'club-creche-week1')!, en, 'en-GB')).toBe('Crèche — Mia, Leo')
    const everyone = all(lead({ booking: booking('2027-08-01', '2027-08-08', [mia]) }))
    expect(find(everyone, 'club-creche-week1')?.guests).toEqual([])
  })

  it('leaves a cancelled visit out', () => {
    const result = itinerary(
      lead({
        visits: [
          visit(1, '2027-08-02T10:00:00', '2027-08-02T11:00:00', { appointmentId: 9, cancelled: true }),
          visit(2, '2027-08-02T12:00:00', '2027-08-02T13:00:00', { cancelled: true }),
          visit(3, '2027-08-02T15:00:00', '2027-08-02T16:00:00', { appointmentId: 10 }),
        ],
      }),
    )
    const items = [...result.days.flatMap((d) => d.items), ...result.undated]
    expect(items.filter((i) => i.kind === 'wellness').map((i) => i.id)).toEqual(['wellness-3'])
    expect(find(items, 'wellness-3')).toMatchObject({
      title: { name: 'Visit 3', visit: 'appointment' },
      end: { dateTime: '2027-08-02T16:00', timeZone: resort },
      guests: [{ name: 'Olivia Bennett', isYou: true }],
      link: '/account/wellness#visit-3',
    })
  })

  it('lists pending requests and things with no date after the days, never dropping them', () => {
    const result = itinerary(
      lead({
        extras: [
          extra('p1', 'powerboat', pending, { details: { persons: 2 } }),
          extra('u1', 'upgrade', pending, {
            details: { upgradeType: 'crecheUpgrade', requestDetails: 'Crèche, week 1: Leo Bennett' },
          }),
          // Leo already holds Rascals in week 1: the club items show it.
          extra('u2', 'upgrade', confirmed, {
            details: { upgradeType: 'rascals', requestDetails: 'Rascals, week 1: Leo Bennett' },
          }),
          extra('o1', 'odysseyTrip', null, { fromProduct: true, details: { tripName: 'Odyssey' } }),
          extra('x1', undefined, 123),
          extra('r1', 'registrationForm', pending),
          extra('s1', 'shipwreckTrip', pending, { details: { tripName: 'Wreck dive', tripDay: '2027-08-04' } }),
        ],
        visits: [visit(9, 'soon', 'later')],
      }),
    )
    expect(ids(result.undated)).toEqual(['trip-o1', 'wellness-9', 'extra-p1', 'extra-u1', 'extra-x1'])
    expect(find(result.undated, 'extra-p1')).toMatchObject({ start: undefined, flags: { pending: true } })
    expect(find(result.undated, 'trip-o1')?.flags.pending).toBe(false)
    expect(find(result.undated, 'extra-u1')).toMatchObject({
      guests: [{ name: 'Leo Bennett', isYou: false }],
      link: '/account/upgrades',
    })
    expect(itemTitle(find(result.undated, 'extra-u1')!, en, 'en-GB')).toBe('Crèche upgrade request — Leo')
    expect(itemTitle(find(result.undated, 'extra-p1')!, en, 'en-GB')).toBe('Powerboat course')
    // A pending request with a date is on its day, flagged.
    expect(find(result.days[3]!.items, 'trip-s1')).toMatchObject({
      flags: { pending: true, outsideStay: false },
      link: '/account/my-bookings#extra-s1',
    })
  })

  it('links every extra to its own entry in my bookings’ extras, an upgrade request to upgrades', () => {
    const result = itinerary(
      lead({
        extras: [
          extra('t1', 'transfer', pending, { direction: 'both' }),
          extra('c1', 'carHire', confirmed),
          extra('w1', 'waterDelivery', confirmed),
          extra('p1', 'powerboat', pending),
          extra('u1', 'upgrade', pending, {
            details: { upgradeType: 'rascals', requestDetails: 'Rascals, week 2: Mia' },
          }),
        ],
      }),
    )
    const links = [...result.days.flatMap((d) => d.items), ...result.undated]
      .filter((i) => !['arrival', 'departure', 'club'].includes(i.kind))
      .map((i) => [i.id, i.link])
    expect(links).toEqual(
      expect.arrayContaining([
        ['transfer-t1-to', '/account/my-bookings#extra-t1'],
        ['transfer-t1-from', '/account/my-bookings#extra-t1'],
        ['car-c1', '/account/my-bookings#extra-c1'],
        ['delivery-w1', '/account/my-bookings#extra-w1'],
        ['extra-p1', '/account/my-bookings#extra-p1'],
        ['extra-u1', '/account/upgrades'],
      ]),
    )
    expect(links).toHaveLength(6)
  })

  it('shows an item dated outside the stay on its date, flagged, without filling the days between', () => {
    const result = itinerary(
      lead({
        accounts: oneAccount([flight('f1', 'arrival', 'PMI', '2027-07-20T12:00:00Z')]),
        extras: [extra('s1', 'shipwreckTrip', confirmed, { details: { tripDay: '2027-08-11' } })],
      }),
    )
    expect(result.days.map((d) => d.date)).toEqual(['2027-07-20', ...stayDates, '2027-08-11'])
    const [far] = result.days
    expect(far).toMatchObject({ inStay: false, stayDay: undefined })
    expect(far!.items[0]).toMatchObject({ id: 'flight-f1', flags: { outsideStay: true } })
    expect(result.days.at(-1)).toMatchObject({
      inStay: false,
      items: [{ id: 'trip-s1', flags: { outsideStay: true } }],
    })
    expect(find(result.days[1]!.items, 'arrival-b1')?.flags.outsideStay).toBe(false)
  })
})

describe("a companion's view", () => {
  const accounts: ItineraryAccount[] = [
    {
      id: 'acc-A',
      group: { primaryContactId: 'c-lead', contacts: [{ id: 'c-lead' }, { id: 'c-james' }] },
      flights: [flight('fa', 'arrival', 'PMI', '2027-08-01T12:35:00Z')],
    },
    {
      id: 'acc-B',
      group: { primaryContactId: 'c-comp', contacts: [{ id: 'c-comp' }] },
      flights: [flight('fb', 'arrival', 'PMI', '2027-08-01T16:05:00Z')],
    },
  ]
  const input = (viewerContactId: string) =>
    lead({
      viewerContactId,
      accounts,
      extras: [
        extra('t1', 'transfer', confirmed, { direction: 'toResort', accountId: 'acc-A' }),
        extra('s1', 'shipwreckTrip', confirmed, {
          details: { tripDay: '2027-08-03' },
          guestNames: ['Leo Bennett', 'Priya Patel'],
        }),
      ],
      visits: [
        visit(1, '2027-08-02T10:00:00', '2027-08-02T11:00:00'),
        visit(2, '2027-08-02T12:00:00', '2027-08-02T13:00:00', { guestContactId: 'c-lead' }),
        visit(3, '2027-08-02T14:00:00', '2027-08-02T15:00:00', { guestContactId: 'c-comp' }),
        visit(4, '2027-08-02T16:00:00', '2027-08-02T17:00:00', { guestContactId: 'c-stranger' }),
      ],
    })

  it("sees their own items and those for everyone, never another guest's private ones", () => {
    const items = all(input('c-comp'))
    expect(ids(items.filter((i) => i.kind === 'wellness' || i.kind === 'flight'))).toEqual([
      'flight-fb',
      'wellness-1',
      'wellness-3',
    ])
    expect(find(items, 'wellness-1')?.guests).toEqual([{ name: 'Priya Patel', isYou: true }])
    expect(find(items, 'flight-fb')?.guests).toEqual([{ name: 'Priya Patel', isYou: true }])
    expect(itemTitle(find(items, 'trip-s1')!, en, 'en-GB')).toBe('Shipwreck trip — Leo, You')
    expect(itemTitle(find(items, 'club-creche-week1')!, en, 'en-GB')).toBe('Crèche — Mia')
    // The transfer is on another household's flight, which they do not see: it is on the arrival day.
    expect(find(items, 'transfer-t1')).toMatchObject({ start: { date: '2027-08-01' }, meets: undefined })
  })

  it("shows the lead booker every household's flights and the booking's guests' visits, named", () => {
    const items = all(input('c-lead'))
    expect(ids(items.filter((i) => i.kind === 'wellness'))).toEqual(['wellness-1', 'wellness-2', 'wellness-3'])
    expect(find(items, 'wellness-3')?.guests).toEqual([{ name: 'Priya Patel', isYou: false }])
    expect(find(items, 'flight-fa')?.guests).toEqual([
      { name: 'Olivia Bennett', isYou: true },
      { name: 'James Bennett', isYou: false },
    ])
    expect(itemTitle(find(items, 'flight-fa')!, en, 'en-GB')).toBe('Flight BA2712 to Palma de Mallorca — You, James')
    expect(find(items, 'transfer-t1')).toMatchObject({ meets: 'flight-fa', start: { dateTime: '2027-08-01T14:35' } })
  })

  it('shows someone not on the booking nothing private', () => {
    const items = all(input('c-nobody'))
    expect(items.filter((i) => i.kind === 'flight')).toEqual([])
    expect(ids(items.filter((i) => i.kind === 'wellness'))).toEqual(['wellness-1'])
  })
})

describe('before the stay', () => {
  it('lists the open deadlines soonest first, with where to do each', () => {
    const result = itinerary(
      lead({
        deadlines: {
          progress: {
            parts: [
              { part: 'group', complete: false, step: 'not yours' },
              { part: 'address', complete: true, step: 'done' },
              { part: 'flight', complete: false, step: 'to do' },
              { part: 'registration', complete: false, step: 'to do' },
            ],
          },
          arrangements: [
            {
              title: 'Complete your advance information',
              html: '',
              link: { href: '/account/advance-information', label: '', external: false },
              timing: 'After booking',
            },
            {
              title: 'Book clubs and upgrades',
              html: '',
              link: { href: '/account/tailor-your-holiday/clubs-and-upgrades', label: '', external: false },
              timing: 'After booking',
            },
            {
              title: 'Order a welcome hamper',
              html: '',
              link: { href: 'https://resort.example/hampers', label: '', external: true },
              timing: 'Three weeks',
            },
            { title: 'See what is on', html: '', link: undefined, timing: 'Mid stay' },
            { title: 'Check your passports', html: '', link: undefined, timing: 'Two months' },
          ],
        },
      }),
    )
    expect(result.beforeStay.map((d) => [d.id, d.due, d.link])).toEqual([
      ['arrangement-1', undefined, '/account/tailor-your-holiday/clubs-and-upgrades'],
      ['part-flight', '2027-06-01', '/account/advance-information/flight'],
      ['arrangement-4', '2027-06-01', undefined],
      ['part-registration', '2027-07-11', '/account/advance-information/registration'],
      ['arrangement-2', '2027-07-11', 'https://resort.example/hampers'],
    ])
    expect(result.beforeStay.map((deadline) => deadlineTitle(deadline, en))).toEqual([
      'Book clubs and upgrades',
      'Add your flights',
      'Check your passports',
      'Complete registration',
      'Order a welcome hamper',
    ])
  })
})

describe('what the calendar files can be made from', () => {
  it('gives each dated item a start and end a calendar event takes as they are, under the same UIDs as before', () => {
    const result = itinerary(
      lead({
        accounts: oneAccount([
          flight('f1', 'arrival', 'PMI', '2027-08-01T00:25:00Z', { airport: 'LGW', dateTime: '2027-07-31T22:10:00Z' }),
        ]),
        extras: [extra('s1', 'shipwreckTrip', confirmed, { details: { tripDay: '2027-08-04' } })],
        visits: [visit(5, '2027-08-02T10:00:00', '2027-08-02T11:00:00')],
      }),
    )
    const events = result.days
      .flatMap((d) => d.items)
      .filter((i) => i.kind === 'flight' || i.kind === 'trip' || i.kind === 'wellness')
      .map((i) => ({
        uid: `${i.id}@guest-portal`,
        summary: itemTitle(i, en, 'en-GB'),
        start: i.start!,
        end: i.end ?? i.start!,
      }))
    expect(events.map((e) => e.uid)).toEqual([
      'flight-f1@guest-portal',
      'wellness-5@guest-portal',
      'trip-s1@guest-portal',
    ])
    const file = calendarFile(events, { now: new Date(Date.UTC(2027, 6, 1)) })
    expect(file).toContain('DTSTART:20270731T221000Z\r\nDTEND:20270801T002500Z')
    expect(file).toContain('DTSTART;VALUE=DATE:20270804\r\nDTEND;VALUE=DATE:20270805')
    expect(events.every((e) => isTimed(e.start) === isTimed(e.end))).toBe(true)
  })
})

describe('the itinerary modules', () => {
  it("import only rules (their own, src/domain's, other features') and name nothing of the booking system", () => {
    const dir = new URL('../../../src/features/itinerary/', import.meta.url)
    for (const file of readdirSync(dir).filter((f) => f.startsWith('itinerary'))) {
      const source = readFileSync(new URL(file, dir), 'utf8')
      for (const [, path] of source.matchAll(/from '([^']+)'/g))
        expect(path, file).toMatch(/^(\.|\.\.\/\.\.\/domain|\.\.\/[\w-]+)\/[\w-]+\.ts$/)
      expect(source, file).not.toMatch(/\b(adr|new|cm)_\w+/)
    }
  })
})
