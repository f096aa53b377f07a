/**
 * One day-by-day itinerary for the stay (issue 30, docs/itinerary.md). A pure function from the booking, its
 * accounts' flights, its extras, the wellness visits and the time zones to what is still to arrange before the stay,
 * one block per day from the travel day to the departure day, and the items with no date yet. The itinerary page,
 * home and the calendar files all read it, so the three cannot disagree.
 */
import type { Booking } from './booking.ts'
import { viewerOf } from './companion-rights.ts'
import { flightWindowDays } from './flight-form.ts'
import { openDeadlines, type Deadline, type DeadlineInput } from './itinerary-deadlines.ts'
import { clubItems, dayOf, extraItems, type ItineraryExtra } from './itinerary-extras.ts'
import { compareItems, compareUndated, dateOf, isTimed, spansDays, type ItineraryItem } from './itinerary-items.ts'
import { peopleOf, type ItineraryGuest } from './itinerary-people.ts'
import {
  carHireItems,
  flightItems,
  stayItems,
  transferItems,
  type FlightItem,
  type ItineraryAccount,
  type Stay,
} from './itinerary-travel.ts'
import { visitItems, type ItineraryVisit } from './itinerary-wellness.ts'
import { addDays, daysBetween, formatLocalDate, localDateIn, parseLocalDate } from './local-date.ts'
import { requirePlausibleStay } from './stay-length.ts'

export interface ItineraryInput {
  /** The booking (a `Booking` is one): its dates, lead booker, villas and guests with their week 1 and 2 memberships. */
  readonly booking: Pick<Booking, 'id' | 'arrival' | 'leaving' | 'leadContactId' | 'villaCodes'> & {
    readonly guests: readonly ItineraryGuest[]
  }
  /** Whose itinerary it is: the signed-in guest's booking-system contact. */
  readonly viewerContactId: string | undefined
  /** The resort's IANA time zone: wellness times are its wall clock, and "today" is its date. */
  readonly resortTimeZone: string
  /** The booking accounts with their flights (an `AdvanceAccount` is one). */
  readonly accounts?: readonly ItineraryAccount[] | undefined
  readonly extras?: readonly ItineraryExtra[] | undefined
  /** The wellness visits read for the viewer (their own, unless marked as another guest's). */
  readonly visits?: readonly ItineraryVisit[] | undefined
  /** What the "before the stay" list is made from. */
  readonly deadlines?: DeadlineInput | undefined
}

export interface ItineraryDay {
  readonly date: string
  /** From the arrival day to the leaving day, both included; a travel day or an outlying date is not. */
  readonly inStay: boolean
  /** 1 on the arrival day, 2 the next…; undefined outside the stay. */
  readonly stayDay: number | undefined
  /** In order: all-day items first, then by time (`compareItems`). */
  readonly items: readonly ItineraryItem[]
}

export interface Itinerary {
  readonly timeZone: string
  /** Undefined when the booking's dates cannot be read: then there are only the days items fall on. */
  readonly stay: Stay | undefined
  /** Still to arrange before the stay, soonest first (the page shows it until the arrival day). */
  readonly beforeStay: readonly Deadline[]
  /** Every day from the travel day to the departure day, even when empty, and any outlying day an item falls on. */
  readonly days: readonly ItineraryDay[]
  /**
   * What runs every day of a span (a club's week, from its `start` to its `end` date), shown once rather than on each
   * day (issue 38); in order of its first day, then kind.
   */
  readonly everyDay: readonly ItineraryItem[]
  /** Pending requests and everything with no date yet, after the days; nothing is dropped for want of a date. */
  readonly undated: readonly ItineraryItem[]
}

/**
 * The stay's first and last day, when both can be read and the last is not before the first. A stay too long to be
 * real throws `ImplausibleStay` before any day is built (src/domain/stay-length.ts).
 */
function stayOf(booking: ItineraryInput['booking']): Stay | undefined {
  requirePlausibleStay(booking)
  const [arrival, leaving] = [dayOf(booking.arrival), dayOf(booking.leaving)]
  return arrival && leaving && arrival <= leaving ? { arrival, leaving } : undefined
}

