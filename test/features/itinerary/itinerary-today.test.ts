import { describe, expect, it } from 'vitest'
import { itinerary } from '../../../src/features/itinerary/itinerary.ts'
import type { ItineraryItem } from '../../../src/features/itinerary/itinerary-items.ts'
import { itineraryToday } from '../../../src/features/itinerary/itinerary-today.ts'
import { lead, visit } from './itinerary-party.ts'

const ids = (items: readonly ItineraryItem[]) => items.map((i) => i.id)

describe('today in the itinerary', () => {
  const result = itinerary(
    lead({
      visits: [
        visit(1, '2027-08-03T09:00:00', '2027-08-03T10:00:00'),
        visit(2, '2027-08-03T14:00:00', '2027-08-03T15:00:00'),
      ],
    }),
  )

  it("gives today's items and the next one, by the resort's clock", () => {
    const today = itineraryToday(result, new Date('2027-08-03T08:30:00Z')) // 10:30 in Palma
    expect(today.date).toBe('2027-08-03')
    // The clubs run every day: the itinerary shows them once, not among each day's items.
    expect(ids(today.items)).toEqual(['wellness-1', 'wellness-2'])
    expect(today.next?.id).toBe('wellness-2')
  })

  it('looks to the next day once today is done, and to the first day before the stay', () => {
    expect(itineraryToday(result, new Date('2027-08-03T20:00:00Z')).next?.id).toBe('departure-b1')
    // 00:30 on 4 August in Palma, still 3 August in UTC.
    expect(itineraryToday(result, new Date('2027-08-03T22:30:00Z')).date).toBe('2027-08-04')
    const before = itineraryToday(result, new Date('2027-07-20T12:00:00Z'))
    expect(before).toMatchObject({ date: '2027-07-20', items: [] })
    expect(before.next?.id).toBe('arrival-b1')
    expect(itineraryToday(result, new Date('2027-08-09T12:00:00Z')).next).toBeUndefined()
  })
})
