/**
 * The order of an itinerary's items (issue 30, docs/itinerary.md): within a day, and in the undated list. Never the
 * input's: the same items always come out in the same order.
 */
import type { ItemKind, ItineraryItem } from './itinerary-items.ts'
import { isTimed } from './itinerary-times.ts'

/**
 * The order of kinds at the same time: the stay's own items first, then travel, what is brought to the villa, clubs,
 * days out, visits and other extras. A transfer comes after the flight it meets when both are at the landing time.
 */
const kindOrder: Record<ItemKind, number> = {
  arrival: 0,
  departure: 1,
  flight: 2,
  transfer: 3,
  carHire: 4,
  delivery: 5,
  club: 6,
  trip: 7,
  wellness: 8,
  extra: 9,
}

/**
 * Items in a day's order: all-day items first (as calendars show them, above the hours), by kind; then timed items by
 * instant, whatever zone each is shown in; ties by kind, then id, so the order never depends on the input's.
 */
export function compareItems(a: ItineraryItem, b: ItineraryItem): number {
  const [at, bt] = [
    a.start && isTimed(a.start) ? a.start : undefined,
    b.start && isTimed(b.start) ? b.start : undefined,
  ]
  if (!at !== !bt) return at ? 1 : -1
  if (at && bt && at.instant !== bt.instant) return at.instant < bt.instant ? -1 : 1
  return kindOrder[a.kind] - kindOrder[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** The undated list's order: by kind, in the order the items came (stable). */
export const compareUndated = (a: ItineraryItem, b: ItineraryItem): number => kindOrder[a.kind] - kindOrder[b.kind]
