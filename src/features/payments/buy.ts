// Buying one offer (issue 40): what the choose and review pages need, and placing the order. The price is worked out
// here from the content service's offer and the booking, every time; the form only names the offer and the choice.
import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { maxOrderAmount, type Offer } from '../../domain/offers.ts'
import { orderIdFor } from '../../domain/orders.ts'
import { addDays, formatLocalDate, formatLongDate, type LocalDate } from '../../domain/local-date.ts'
import type { Locale } from '../../domain/locale.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { placeOrder } from '../../integrations/dynamics/new-orders.ts'
import { offerByUid } from '../../integrations/content/offers.ts'
import { accountFor, buyerOf, resortToday, stayOf, type Stay } from './offers.ts'
import { mayBuy, notOnSale, refundableUntil, type NotOnSale } from './rules.ts'
import { priceOf, type Choice, type Price } from './price.ts'
import { signReview, reviewIsIntact, type Promised } from './order-token.ts'
import { choiceParams } from './choice.ts'

/** One offer for the selected booking, and where this guest stands to it today. */
export interface Buying {
  readonly offer: Offer
  readonly booking: Booking
  readonly stay: Stay
  readonly today: LocalDate
  /** Why it cannot be bought today; undefined: it can. */
  readonly notOnSale: NotOnSale | undefined
  readonly mayBuy: boolean
  /** The last day a paid order may be cancelled for a refund; undefined: it cannot be. */
  readonly refundUntil: LocalDate | undefined
}

/** A day as the guest reads it: 'Thursday, 3 December 2026', in their language. */
export const longDay = (date: LocalDate, locale: Locale): string => formatLongDate(formatLocalDate(date), locale) ?? ''

/** The stay's first and last nights, the days a guest may choose, in their words. */
export const chooseableDays = (b: Pick<Buying, 'stay'>, locale: Locale) => ({
  first: longDay(b.stay.arrival, locale),
  last: longDay(addDays(b.stay.leaving, -1), locale),
})

/** The offer `uid` for the booking; undefined when there is no such offer or the stay has no dates to price it by. */
export async function buying(scope: Scope, booking: Booking, uid: string): Promise<Buying | undefined> {
  const stay = stayOf(booking)
  if (!stay) return undefined
  const [offer, buyer] = await Promise.all([offerByUid(scope.content(), uid, scope.locale), buyerOf(scope, booking)])
  if (!offer) return undefined
  const today = resortToday(scope)
  return {
    offer,
    booking,
    stay,
    today,
    notOnSale: notOnSale(offer, stay, today),
    mayBuy: mayBuy(offer, buyer),
    refundUntil: offer.mode === 'instant' ? refundableUntil(offer, stay.arrival) : undefined,
  }
}

/** A priced choice, ready for the review page: its order id chosen now, so a repeat of the pay form orders once. */
export interface Review {
  readonly choice: Choice
  readonly price: Price
  readonly orderId: string
  /** The choice as the pay form carries it. */
  readonly choiceQuery: string
  /** The review page's signature over offer, booking, order id and choice. */
  readonly token: string
}

const promised = (b: Buying, orderId: string, choiceQuery: string): Promised => ({
  bookingId: b.booking.id,
  offer: b.offer.uid,
  orderId,
  choice: choiceQuery,
})

/** Prices a checked choice; undefined when the total is beyond what one order may be. */
export async function review(scope: Scope, b: Buying, choice: Choice, orderId?: string): Promise<Review | undefined> {
  const price = priceOf(b.offer, choice, b.stay)
  if (price.total > maxOrderAmount) return undefined
  const id = orderId ?? orderIdFor(b.offer.kind)
  const choiceQuery = choiceParams(choice).toString()
  const token = await signReview(scope.config.STRIPE_SECRET_KEY, promised(b, id, choiceQuery))
  return { choice, price, orderId: id, choiceQuery, token }
}

/** Whether a pay form's order id and choice are the ones its review page signed. */
export function reviewHolds(scope: Scope, b: Buying, orderId: string, choiceQuery: string, token: string) {
  return reviewIsIntact(scope.config.STRIPE_SECRET_KEY, promised(b, orderId, choiceQuery), token)
}

/** How many people an order is for: the guests chosen, else everyone on the booking. */
const personsOf = (b: Buying, choice: Choice) => (choice.guestIds.length > 0 ? choice.guestIds.length : b.stay.guests)

/**
 * Writes the order to the booking system: awaiting payment for an instant offer, a request for one on request.
 * Create only, under the review's order id, so a second post of the same form writes nothing new.
 */
export async function place(scope: Scope, b: Buying, r: Review): Promise<void> {
  const contact = await requireGuest(scope).contactId()
  const accountId = accountFor(b.booking, contact.ok ? contact.id : undefined)
  if (!accountId) throw new RangeError(`Booking ${b.booking.id} has no booking account to put an order on`)
  await placeOrder(dynamicsClient(scope.config), {
    orderId: r.orderId,
    accountId,
    price: b.offer.mode === 'instant' ? { amount: r.price.total, currency: r.price.currency } : undefined,
    refundUntil: b.refundUntil && formatLocalDate(b.refundUntil),
    extra: { title: b.offer.title, day: r.choice.day, quantity: r.choice.quantity, persons: personsOf(b, r.choice) },
  })
}
