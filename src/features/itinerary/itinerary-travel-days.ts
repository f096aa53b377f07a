/**
 * The days an itinerary covers (issue 30, docs/itinerary.md): the stay stretched to the flights that begin and end
 * it, the items that fall outside them (shown on their date, flagged), and every date from the first to the last.
 */
import { flightWindowDays } from '../advance-information/flight-form.ts'
import type { ItineraryItem } from './itinerary-items.ts'
import { dateOf } from './itinerary-times.ts'
import type { FlightItem, Stay } from './itinerary-travel.ts'
import { addDays, daysBetween, formatLocalDate, parseLocalDate } from '../../domain/local-date.ts'

/**
 * The travel days: the stay, stretched to the day an arrival flight leaves and the day a departure flight leaves,
 * for flights as near the stay as the flight form allows (docs/advance-information.md). A flight further off is shown
 * on its own date, flagged, and stretches nothing.
 */
export function travelDays(
  stay: Stay,
  flights: readonly FlightItem[],
): { readonly first: string; readonly last: string } {
  let [first, last] = [stay.arrival, stay.leaving]
  const w = flightWindowDays
  for (const flight of flights) {
    const { leg, lands, departs } = flight.title
    const given = leg === 'arrival' ? lands?.at : departs?.at // the end the portal stores
    if (!flight.start || !leg || !given) continue
    const from = parseLocalDate(leg === 'arrival' ? stay.arrival : stay.leaving)
    const day = parseLocalDate(dateOf(given))
    const offset = from && day ? daysBetween(from, day) : Number.NaN
    const near =
      leg === 'arrival'
        ? offset >= -w.arriveBefore && offset <= w.arriveAfter
        : offset >= -w.leaveBefore && offset <= w.leaveAfter
    if (!near) continue
    const start = dateOf(flight.start)
    if (start < first) first = start
    if (start > last) last = start
  }
  return { first, last }
}

/** Flags an item dated outside the stay (a flight or transfer: outside the travel days). */
export function flagged(item: ItineraryItem, stay: Stay, travel: { first: string; last: string }): ItineraryItem {
  if (!item.start) return item
  const date = dateOf(item.start)
  const [from, to] =
    item.kind === 'flight' || item.kind === 'transfer' ? [travel.first, travel.last] : [stay.arrival, stay.leaving]
  return date < from || date > to ? ({ ...item, flags: { ...item.flags, outsideStay: true } } as ItineraryItem) : item
}

/** Every date from `first` to `last`. */
export function datesFrom(first: string, last: string): string[] {
  const [from, to] = [parseLocalDate(first), parseLocalDate(last)]
  if (!from || !to) return []
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => formatLocalDate(addDays(from, i)))
}
