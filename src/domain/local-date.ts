import { intlLocale, type Locale } from './locale.ts'
import { dateFormat } from './formatters.ts'
import { memo } from './memo.ts'

/**
 * Calendar dates as the booking system writes them ('YYYY-MM-DD', possibly followed by a time).
 * Only the written date counts: '2020-05-10T00:00:00+10:00' is 10 May, whatever the UTC instant,
 * because a date of birth or an arrival date is a day, not a moment.
 */
export interface LocalDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/**
 * Parses the leading 'YYYY-MM-DD' of a string; undefined if it is not a real calendar date. The same few dates (a
 * stay's, its guests' birthdays) are read many times a page: each is parsed once per isolate, and shared frozen.
 */
export function parseLocalDate(value: string | null | undefined): LocalDate | undefined {
  if (!value) return undefined
  const written = value.slice(0, 10)
  return parsedDates(written, () => readWrittenDate(written))
}

function readWrittenDate(value: string): LocalDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined
  return Object.freeze({ year, month, day })
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return daysBetween(b, a)
}

/** The day `days` later (earlier when negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** The same day `months` later; the month's last day when it has no such day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const total = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { year, month, day: Math.min(date.day, lastDay) }
}

/** Whole years from `birth` to `on`; a 29 February birthday is reached on 1 March in other years. */
export function fullYears(birth: LocalDate, on: LocalDate): number {
  const years = on.year - birth.year
  const reached = on.month > birth.month || (on.month === birth.month && on.day >= birth.day)
  return reached ? years : years - 1
}

// Dates per zone and minute (offsets are whole minutes, so a minute has one date), and long
// dates per written day: both are asked for many times per page and Intl is slow.
const parsedDates = memo<LocalDate | undefined>(5000)
const todays = memo<LocalDate>(5000)
const longDates = memo<string>(5000)

/** Today's date in a time zone (the resort's), from an instant. */
export function localDateIn(timeZone: string, now: Date): LocalDate {
  return todays(`${timeZone}|${Math.floor(now.getTime() / 60_000)}`, () => readLocalDate(timeZone, now))
}

function readLocalDate(timeZone: string, now: Date): LocalDate {
  const parts = dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day') }
}

export function formatLocalDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

/** A date for people in their language: 'Thursday, 3 December 2026' (the calendar day as written, no time zone shift). */
export function formatLongDate(value: string | null | undefined, locale: Locale = 'en-GB'): string | undefined {
  const date = parseLocalDate(value)
  if (!date) return undefined
  return longDates(`${locale}|${formatLocalDate(date)}`, () => longDate(date, locale))
}

function longDate(date: LocalDate, locale: Locale): string {
  return dateFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
}

/**
 * A stay's dates as one span in the guest's language, the month and year written once where they are shared
 * (Intl's range format); undefined unless both dates are real.
 * @example formatDateRange('2026-11-15', '2026-11-22', 'en-GB') // '15–22 November 2026'
 */
export function formatDateRange(
  from: string | null | undefined,
  to: string | null | undefined,
  locale: Locale = 'en-GB',
): string | undefined {
  const [start, end] = [parseLocalDate(from), parseLocalDate(to)]
  if (!start || !end) return undefined
  const utc = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day))
  return dateFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utc(start), utc(end))
}
