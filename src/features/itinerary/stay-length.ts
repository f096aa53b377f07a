/**
 * How long a stay the portal lays out day by day (issue 38, item 27; docs/itinerary.md). The itinerary, `all.ics` and
 * home's card for today build one block per day of the stay, so a stay's length is their cost: a booking of 36,500
 * nights (a typing error in the booking system) made a 10.6 MB page, and one of 1,000,000 nights ran the worker out of
 * memory and took every request in flight with it. Beyond a plausible stay nothing is built: the page says it is
 * unavailable, and the booking is reported so the resort can put its dates right.
 */
import { daysBetween, parseLocalDate } from '../../domain/local-date.ts'

/**
 * The most nights a stay may have to be laid out: a season. The resort sells stays by the week and its clubs run for
 * weeks 1 and 2; a guest staying the whole summer is still shown, a century is not.
 */
export const longestStayNights = 92

/** A stay too long to be real: its dates are a typing error, and nothing is built from them. */
export class ImplausibleStay extends Error {
  override readonly name = 'ImplausibleStay'
  constructor(readonly nights: number) {
    super(`A stay of ${nights} nights is longer than ${longestStayNights}: the booking's dates look wrong`)
  }
}

/** The nights between a stay's dates ('YYYY-MM-DD…'), or undefined when either cannot be read. */
export function stayNights(arrival: string | null | undefined, leaving: string | null | undefined): number | undefined {
  const [from, to] = [parseLocalDate(arrival), parseLocalDate(leaving)]
  return from && to ? daysBetween(from, to) : undefined
}

/**
 * Throws `ImplausibleStay` for a stay longer than `longestStayNights`. Dates that cannot be read, or a leaving day
 * before the arrival day, pass: they build no days (the itinerary shows only the days its items fall on).
 * @example requirePlausibleStay({ arrival: '2027-08-01', leaving: '2127-08-01' }) // throws: 36,524 nights
 */
export function requirePlausibleStay(stay: {
  readonly arrival: string | null | undefined
  readonly leaving: string | null | undefined
}): void {
  const nights = stayNights(stay.arrival, stay.leaving)
  if (nights !== undefined && nights > longestStayNights) throw new ImplausibleStay(nights)
}
