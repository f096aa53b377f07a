// Who is due for what, on which day (issue 41): a pure rule over a stay's dates, the resort's today and what was read
// for one guest. The cron job (src/jobs/reminders-due.ts) reads only what the day asks for, then asks this.
import { homeMode, type HomeMode } from '../../domain/home-mode.ts'
import { addDays, formatLocalDate, parseLocalDate, type LocalDate } from '../../domain/local-date.ts'
import { timingForMode, type ReminderTiming } from './reminder-timing.ts'
import type { AdvancePart } from '../../domain/advance-parts.ts'
import type { ReminderKind } from './kinds.ts'

export interface StayDates {
  /** 'YYYY-MM-DD…' as the booking system writes them. */
  readonly arrival: string | null | undefined
  readonly leaving: string | null | undefined
  /** The resort day the booking was made, when known: its "after booking" timing begins then. */
  readonly bookedOn?: string | null | undefined
}

/** The timings before arrival: advance information still open is reminded when each begins. */
export const timingsBeforeArrival: readonly ReminderTiming[] = ['After booking', 'Two months', 'Three weeks']

const modeOn = (stay: StayDates, day: LocalDate): HomeMode => homeMode(stay, day)

/**
 * The reminder timing that begins on `today` (the resort's date), if one does: the day the home mode changes (two
 * months before arrival, three weeks before, the arrival day, the day after leaving), or the day of booking, when the
 * timing the booking starts in begins. A stay whose dates cannot be read begins nothing.
 * @example timingBeginning({ arrival: '2026-08-22', leaving: '2026-08-29' }, { year: 2026, month: 8, day: 1 }) // 'Three weeks'
 */
export function timingBeginning(stay: StayDates, today: LocalDate): ReminderTiming | undefined {
  if (!parseLocalDate(stay.arrival)) return undefined
  const mode = modeOn(stay, today)
  const booked = parseLocalDate(stay.bookedOn)
  const bookedToday = booked !== undefined && formatLocalDate(booked) === formatLocalDate(today)
  if (bookedToday || mode !== modeOn(stay, addDays(today, -1))) return timingForMode(mode)
  return undefined
}

/** What a day asks to be read for a stay: nothing is read for a day with nothing to remind. */
export interface DayNeeds {
  /** The timing beginning today: advance information (before arrival) and its "what to arrange when" items. */
  readonly timing: ReminderTiming | undefined
  /** Tomorrow's date when it is a day of the stay: the guest's wellness visits on it. */
  readonly visitsOn: string | undefined
  /** Tomorrow is the leaving day: the way home. */
  readonly wayHome: boolean
}

export function dayNeeds(stay: StayDates, today: LocalDate): DayNeeds {
  const [arrival, leaving] = [parseLocalDate(stay.arrival), parseLocalDate(stay.leaving)]
  const tomorrow = formatLocalDate(addDays(today, 1))
  const inStay =
    arrival !== undefined &&
    leaving !== undefined &&
    tomorrow >= formatLocalDate(arrival) &&
    tomorrow <= formatLocalDate(leaving)
  return {
    timing: timingBeginning(stay, today),
    visitsOn: inStay ? tomorrow : undefined,
    wayHome: leaving !== undefined && formatLocalDate(leaving) === tomorrow,
  }
}

export const needsNothing = (needs: DayNeeds) => !needs.timing && !needs.visitsOn && !needs.wayHome

/** What was read for one guest, as far as the day needed it. */
export interface GuestFacts {
  /** The advance-information parts this guest may complete and has still to do, in order (decision 032). */
  readonly advanceToDo: readonly AdvancePart[]
  /** The "what to arrange when" items by their timing (the content service's). */
  readonly arrangements: readonly { readonly title: string; readonly timing: ReminderTiming | undefined }[]
  /** This guest's wellness visits tomorrow, in the resort's zone, not cancelled. */
  readonly visits: readonly { readonly name: string; readonly start: string }[]
  /** The way home: the leaving day's travel, each a line the itinerary words. */
  readonly wayHome: readonly string[]
}

/** One reminder due for a guest on a day, with what it says. */
export type Due =
  | {
      readonly kind: 'advance'
      readonly timing: ReminderTiming
      readonly parts: readonly AdvancePart[]
    }
  | { readonly kind: 'arrange'; readonly timing: ReminderTiming; readonly titles: readonly string[] }
  | { readonly kind: 'wellness'; readonly visits: GuestFacts['visits'] }
  | { readonly kind: 'way-home'; readonly lines: readonly string[] }

/**
 * The reminders a guest is due on a day: advance information still open when a timing before arrival begins (only
 * the parts this guest may complete: the lead booker's for the lead booker, a companion's own), the "what to arrange
 * when" items of the timing beginning, a wellness visit tomorrow, and the way home the day before leaving. Nothing
 * else. One of each kind at most, so a guest, booking, kind and day name one message.
 */
export function dueReminders(needs: DayNeeds, facts: GuestFacts): Due[] {
  const due: Due[] = []
  const { timing } = needs
  if (timing && timingsBeforeArrival.includes(timing) && facts.advanceToDo.length > 0)
    due.push({ kind: 'advance', timing, parts: facts.advanceToDo })
  const titles = timing ? facts.arrangements.filter((item) => item.timing === timing).map((item) => item.title) : []
  if (timing && titles.length > 0) due.push({ kind: 'arrange', timing, titles })
  if (needs.visitsOn && facts.visits.length > 0) due.push({ kind: 'wellness', visits: facts.visits })
  if (needs.wayHome) due.push({ kind: 'way-home', lines: facts.wayHome })
  return due
}

/** Where each kind's message takes the guest: the page where the thing gets done. */
export const reminderPaths: Record<ReminderKind, string> = {
  advance: '/account/advance-information',
  arrange: '/account/what-to-arrange-when',
  wellness: '/account/wellness',
  'way-home': '/account/itinerary',
  answers: '/account/messages',
}
