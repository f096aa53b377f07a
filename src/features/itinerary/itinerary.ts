/**
 * One day-by-day itinerary for the stay (issue 30, docs/itinerary.md). A pure function from the booking, its
 * accounts' flights, its extras, the wellness visits and the time zones to what is still to arrange before the stay,
 * one block per day from the travel day to the departure day, and the items with no date yet. The itinerary page,
 * home and the calendar files all read it, so the three cannot disagree.
 */
import type { Booking } from '../../domain/booking.ts'
import { viewerOf } from '../../domain/companion-rights.ts'
import { openDeadlines, type Deadline, type DeadlineInput } from './itinerary-deadlines.ts'
import { clubItems, dayOf, extraItems, type ItineraryExtra } from './itinerary-extras.ts'
import { compareItems, compareUndated } from './itinerary-order.ts'
import { dateOf, spansDays } from './itinerary-times.ts'
import type { ItineraryItem } from './itinerary-items.ts'
import { peopleOf, type ItineraryGuest } from './itinerary-people.ts'
import { datesFrom, flagged, travelDays } from './itinerary-travel-days.ts'
import {
  carHireItems,
  flightItems,
  stayItems,
  transferItems,
  type ItineraryAccount,
  type Stay,
} from './itinerary-travel.ts'
import { visitItems, type ItineraryVisit } from './itinerary-wellness.ts'
import { daysBetween, parseLocalDate } from '../../domain/local-date.ts'
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
 * real throws `ImplausibleStay` before any day is built (src/features/itinerary/stay-length.ts).
 */
function stayOf(booking: ItineraryInput['booking']): Stay | undefined {
  requirePlausibleStay(booking)
  const [arrival, leaving] = [dayOf(booking.arrival), dayOf(booking.leaving)]
  return arrival && leaving && arrival <= leaving ? { arrival, leaving } : undefined
}

const firstDay = (item: ItineraryItem): string => (item.start ? dateOf(item.start) : '')

/**
 * The viewer's itinerary: what is left to arrange before the stay, the days with their items in time order, and the
 * undated items. A companion sees their own items and those for everyone, never another guest's private ones
 * (src/features/itinerary/itinerary-people.ts). Pure: the same input gives the same itinerary, whatever the date. Throws
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
