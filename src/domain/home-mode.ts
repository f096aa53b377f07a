import { addMonths, compareDates, daysBetween, parseLocalDate, type LocalDate } from './local-date.ts'
import type { Texts } from '../i18n/texts.ts'

export type HomeMode = 'post-stay' | 'mid-stay' | 'three-weeks' | 'two-months' | 'after-booking'

/** SPEC §9 thresholds. */
export const threeWeeksInDays = 21
export const twoMonths = 2

export interface StayDates {
  readonly arrival: string | null | undefined
  readonly leaving: string | null | undefined
}

/**
 * The guest hub home mode by time to arrival (SPEC §4), for the resort's today:
 * after the leaving date → post stay; from the arrival day to the leaving day → mid stay;
 * arrival within 21 days → three weeks; within 2 calendar months → two months; otherwise, and
 * with no booking or unreadable dates, after booking (docs/decisions/007-home-mode.md).
 */
export function homeMode(stay: StayDates | undefined, today: LocalDate): HomeMode {
  const arrival = parseLocalDate(stay?.arrival)
  const leaving = parseLocalDate(stay?.leaving)
  if (!arrival) return 'after-booking'
  if (leaving && compareDates(today, leaving) > 0) return 'post-stay'
  if (compareDates(today, arrival) >= 0) return 'mid-stay'
  if (daysBetween(today, arrival) <= threeWeeksInDays) return 'three-weeks'
  if (compareDates(arrival, addMonths(today, twoMonths)) <= 0) return 'two-months'
  return 'after-booking'
}

/** Whole days until arrival (0 on the day), or undefined once it has passed or is unknown. */
export function daysToArrival(arrivalValue: string | null | undefined, today: LocalDate): number | undefined {
  const arrival = parseLocalDate(arrivalValue)
  if (!arrival) return undefined
  const days = daysBetween(today, arrival)
  return days >= 0 ? days : undefined
}

/**
 * The countdown line under the stay's dates before arrival, in the guest's language; none from the arrival day on,
 * when home's card speaks of today or of coming back (issue 38: said once).
 * @example countdownText('three-weeks', 10, textsFor('en-GB')) // '10 days to go'
 */
export function countdownText(mode: HomeMode, days: number | undefined, t: Texts): string | undefined {
  if (mode === 'mid-stay' || mode === 'post-stay' || days === undefined) return undefined
  if (days === 0) return t.home_countdown_today()
  if (days === 1) return t.home_countdown_tomorrow()
  return t.home_countdown_days({ count: days })
}

/**
 * Whether the stay is over (post stay, decision 007's boundary): nothing is prepared for it any more, so guests'
 * details on it are no longer changed, by anyone (issue 38).
 */
export const stayIsOver = (stay: StayDates | undefined, today: LocalDate): boolean =>
  homeMode(stay, today) === 'post-stay'
