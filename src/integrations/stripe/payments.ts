// What the portal reads back from the payment service and asks of it after a payment page (issue 40): a page's
// outcome as the portal's payment events, refunds, and the recent pages and refunds for reconciliation. The page
// itself is opened by payment-pages.ts. Only the order id and booking id go to Stripe as metadata.
import type { PaymentEvent } from '../../domain/orders.ts'
import { stripeClient, type Stripe, type StripeConfig } from './client.ts'

/** A payment page as the portal reads it: whose order, where it stands, and the address while it is open. */
export interface PageOutcome {
  readonly orderId: string | undefined
  readonly bookingId: string | undefined
  readonly url: string | undefined
  readonly open: boolean
  /** What it means for the order; undefined while the guest has not paid (or a bank payment is on its way). */
  readonly event: PaymentEvent | undefined
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id)

/** A Checkout Session as a page outcome: paid, expired, or still open. */
export function outcomeOf(session: Stripe.Checkout.Session): PageOutcome {
  const paymentId = idOf(session.payment_intent)
  const event: PaymentEvent | undefined =
    session.status === 'complete' && session.payment_status === 'paid' && paymentId
      ? { kind: 'paid', checkoutId: session.id, paymentId, amount: session.amount_total ?? 0 }
      : session.status === 'expired'
        ? { kind: 'expired', checkoutId: session.id }
        : undefined
  return {
    orderId: session.metadata?.order,
    bookingId: session.metadata?.booking,
    url: session.url ?? undefined,
    open: session.status === 'open',
    event,
  }
}

/** Reads one payment page (the return page's `session_id`, or an order's last page). */
export async function readPaymentPage(config: StripeConfig, id: string): Promise<PageOutcome> {
  return outcomeOf(await stripeClient(config).checkout.sessions.retrieve(id))
}

/** A webhook's event as the portal's, with the order it is about; undefined for an event the portal ignores. */
export function paymentEventOf(
  event: Stripe.Event,
): { readonly orderId: string; readonly bookingId: string | undefined; readonly event: PaymentEvent } | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const outcome = outcomeOf(event.data.object)
      return outcome.orderId && outcome.event
        ? { orderId: outcome.orderId, bookingId: outcome.bookingId, event: outcome.event }
        : undefined
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object
      const orderId = session.metadata?.order
      return orderId
        ? { orderId, bookingId: session.metadata?.booking, event: { kind: 'failed', checkoutId: session.id } }
        : undefined
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const orderId = charge.metadata?.order
      const paymentId = idOf(charge.payment_intent)
      return orderId && paymentId
        ? {
            orderId,
            bookingId: charge.metadata?.booking,
            event: { kind: 'refunded', paymentId, amountRefunded: charge.amount_refunded },
          }
        : undefined
    }
    default:
      return undefined
  }
}

/** Refunds an order's payment in full; asking again for the same order refunds nothing more (the idempotency key). */
export async function refundPayment(
  config: StripeConfig,
  order: { readonly id: string; readonly bookingId: string | undefined; readonly paymentId: string },
  why: 'requested_by_customer' | 'duplicate',
): Promise<number> {
  const refund = await stripeClient(config).refunds.create(
    {
      payment_intent: order.paymentId,
      reason: why,
      metadata: { order: order.id, ...(order.bookingId ? { booking: order.bookingId } : {}) },
    },
    { idempotencyKey: `refund:${order.id}:${order.paymentId}` },
  )
  return refund.amount
}

/**
 * Everything the payment service knows of orders since `since` (seconds since the epoch), oldest first: each payment
 * page's outcome, then each charge's refunds, as the portal's events. What reconciliation compares with the booking
 * system.
 */
export async function paymentHistory(
  config: StripeConfig,
  since: number,
): Promise<{ readonly orderId: string; readonly bookingId: string | undefined; readonly event: PaymentEvent }[]> {
  const stripe = stripeClient(config)
  type Found = { orderId: string; bookingId: string | undefined; event: PaymentEvent }
  const payments: Found[] = []
  for await (const session of stripe.checkout.sessions.list({ created: { gte: since }, limit: 100 })) {
    const outcome = outcomeOf(session)
    if (outcome.orderId && outcome.event)
      payments.push({ orderId: outcome.orderId, bookingId: outcome.bookingId, event: outcome.event })
  }
  const refunds: Found[] = []
  for await (const event of stripe.events.list({ type: 'charge.refunded', created: { gte: since }, limit: 100 })) {
    const refund = paymentEventOf(event)
    if (refund) refunds.push(refund)
  }
  // Lists come newest first: payments before the refunds of them, each oldest first.
  return [...payments.reverse(), ...refunds.reverse()]
}