/**
 * The travel days: the stay, stretched to the day an arrival flight leaves and the day a departure flight leaves,
 * for flights as near the stay as the flight form allows (docs/advance-information.md). A flight further off is shown
 * on its own date, flagged, and stretches nothing.
 */
function travelDays(stay: Stay, flights: readonly FlightItem[]): { readonly first: string; readonly last: string } {
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
function flagged(item: ItineraryItem, stay: Stay, travel: { first: string; last: string }): ItineraryItem {
  if (!item.start) return item
  const date = dateOf(item.start)
  const [from, to] =
    item.kind === 'flight' || item.kind === 'transfer' ? [travel.first, travel.last] : [stay.arrival, stay.leaving]
  return date < from || date > to ? ({ ...item, flags: { ...item.flags, outsideStay: true } } as ItineraryItem) : item
}

const firstDay = (item: ItineraryItem): string => (item.start ? dateOf(item.start) : '')

/** Every date from `first` to `last`. */
function datesFrom(first: string, last: string): string[] {
  const [from, to] = [parseLocalDate(first), parseLocalDate(last)]
  if (!from || !to) return []
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => formatLocalDate(addDays(from, i)))
}

/**
 * The viewer's itinerary: what is left to arrange before the stay, the days with their items in time order, and the
 * undated items. A companion sees their own items and those for everyone, never another guest's private ones
 * (src/domain/itinerary-people.ts). Pure: the same input gives the same itinerary, whatever the date. Throws
 * `ImplausibleStay` for a stay longer than `longestStayNights`.
 * @example itinerary({ booking, viewerContactId, resortTimeZone: 'Europe/Madrid', accounts, extras, visits }).days[0]
 */
export function itinerary(input: ItineraryInput): Itinerary {
  const { booking, viewerContactId, resortTimeZone } = input
  const stay = stayOf(booking)
  const viewer = viewerOf(booking, viewerContactId)
  const people = peopleOf(booking.guests, viewerContactId, stay?.leaving)
  const accounts = input.accounts ?? []
  const flights = flightItems(accounts, viewer, people)
  const items = [
    ...(stay ? stayItems(booking, stay) : []),
    ...flights.items,
    ...(input.extras ?? []).flatMap((extra) =>
      extra.kind === 'transfer'
        ? transferItems(extra, stay, accounts, flights.legs, people)
        : extra.kind === 'carHire'
          ? carHireItems(extra, stay, accounts, flights.legs, people)
          : extraItems(extra, stay, people),
    ),
    ...visitItems(input.visits ?? [], resortTimeZone, viewer, people),
    ...(stay ? clubItems(stay, people) : []),
  ]
  const travel = stay && travelDays(stay, flights.items)
  const placed = stay && travel ? items.map((item) => flagged(item, stay, travel)) : items
  const byDate = new Map<string, ItineraryItem[]>(
    travel ? datesFrom(travel.first, travel.last).map((d) => [d, []]) : [],
  )
  for (const item of placed) {
    if (!item.start || spansDays(item)) continue
    const date = dateOf(item.start)
    byDate.set(date, [...(byDate.get(date) ?? []), item])
  }
  const arrival = parseLocalDate(stay?.arrival)
  const days = [...byDate.keys()].sort().map((date): ItineraryDay => {
    const inStay = !!stay && date >= stay.arrival && date <= stay.leaving
    const day = parseLocalDate(date)
    return {
      date,
      inStay,
      stayDay: inStay && arrival && day ? daysBetween(arrival, day) + 1 : undefined,
      items: (byDate.get(date) ?? []).sort(compareItems),
    }
  })
  return {
    timeZone: resortTimeZone,
    stay,
    beforeStay: openDeadlines(input.deadlines ?? {}, stay?.arrival),
    days,
    everyDay: placed.filter(spansDays).sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || compareItems(a, b)),
    undated: placed.filter((item) => !item.start).sort(compareUndated),
  }
}

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
