// The work behind the buying pages (issue 40), for the route to answer: the offer read for the booking, the review of
// a choice, and the pay form's order placed and sent to pay. Each answers the page to show, or where to go next.
import * as v from 'valibot'
import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { kindOfOrder } from '../../domain/orders.ts'
import { buying, place, review, reviewHolds, type Buying, type Review } from './buy.ts'
import { readChoice } from './choice.ts'
import { payOrder } from './pay.ts'
import { buyPath, orderPath } from './paths.ts'
import type { Choice } from './price.ts'
import { chooseError, unavailableReason, type ChooseErrors } from './buy-words.ts'

/** The choose page again (with what was chosen, and why not), the review page, or an address to go to. */
export type BuyStep =
  | {
      readonly to: 'choose'
      readonly chosen: Partial<Choice>
      readonly error: ChooseErrors | undefined
      readonly unavailable: string | undefined
      readonly status: 400 | 403 | 409
    }
  | { readonly to: 'review'; readonly r: Review; readonly message?: string; readonly status: 200 | 503 }
  | { readonly to: 'address'; readonly url: string }

/** The offer `uid` for the selected booking, or why there is none. */
export async function readBuying(
  scope: Scope,
  booking: Booking | undefined,
  uid: string,
): Promise<Buying | 'no booking' | 'not found' | 'unavailable'> {
  if (!booking) return 'no booking'
  try {
    return (await buying(scope, booking, uid)) ?? 'not found'
  } catch (error) {
    scope.report('payments.offer', error)
    return 'unavailable'
  }
}

/** What the query or pay form says was chosen, read whatever it holds (shown again, never trusted). */
export function chosenIn(params: URLSearchParams): Partial<Choice> {
  const quantity = Number(params.get('quantity'))
  return {
    day: params.get('day') ?? undefined,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : undefined,
    guestIds: params.getAll('guests').map((id) => id.toLowerCase()),
  }
}

const asInput = (params: URLSearchParams) => ({
  day: params.get('day') ?? undefined,
  quantity: params.get('quantity') ?? undefined,
  guests: params.getAll('guests'),
})

/** The review of the choice in `query`: priced and signed, or the choose page again saying why not. */
export async function reviewStep(scope: Scope, b: Buying, query: URLSearchParams): Promise<BuyStep> {
  const chosen = chosenIn(query)
  const why = unavailableReason(scope, b)
  if (why) return { to: 'choose', chosen, error: undefined, unavailable: why, status: 409 }
  const result = readChoice(b.offer, b.stay, b.stay.guestIds, asInput(query))
  if (!result.ok)
    return { to: 'choose', chosen, error: chooseError(scope, b, result), unavailable: undefined, status: 400 }
  const r = await review(scope, b, result.choice)
  if (!r) {
    const error = chooseError(scope, b, { ok: false, field: 'quantity', problem: 'outOfRange' })
    return { to: 'choose', chosen, error, unavailable: undefined, status: 400 }
  }
  return { to: 'review', r, status: 200 }
}

export const PayForm = v.object({
  order: v.pipe(v.string(), v.maxLength(80)),
  choice: v.pipe(v.string(), v.maxLength(2000)),
  token: v.pipe(v.string(), v.maxLength(80)),
})

/**
 * The review's pay form (undefined: unreadable), checked against what its review page signed: the order written to
 * the booking system, then the guest sent to pay (or, for an offer on request, back to its page). The price is never
 * read from the form.
 */
export async function payStep(
  scope: Scope,
  b: Buying,
  form: v.InferOutput<typeof PayForm> | undefined,
): Promise<BuyStep> {
  const params = new URLSearchParams(form ? form.choice : '')
  const changed: BuyStep = {
    to: 'choose',
    chosen: chosenIn(params),
    error: { field: 'quantity', message: scope.texts.payments_review_changed() },
    unavailable: undefined,
    status: 400,
  }
  if (!form || kindOfOrder(form.order) !== b.offer.kind) return changed
  const { order: orderId, token } = form
  if (!(await reviewHolds(scope, b, orderId, form.choice, token))) return changed
  const why = unavailableReason(scope, b)
  if (why)
    return { to: 'choose', chosen: chosenIn(params), error: undefined, unavailable: why, status: b.mayBuy ? 409 : 403 }
  const result = readChoice(b.offer, b.stay, b.stay.guestIds, asInput(params))
  const r = result.ok ? await review(scope, b, result.choice, orderId) : undefined
  if (!r) return changed
  try {
    await place(scope, b, r)
  } catch (error) {
    scope.report('payments.place', error)
    return { to: 'review', r, message: scope.texts.payments_order_unavailable(), status: 503 }
  }
  if (b.offer.mode === 'onRequest') return { to: 'address', url: `${buyPath(b.offer.uid)}?sent=1` }
  try {
    const line = { name: b.offer.title, description: undefined, imageUrl: b.offer.image?.src }
    const answer = await payOrder(scope, orderId, line)
    return { to: 'address', url: answer.to === 'payment page' ? answer.url : orderPath(orderId) }
  } catch (error) {
    // The order is recorded: its page offers to pay again, and says nothing was charged.
    scope.report('payments.open', error)
    return { to: 'address', url: `${orderPath(orderId)}?error=payment` }
  }
}
