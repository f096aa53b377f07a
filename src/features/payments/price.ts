// What an order costs (issue 40): always worked out here, from the offer and the booking, never taken from a form.
import type { Offer } from '../../domain/offers.ts'

/** What the guest chose, checked (src/features/payments/choice.ts). */
export interface Choice {
  /** YYYY-MM-DD, when the offer asks for a day. */
  readonly day: string | undefined
  readonly quantity: number
  /** Booking-guest ids, when the offer asks who it is for. */
  readonly guestIds: readonly string[]
}

/** What the price is made of, for the review page: each factor and the total, in minor units. */
export interface Price {
  readonly unitAmount: number
  readonly currency: string
  readonly quantity: number
  /** Priced per person: how many. */
  readonly persons: number | undefined
  /** Priced per night: how many. */
  readonly nights: number | undefined
  readonly total: number
}

/** What a price needs of the stay: its nights and its guests. */
export interface PricedStay {
  readonly nights: number
  /** Guests on the booking (the total of its counts). */
  readonly guests: number
}

/**
 * The price of one order: unit × quantity, × persons when per person (the guests chosen, else everyone on the
 * booking), × nights when per night. Integers throughout: amounts are minor units.
 *
 * @example
 * priceOf({ ...hamper, unitAmount: 8500, per: 'stay' }, { day: undefined, quantity: 2, guestIds: [] }, stay).total // 17000
 */
export function priceOf(offer: Offer, choice: Choice, stay: PricedStay): Price {
  const persons = offer.per === 'person' ? (offer.choose.guests ? choice.guestIds.length : stay.guests) : undefined
  const nights = offer.per === 'night' ? stay.nights : undefined
  const total = offer.unitAmount * choice.quantity * (persons ?? 1) * (nights ?? 1)
  return { unitAmount: offer.unitAmount, currency: offer.currency, quantity: choice.quantity, persons, nights, total }
}
