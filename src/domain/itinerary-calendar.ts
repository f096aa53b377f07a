/**
 * The itinerary as a calendar file's events (issue 30, docs/itinerary.md): `all.ics` is made from the same
 * `itinerary()` result as the page, so the two cannot disagree. Each dated item is one event, its UID
 * `${item.id}@guest-portal`; the undated list has no place in a calendar.
 */
import { airports, isAirportCode } from './airports.ts'
import type { CalendarEvent } from './ics.ts'
import type { Itinerary } from './itinerary.ts'
import { isTimed, timedAt, type ItemTime, type ItineraryItem } from './itinerary-items.ts'
import { itemTitle } from './itinerary-words.ts'

/** A timed item with no end is shown as an hour (a flight with one end known), so calendars draw it as a block. */
const defaultLengthMs = 3_600_000

const eventTime = (time: ItemTime) =>
  isTimed(time) ? { dateTime: time.dateTime, timeZone: time.timeZone } : { date: time.date }

/** Where the item happens, when the item says. */
function location(item: ItineraryItem): string | undefined {
  if (item.kind === 'wellness') return 'Resort spa'
  if (item.kind !== 'flight') return undefined
  const airport = item.title.departs?.airport ?? item.title.lands?.airport
  return airport && isAirportCode(airport) ? airports[airport].name : airport
}

/** The notes the page shows beside the item. */
function description(item: ItineraryItem): string | undefined {
  const notes = [
    item.flags.outsideStay && 'Outside your stay.',
    item.flags.pending && 'Pending: the resort has not confirmed this yet.',
  ].filter((note): note is string => !!note)
  return notes.length > 0 ? notes.join(' ') : undefined
}

/** One item as an event; undefined for an undated item. */
export function itemEvent(item: ItineraryItem): CalendarEvent | undefined {
  const { start, end } = item
  if (!start) return undefined
  const last =
    end && isTimed(end) === isTimed(start)
      ? end
      : isTimed(start)
        ? timedAt(Date.parse(start.instant) + defaultLengthMs, start.timeZone)
        : start
  const [where, notes] = [location(item), description(item)]
  return {
    uid: `${item.id}@guest-portal`,
    summary: itemTitle(item),
    ...(notes !== undefined && { description: notes }),
    ...(where !== undefined && { location: where }),
    start: eventTime(start),
    end: eventTime(last),
  }
}

/**
 * Every dated item of the itinerary as an event, day by day in the page's order.
 * @example calendarFile(itineraryEvents(itinerary(input)), { now })
 */
export function itineraryEvents(plan: Itinerary): CalendarEvent[] {
  return plan.days.flatMap((day) => day.items.flatMap((item) => itemEvent(item) ?? []))
}
