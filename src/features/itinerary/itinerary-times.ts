/**
 * When an itinerary item happens (issue 30, docs/itinerary.md): all day on a local date, or at an instant shown on the
 * wall clock of its own zone; the date it falls on, and whether it runs over several days.
 */
import { instantToZoned } from '../../domain/zoned-time.ts'

/** An all-day item: a local date ('YYYY-MM-DD'), the same wherever it is read. Shaped as a calendar file's all-day time. */
export interface AllDay {
  readonly date: string
}

/**
 * A moment: the instant (ISO 8601, UTC) and the wall clock ('YYYY-MM-DDTHH:MM') of the zone it is shown in (an
 * airport's for a flight, the resort's for a visit). Shaped as a calendar file's timed start (src/features/itinerary/ics.ts).
 */
export interface Timed {
  readonly instant: string
  readonly dateTime: string
  readonly timeZone: string
}

export type ItemTime = AllDay | Timed

export const isTimed = (time: ItemTime): time is Timed => 'instant' in time

/** An all-day item over several days (a club's week): shown once, as "every day", not on each of its days. */
export const spansDays = (item: {
  readonly start: ItemTime | undefined
  readonly end: ItemTime | undefined
}): boolean =>
  !!item.start && !!item.end && !isTimed(item.start) && !isTimed(item.end) && item.end.date > item.start.date

/** The local date an item time falls on, in its own zone. */
export const dateOf = (time: ItemTime): string => (isTimed(time) ? time.dateTime.slice(0, 10) : time.date)

/** The time of an instant (ms) shown in a zone. */
export const timedAt = (instant: number, timeZone: string): Timed => ({
  instant: new Date(instant).toISOString(),
  dateTime: instantToZoned(instant, timeZone),
  timeZone,
})
