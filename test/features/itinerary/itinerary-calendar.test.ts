import { describe, expect, it } from 'vitest'
import { guestStatusCodes } from '../../../src/domain/extra-status.ts'
import { calendarFile } from '../../../src/features/itinerary/ics.ts'
import { itinerary, type ItineraryInput } from '../../../src/features/itinerary/itinerary.ts'
import { itemEvent, itineraryEvents } from '../../../src/features/itinerary/itinerary-calendar.ts'
import type { ItineraryExtra } from '../../../src/features/itinerary/itinerary-extras.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const input: ItineraryInput = {
  booking: {
    id: 'b1',
    arrival: '2027-08-01',
    leaving: '2027-08-08',
    leadContactId: 'c-lead',
    villaCodes: ['1201'],
    guests: [{ id: 'g1', fullName: 'Olivia Bennett', contactId: 'c-lead', week1: undefined, week2: undefined }],
  },
  viewerContactId: 'c-lead',
  resortTimeZone: 'Europe/Madrid',
  accounts: [
    {
      id: 'acc-1',
      group: { primaryContactId: 'c-lead', contacts: [{ id: 'c-lead' }] },
      flights: [
        { id: 'f1', direction: 'arrival', flightNumber: 'BA2712', airport: 'PMI', dateTime: '2027-08-01T12:35:00Z' },
      ],
    },
  ],
  extras: [
    {
      id: 's1',
      kind: 'shipwreckTrip',
      status: guestStatusCodes.pending,
      details: { tripName: 'Wreck dive', tripDay: '2027-08-04' },
    } as ItineraryExtra,
    { id: 'p1', kind: 'powerboat', status: null, fromProduct: true, details: {} } as ItineraryExtra,
  ],
  visits: [
    {
      id: 7,
      name: 'Massage',
      appointmentId: 9,
      classId: undefined,
      startsAt: '2027-08-02T10:00:00',
      endsAt: '2027-08-02T11:00:00',
    },
  ],
}

describe('the itinerary as calendar events', () => {
  const plan = itinerary(input)
  const events = itineraryEvents(plan, textsFor('en-GB'), 'en-GB')

  it('gives one event per dated item, in the days’ order, with the item’s id as its UID; the undated list has none', () => {
    const dated = plan.days.flatMap((day) => day.items.map((item) => `${item.id}@guest-portal`))
    expect(events.map((e) => e.uid)).toEqual(dated)
    expect(events.map((e) => e.uid)).not.toContain('extra-p1@guest-portal')
    expect(plan.undated.map((i) => i.id)).toEqual(['extra-p1'])
  })

  it('keeps each time as the item has it: all-day dates, wall clocks in their own zone, a flight an hour long', () => {
    const byUid = (uid: string) => events.find((e) => e.uid === `${uid}@guest-portal`)
    expect(byUid('trip-s1')).toMatchObject({
      summary: 'Wreck dive trip',
      description: 'Pending: the resort has not confirmed this yet.',
      start: { date: '2027-08-04' },
      end: { date: '2027-08-04' },
    })
    expect(byUid('wellness-7')).toMatchObject({
      location: 'Resort spa',
      start: { dateTime: '2027-08-02T10:00', timeZone: 'Europe/Madrid' },
      end: { dateTime: '2027-08-02T11:00', timeZone: 'Europe/Madrid' },
    })
    expect(byUid('flight-f1')).toMatchObject({
      location: 'Palma de Mallorca',
      start: { dateTime: '2027-08-01T14:35', timeZone: 'Europe/Madrid' },
      end: { dateTime: '2027-08-01T15:35', timeZone: 'Europe/Madrid' },
    })
    expect(() => calendarFile(events, { now: new Date('2027-07-01T00:00:00Z') })).not.toThrow()
  })

  it('has no event for an undated item', () => {
    expect(itemEvent(plan.undated[0]!, textsFor('en-GB'), 'en-GB')).toBeUndefined()
  })
})
