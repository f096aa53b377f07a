/**
 * Today in an itinerary (issue 30, docs/itinerary.md): what is on the resort's date, and the next thing still to
 * begin. The itinerary page reads it at the time of the request.
 */
import type { Itinerary } from './itinerary.ts'
import type { ItineraryItem } from './itinerary-items.ts'
import { isTimed } from './itinerary-times.ts'
import { formatLocalDate, localDateIn } from '../../domain/local-date.ts'

export interface ItineraryToday {
  /** Today's date in the resort's zone. */
  readonly date: string
  readonly items: readonly ItineraryItem[]
  /**
   * The first item, from today on, that has not begun: a timed item starting after `now`, or an all-day item of a
   * later day. Undefined when nothing is left.
   */
  readonly next: ItineraryItem | undefined
}

/**
 * Today in the itinerary, at `now`: today's items (the resort's date) and what is next.
 * @example itineraryToday(itinerary(input), new Date()).next
 */
export function itineraryToday(itinerary: Itinerary, now: Date): ItineraryToday {
  const date = formatLocalDate(localDateIn(itinerary.timeZone, now))
  const at = now.toISOString()
  const next = itinerary.days
    .filter((day) => day.date >= date)
    .flatMap((day) => day.items)
    .find((item) => item.start && (isTimed(item.start) ? item.start.instant > at : item.start.date > date))
  return { date, items: itinerary.days.find((day) => day.date === date)?.items ?? [], next }
}
