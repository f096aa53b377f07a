import type { Texts } from '../../i18n/texts.ts'
import {
  addMonths,
  compareDates,
  daysBetween,
  formatLocalDate,
  parseLocalDate,
  type LocalDate,
} from '../../domain/local-date.ts'
import { inResortZone, zonedToInstant } from '../../domain/zoned-time.ts'
import type { WellnessVisit } from '../../domain/wellness-visit.ts'

export type VisitKind = 'appointment' | 'class'

/** SPEC §3: an appointment when it has an appointment, otherwise a class. */
export function visitKind(visit: Pick<WellnessVisit, 'appointmentId'>): VisitKind {
  return visit.appointmentId !== undefined ? 'appointment' : 'class'
}

/** The visit's name, or a plain one in the guest's language when the wellness system gives none. */
export function visitName(visit: Pick<WellnessVisit, 'name'>, t: Texts): string {
  return visit.name?.trim() || t.wellness_visit_unnamed()
}

/**
 * The pages a visit can be cancelled from, and their paths: the cancellation returns to the one the guest acted on,
 * its confirmation in view (issue 38).
 */
export const cancelPlaces = {
  home: '/account',
  'my-bookings': '/account/my-bookings',
  wellness: '/account/wellness',
} as const
export type CancelPlace = keyof typeof cancelPlaces

/** Cancelling within this long of the start is a late cancellation (docs/decisions/013-wellness.md). */
export const lateCancelWindowMs = 24 * 3600_000

export interface ScheduledVisit {
  readonly id: number
  /** The wellness system's name for it; undefined when it gives none (`visitName` words it then). */
  readonly name: string | undefined
  readonly kind: VisitKind
  /** What cancelling needs: the class or the appointment. */
  readonly classId: number | undefined
  readonly appointmentId: number | undefined
  /** 'YYYY-MM-DD', in the resort's zone (the page writes it as a long date in the guest's language) */
  readonly date: string
  readonly start: string
  readonly end: string
  /** Both as 'YYYY-MM-DDTHH:MM' in the resort's zone. */
  readonly startsAt: string
  readonly endsAt: string
  readonly past: boolean
  readonly cancellable: boolean
  readonly late: boolean
}

/**
 * A visit for people: name, day, start and end time in the resort's zone, kind; past once it
 * has ended; cancellable until it starts, late within 24 hours of the start.
 */
export function scheduledVisit(visit: WellnessVisit, timeZone: string, now: number): ScheduledVisit | undefined {
  const startsAt = inResortZone(visit.startsAt, timeZone)
  const endsAt = inResortZone(visit.endsAt, timeZone)
  if (!startsAt || !endsAt) return undefined
  const startInstant = zonedToInstant(startsAt, timeZone)
  const endInstant = zonedToInstant(endsAt, timeZone)
  // A visit that ends before it starts is not a visit: leave it out rather than show nonsense.
  if (startInstant === undefined || endInstant === undefined || endInstant <= startInstant) return undefined
  return {
    id: visit.id,
    name: visit.name?.trim() || undefined,
    kind: visitKind(visit),
    classId: visit.classId,
    appointmentId: visit.appointmentId,
    date: startsAt.slice(0, 10),
    start: startsAt.slice(11, 16),
    end: endsAt.slice(11, 16),
    startsAt,
    endsAt,
    past: endInstant <= now,
    cancellable: startInstant > now,
    late: startInstant > now && startInstant - now < lateCancelWindowMs,
  }
}

/** A schedule for the page: sorted by start, coming visits apart from past ones (unreadable dates dropped). */
export function schedule(
  visits: readonly WellnessVisit[],
  timeZone: string,
  now: number,
): { upcoming: ScheduledVisit[]; past: ScheduledVisit[] } {
  const all = visits.map((v) => scheduledVisit(v, timeZone, now)).filter((v): v is ScheduledVisit => v !== undefined)
  all.sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return { upcoming: all.filter((v) => !v.past), past: all.filter((v) => v.past) }
}

/** Extra days either side of a stay that a schedule request may cover. */
export const spanMarginDays = 7
/** The longest span without a booking to measure against. */
export const maxSpanWithoutStayDays = 31

export type SpanCheck =
  | { readonly ok: true; readonly start: string; readonly end: string }
  | { readonly ok: false; readonly message: string }

/**
 * Checks a schedule request's dates (YYYY-MM-DD): real dates, end not before start, and a span
 * of at most the stay's length plus the margin on both sides (31 days without a stay). The messages are the JSON
 * API's (SPEC §7), in English for the programs that call it.
 */
export function checkScheduleSpan(
  start: unknown,
  end: unknown,
  stay: { arrival?: string | null; leaving?: string | null } | undefined,
): SpanCheck {
  const from = typeof start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(start) ? parseLocalDate(start) : undefined
  const to = typeof end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(end) ? parseLocalDate(end) : undefined
  if (!from) return { ok: false, message: 'startDate must be a real date written YYYY-MM-DD.' }
  if (!to) return { ok: false, message: 'endDate must be a real date written YYYY-MM-DD.' }
  if (compareDates(to, from) < 0) return { ok: false, message: 'endDate must not be before startDate.' }
  const arrival = parseLocalDate(stay?.arrival)
  const leaving = parseLocalDate(stay?.leaving)
  const limit = arrival && leaving ? daysBetween(arrival, leaving) + 2 * spanMarginDays : maxSpanWithoutStayDays
  if (daysBetween(from, to) > limit) return { ok: false, message: `The dates may span at most ${limit} days.` }
  return { ok: true, start: start as string, end: end as string }
}

/** How far back and ahead of today one wide schedule read reaches (docs/decisions/019-shell-first.md). */
export const wideWindow = { monthsBack: 12, monthsAhead: 24 } as const

/**
 * The dates (YYYY-MM-DD) of one schedule read wide enough for any stay a guest can see, so it
 * can start beside the booking read instead of after it; the stay's visits are picked out later
 * with `visitsDuring`.
 */
export function wideScheduleWindow(today: LocalDate): { readonly start: string; readonly end: string } {
  return {
    start: formatLocalDate(addMonths(today, -wideWindow.monthsBack)),
    end: formatLocalDate(addMonths(today, wideWindow.monthsAhead)),
  }
}

/** Whether a stay (YYYY-MM-DD dates) lies inside a window, so a wide read holds all its visits. */
export function windowCovers(
  window: { readonly start: string; readonly end: string },
  arrival: string,
  leaving: string,
): boolean {
  return window.start <= arrival && leaving <= window.end
}

/**
 * The visits that start on a day of the stay (arrival and leaving days included), as a dated read would answer them.
 */
export function visitsDuring<V extends Pick<WellnessVisit, 'startsAt'>>(
  visits: readonly V[],
  arrival: string,
  leaving: string,
): V[] {
  return visits.filter((visit) => {
    const day = visit.startsAt.slice(0, 10)
    return day >= arrival && day <= leaving
  })
}
