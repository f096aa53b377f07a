import { describe, expect, it } from 'vitest'
import { itinerary } from '../../../src/features/itinerary/itinerary.ts'
import {
  ImplausibleStay,
  longestStayNights,
  requirePlausibleStay,
  stayNights,
} from '../../../src/features/itinerary/stay-length.ts'

const stay = (arrival: string | null, leaving: string | null) => ({ arrival, leaving })

describe('the length of a stay the portal lays out (issue 38, item 27)', () => {
  it('counts the nights between the dates, whatever time follows them', () => {
    expect(stayNights('2027-08-01', '2027-08-08')).toBe(7)
    expect(stayNights('2027-08-01T00:00:00Z', '2027-08-15T00:00:00+02:00')).toBe(14)
    expect(stayNights('2027-08-01', null)).toBeUndefined()
    expect(stayNights('someday', '2027-08-08')).toBeUndefined()
  })

  it('passes a stay of up to a season, and refuses a longer one with the nights it has', () => {
    expect(() => requirePlausibleStay(stay('2027-06-01', '2027-08-31'))).not.toThrow() // 91 nights
    expect(stayNights('2027-06-01', '2027-09-01')).toBe(longestStayNights)
    expect(() => requirePlausibleStay(stay('2027-06-01', '2027-09-01'))).not.toThrow()
    expect(() => requirePlausibleStay(stay('2027-06-01', '2027-09-02'))).toThrow(ImplausibleStay)
    const error = (() => {
      try {
        requirePlausibleStay(stay('2027-08-01', '2127-08-01'))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ImplausibleStay)
    expect(error).toMatchObject({ name: 'ImplausibleStay', nights: 36_524 })
    expect((error as Error).message).toBe(
      `A stay of 36524 nights is longer than ${longestStayNights}: the booking's dates look wrong`,
    )
  })

  it('lets dates that build no days pass: unreadable, or leaving before arriving', () => {
    for (const [arrival, leaving] of [
      [null, '2127-08-01'],
      ['2027-08-01', 'never'],
      ['2127-08-01', '2027-08-01'],
    ] as const)
      expect(() => requirePlausibleStay(stay(arrival, leaving))).not.toThrow()
  })

  it('is the itinerary’s rule: it builds no day of a stay too long, and quickly', () => {
    const guests = [{ id: 'g1', fullName: 'Olivia Bennett', contactId: 'c-lead', week1: undefined, week2: undefined }]
    const booking = { id: 'b1', leadContactId: 'c-lead', villaCodes: ['1201'], guests }
    const input = { viewerContactId: 'c-lead', resortTimeZone: 'Europe/Madrid' }
    const started = Date.now()
    for (const leaving of ['2127-08-01', '4765-01-01'])
      expect(() => itinerary({ ...input, booking: { ...booking, arrival: '2027-08-01', leaving } })).toThrow(
        ImplausibleStay,
      )
    expect(Date.now() - started).toBeLessThan(100)
    const season = itinerary({ ...input, booking: { ...booking, arrival: '2027-06-01', leaving: '2027-09-01' } })
    expect(season.days).toHaveLength(longestStayNights + 1)
  })
})
