/**
 * The itinerary as a calendar file's events (issue 30, docs/itinerary.md): `all.ics` is made from the same
 * `itinerary()` result as the page, so the two cannot disagree. Each dated item is one event, its UID
 * `${item.id}@guest-portal`; the undated list has no place in a calendar. The words are the guest's language's.
 */
import { airports, isAirportCode } from '../advance-information/airports.ts'
import type { CalendarEvent } from './ics.ts'
import type { Itinerary } from './itinerary.ts'
import { isTimed, timedAt, type ItemTime } from './itinerary-times.ts'
import type { ItineraryItem } from './itinerary-items.ts'
import { itemTitle } from './itinerary-words.ts'
import type { Locale } from '../../domain/locale.ts'
import type { Texts } from './texts.ts'

/** A timed item with no end is shown as an hour (a flight with one end known), so calendars draw it as a block. */
const defaultLengthMs = 3_600_000

const eventTime = (time: ItemTime) =>
  isTimed(time) ? { dateTime: time.dateTime, timeZone: time.timeZone } : { date: time.date }

/** Where the item happens, when the item says. */
function location(item: ItineraryItem, t: Texts): string | undefined {
  if (item.kind === 'wellness') return t.wellness_spa_location()
  if (item.kind !== 'flight') return undefined
  const airport = item.title.departs?.airport ?? item.title.lands?.airport
  return airport && isAirportCode(airport) ? airports[airport].name : airport
}

/** The notes the page shows beside the item. */
function description(item: ItineraryItem, t: Texts): string | undefined {
  const notes = [
    item.flags.outsideStay && t.itinerary_note_outside_stay(),
    item.flags.pending && t.itinerary_note_pending(),
  ].filter((note): note is string => !!note)
  return notes.length > 0 ? notes.join(' ') : undefined
}

/** One item as an event, worded in `locale`; undefined for an undated item. */
export function itemEvent(item: ItineraryItem, t: Texts, locale: Locale): CalendarEvent | undefined {
  const { start, end } = item
  if (!start) return undefined
  const last =
    end && isTimed(end) === isTimed(start)
      ? end
      : isTimed(start)
        ? timedAt(Date.parse(start.instant) + defaultLengthMs, start.timeZone)
        : start
  const [where, notes] = [location(item, t), description(item, t)]
  return {
    uid: `${item.id}@guest-portal`,
    summary: itemTitle(item, t, locale),
    ...(notes !== undefined && { description: notes }),
    ...(where !== undefined && { location: where }),
    start: eventTime(start),
    end: eventTime(last),
  }
}

/**
 * Every dated item of the itinerary as an event, in the page's order: what runs every day (a club's week, one event
 * over its days), then day by day, worded in `locale`.
 * @example calendarFile(itineraryEvents(itinerary(input), textsFor('de'), 'de'), { now, language: 'de' })
 */
export function itineraryEvents(plan: Itinerary, t: Texts, locale: Locale): CalendarEvent[] {
  const items = [...plan.everyDay, ...plan.days.flatMap((day) => day.items)]
  return items.flatMap((item) => itemEvent(item, t, locale) ?? [])
}
