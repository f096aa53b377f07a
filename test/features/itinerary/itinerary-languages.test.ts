// The itinerary, wellness visits and calendar files in the guest's language (issue 29): titles, deadlines, guests
// listed as the language lists them, the calendar's LANGUAGE, Arabic plurals; times stay the resort's.
import { describe, expect, it } from 'vitest'
import { guestStatusCodes } from '../../../src/domain/extra-status.ts'
import { calendarFile } from '../../../src/features/itinerary/ics.ts'
import { itinerary, type ItineraryInput } from '../../../src/features/itinerary/itinerary.ts'
import { itineraryEvents } from '../../../src/features/itinerary/itinerary-calendar.ts'
import type { ItineraryExtra } from '../../../src/features/itinerary/itinerary-extras.ts'
import type { ItineraryItem } from '../../../src/features/itinerary/itinerary-items.ts'
import { deadlineTitle, guestNames, itemTitle } from '../../../src/features/itinerary/itinerary-words.ts'
import { membershipCodes as m } from '../../../src/domain/membership.ts'
import { visitName } from '../../../src/features/wellness/wellness.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const [de, fr, es, ar] = [textsFor('de'), textsFor('fr'), textsFor('es'), textsFor('ar')]

const input: ItineraryInput = {
  booking: {
    id: 'b1',
    arrival: '2027-08-01',
    leaving: '2027-08-08',
    leadContactId: 'c-lead',
    villaCodes: ['1201'],
    guests: [
      { id: 'g1', fullName: 'Olivia Bennett', contactId: 'c-lead', week1: m.adult, week2: m.adult },
      { id: 'g3', fullName: 'Mia Bennett', contactId: undefined, week1: m.creche, week2: m.infant },
      { id: 'g4', fullName: 'Leo Bennett', contactId: undefined, week1: m.creche, week2: m.rascals },
    ],
  },
  viewerContactId: 'c-lead',
  resortTimeZone: 'Europe/Madrid',
  accounts: [
    {
      id: 'acc-1',
      group: { primaryContactId: 'c-lead', contacts: [{ id: 'c-lead' }] },
      flights: [
        {
          id: 'f1',
          direction: 'arrival',
          flightNumber: 'BA2712',
          airport: 'PMI',
          dateTime: '2027-08-01T12:35:00Z',
          otherEnd: { airport: 'LGW', dateTime: '2027-08-01T10:00:00Z' },
        },
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
    { id: 'p1', kind: 'powerboat', status: null, details: {} } as ItineraryExtra,
  ],
  visits: [
    {
      id: 7,
      name: undefined,
      appointmentId: 9,
      classId: undefined,
      startsAt: '2027-08-02T10:00',
      endsAt: '2027-08-02T11:00',
    },
  ],
  deadlines: { progress: { parts: [{ part: 'flight', complete: false, step: 'to do' }] } },
}

const plan = itinerary(input)
const items = [...plan.everyDay, ...plan.days.flatMap((day) => day.items), ...plan.undated]
const find = (id: string) => items.find((item) => item.id === id) as ItineraryItem

describe('itinerary titles in the guest’s language', () => {
  it('words a flight, a trip, a club and an undated extra in German, French, Spanish and Arabic', () => {
    expect(itemTitle(find('flight-f1'), de, 'de')).toBe('Flug BA2712 von London Gatwick nach Palma de Mallorca')
    expect(itemTitle(find('flight-f1'), fr, 'fr')).toBe('Vol BA2712 de London Gatwick à Palma de Mallorca')
    expect(itemTitle(find('trip-s1'), es, 'es')).toBe('Excursión: Wreck dive')
    expect(itemTitle(find('extra-p1'), ar, 'ar')).toBe('دورة القوارب السريعة')
    expect(itemTitle(find('club-creche-week1'), de, 'de')).toBe('Kinderkrippe — Mia, Leo')
  })

  it('names a visit the wellness system left unnamed in the guest’s language', () => {
    expect(itemTitle(find('wellness-7'), de, 'de')).toBe('Wellness-Termin — Sie')
    expect(visitName({ name: undefined }, ar)).toBe('زيارة إلى مركز العافية')
    expect(visitName({ name: ' Yoga ' }, ar)).toBe('Yoga')
  })

  it('lists the guests as the language lists names, the viewer as “you” in it', () => {
    const guests = [
      { name: 'Leo Bennett', isYou: false },
      { name: 'Olivia Bennett', isYou: true },
    ]
    expect(guestNames(guests, textsFor('en-GB'), 'en-GB')).toBe('Leo, You')
    expect(guestNames(guests, de, 'de')).toBe('Leo, Sie')
    // A name is isolated among the Arabic words (issue 38, item 6).
    expect(guestNames(guests, ar, 'ar')).toMatch(/^\u2068Leo\u2069.*أنت$/)
  })

  it('gives an advance-information deadline its title in the language', () => {
    const [deadline] = plan.beforeStay
    expect(deadline).toBeDefined()
    expect(deadlineTitle(deadline!, textsFor('en-GB'))).toBe('Add your flights')
    expect(deadlineTitle(deadline!, fr)).toBe('Ajoutez vos vols')
  })
})

describe('calendar files in the guest’s language', () => {
  const now = new Date(Date.UTC(2027, 6, 1))

  it('words the events in German and tags every text with LANGUAGE=de, the times as they were', () => {
    const events = itineraryEvents(plan, de, 'de')
    const file = calendarFile(events, { now, calendarName: de.itinerary_calendar_name(), language: 'de' })
    const unfolded = file.replace(/\r\n /g, '')
    expect(unfolded).toContain('X-WR-CALNAME;LANGUAGE=de:Mein Urlaub\r\n')
    expect(unfolded).toContain('SUMMARY;LANGUAGE=de:Flug BA2712 von London Gatwick nach Palma de Mallorca\r\n')
    expect(unfolded).toContain('LOCATION;LANGUAGE=de:Spa des Resorts\r\n')
    expect(unfolded).toContain('DESCRIPTION;LANGUAGE=de:Ausstehend: Das Resort hat dies noch nicht bestätigt.\r\n')
    // 10:00 at Madrid in August is 08:00 UTC, whatever the language.
    expect(unfolded).toContain('DTSTART:20270802T080000Z\r\nDTEND:20270802T090000Z')
    expect(unfolded).not.toMatch(/^(SUMMARY|DESCRIPTION|LOCATION):/m)
  })

  it('leaves the texts untagged without a language, and refuses what is not a language tag', () => {
    const events = itineraryEvents(plan, textsFor('en-GB'), 'en-GB')
    expect(calendarFile(events, { now })).toContain('SUMMARY:Flight BA2712 from London Gatwick to Palma de Mallorca')
    expect(() => calendarFile(events, { now, language: 'de:x' })).toThrow(RangeError)
  })

  it('writes Arabic summaries as UTF-8 text in an Arabic-tagged file', () => {
    const file = calendarFile(itineraryEvents(plan, ar, 'ar'), { now, language: 'ar' }).replace(/\r\n /g, '')
    expect(file).toContain(
      'SUMMARY;LANGUAGE=ar:الرحلة \u2068BA2712\u2069 من \u2068London Gatwick\u2069 إلى \u2068Palma de Mallorca\u2069\r\n',
    )
  })
})

describe('the wellness messages with a count', () => {
  it('follow the Arabic plural rules (two, few, many) and the others’ one and other', () => {
    expect(ar.wellness_all_visits_coming({ count: 2 })).toContain('زيارتان')
    expect(ar.wellness_all_visits_coming({ count: 3 })).toContain('3 زيارات')
    expect(ar.wellness_all_visits_coming({ count: 11 })).toContain('11 زيارة')
    expect(es.wellness_all_visits_coming({ count: 2 })).toBe('Todas tus sesiones de bienestar (2 próximas)')
    expect(textsFor('en-GB').wellness_all_visits_coming({ count: 2 })).toBe('All your wellness visits (2 coming)')
  })
})
