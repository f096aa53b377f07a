import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysBetween,
  formatDateRange,
  formatLocalDate,
  fullYears,
  localDateIn,
  parseLocalDate,
} from '../../src/domain/local-date.ts'

const d = (s: string) => parseLocalDate(s)!

describe('parseLocalDate', () => {
  it('reads the written date, ignoring time and offset', () => {
    expect(parseLocalDate('2020-05-10')).toEqual({ year: 2020, month: 5, day: 10 })
    expect(parseLocalDate('2020-05-10T00:00:00+10:00')).toEqual({ year: 2020, month: 5, day: 10 })
    expect(parseLocalDate('2020-05-10T23:30:00-08:00')).toEqual({ year: 2020, month: 5, day: 10 })
  })
  it('refuses dates that do not exist and other text', () => {
    expect(parseLocalDate('2023-02-29')).toBeUndefined()
    expect(parseLocalDate('2024-13-01')).toBeUndefined()
    expect(parseLocalDate('10/05/2020')).toBeUndefined()
    expect(parseLocalDate(null)).toBeUndefined()
    expect(parseLocalDate('2020-5-10T00:00')).toBeUndefined()
    expect(parseLocalDate('12020-05-10')).toBeUndefined()
  })
  it('parses a date once, whatever follows it, and shares it frozen', () => {
    const first = parseLocalDate('2021-07-04')
    expect(parseLocalDate('2021-07-04T12:00:00Z')).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
  })
})

describe('date arithmetic', () => {
  it('counts days across months and leap years', () => {
    expect(daysBetween(d('2024-02-28'), d('2024-03-01'))).toBe(2)
    expect(daysBetween(d('2023-02-28'), d('2023-03-01'))).toBe(1)
    expect(daysBetween(d('2026-12-31'), d('2026-12-01'))).toBe(-30)
  })
  it('adds days across month, year and leap-day ends, and a clock change', () => {
    expect(formatLocalDate(addDays(d('2024-02-28'), 1))).toBe('2024-02-29')
    expect(formatLocalDate(addDays(d('2026-12-31'), 1))).toBe('2027-01-01')
    expect(formatLocalDate(addDays(d('2029-10-27'), 2))).toBe('2029-10-29')
    expect(formatLocalDate(addDays(d('2027-03-01'), -1))).toBe('2027-02-28')
  })
  it('adds months, clamping to the month end', () => {
    expect(formatLocalDate(addMonths(d('2026-01-31'), 1))).toBe('2026-02-28')
    expect(formatLocalDate(addMonths(d('2027-12-15'), 2))).toBe('2028-02-15')
  })
  it('counts full years, with 29 February birthdays reached on 1 March', () => {
    expect(fullYears(d('2020-02-29'), d('2024-02-28'))).toBe(3)
    expect(fullYears(d('2020-02-29'), d('2024-02-29'))).toBe(4)
    expect(fullYears(d('2020-02-29'), d('2023-02-28'))).toBe(2)
    expect(fullYears(d('2020-02-29'), d('2023-03-01'))).toBe(3)
  })
  it("takes today's date in the resort's time zone", () => {
    const instant = new Date('2026-11-23T23:30:00Z')
    expect(formatLocalDate(localDateIn('Europe/London', instant))).toBe('2026-11-23')
    expect(formatLocalDate(localDateIn('Asia/Tokyo', instant))).toBe('2026-11-24')
  })
})

describe('formatDateRange', () => {
  it('writes a stay as one span, sharing its month and year, in the guest’s language', () => {
    // The dash's spacing is the language's own (thin spaces in English).
    expect(formatDateRange('2026-11-15', '2026-11-22', 'en-GB')).toMatch(/^15\s?–\s?22 November 2026$/)
    expect(formatDateRange('2026-11-28', '2026-12-05', 'en-GB')).toMatch(/^28 November\s–\s5 December 2026$/)
    expect(formatDateRange('2026-11-15', '2026-11-22', 'de')).toMatch(/^15\.\s?–\s?22\. November 2026$/)
    expect(formatDateRange('2026-11-15', undefined, 'en-GB')).toBeUndefined()
  })
})
