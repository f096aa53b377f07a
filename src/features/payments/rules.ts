// When and by whom an offer can be bought, and until when it can be cancelled for a refund (issue 40).
import { addDays, compareDates, type LocalDate } from '../../domain/local-date.ts'
import type { BookingRole } from '../../domain/companion-rights.ts'
import type { Offer } from '../../domain/offers.ts'

export interface StayDates {
  readonly arrival: LocalDate
  readonly leaving: LocalDate
}

/** Why an offer cannot be bought now. */
export type NotOnSale =
  | { readonly reason: 'notYet'; readonly from: LocalDate }
  | { readonly reason: 'closed'; readonly until: LocalDate }

/**
 * The days an offer is on sale for a stay: from `fromDaysBefore` arrival (or from booking) until `untilDaysBefore`
 * arrival, and never after the stay's last night (a negative `untilDaysBefore` reaches into the stay).
 */
export function saleWindow(offer: Offer, stay: StayDates): { readonly from?: LocalDate; readonly until: LocalDate } {
  const lastNight = addDays(stay.leaving, -1)
  const until = addDays(stay.arrival, -offer.untilDaysBefore)
  return {
    ...(offer.fromDaysBefore === undefined ? {} : { from: addDays(stay.arrival, -offer.fromDaysBefore) }),
    until: compareDates(until, lastNight) > 0 ? lastNight : until,
  }
}

/** Whether the offer is on sale on `today` (the resort's date); undefined when it is. */
export function notOnSale(offer: Offer, stay: StayDates, today: LocalDate): NotOnSale | undefined {
  const window = saleWindow(offer, stay)
  if (window.from && compareDates(today, window.from) < 0) return { reason: 'notYet', from: window.from }
  if (compareDates(today, window.until) > 0) return { reason: 'closed', until: window.until }
  return undefined
}

/** Who is buying: their role on the booking, and whether their guest record is an adult's. */
export interface Buyer {
  readonly role: BookingRole
  readonly adult: boolean
}

/** The lead booker may buy every offer; another guest on the booking only an offer for any adult, and only as one. */
export function mayBuy(offer: Pick<Offer, 'buyers'>, buyer: Buyer): boolean {
  if (buyer.role === 'lead') return true
  return buyer.role === 'companion' && offer.buyers === 'adults' && buyer.adult
}

/** The last day a paid order may be cancelled for a full refund; undefined: it cannot be. */
export function refundableUntil(
  offer: Pick<Offer, 'refundUntilDaysBefore'>,
  arrival: LocalDate,
): LocalDate | undefined {
  return offer.refundUntilDaysBefore === undefined ? undefined : addDays(arrival, -offer.refundUntilDaysBefore)
}

/** Whether a paid order may still be cancelled for a refund on `today`. */
export function mayRefund(until: LocalDate | undefined, today: LocalDate): boolean {
  return until !== undefined && compareDates(today, until) <= 0
}
