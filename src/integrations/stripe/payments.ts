// What the portal asks of the payment service and reads back (issue 40): a hosted payment page for one order, its
// outcome as the portal's payment events, refunds, and the recent pages and refunds for reconciliation. Only the
// order id and booking id go to Stripe as metadata; the amount is the order's, never a form's.
import type { Locale } from '../../domain/locale.ts'
import type { PaymentEvent } from '../../domain/orders.ts'
import { stripeClient, type Stripe, type StripeConfig } from './client.ts'

/** Checkout's languages for ours: it has no Arabic, so an Arabic page lets Checkout follow the browser. */
const checkoutLocales: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-GB': 'en-GB',
  de: 'de',
  fr: 'fr',
  es: 'es',
  ar: 'auto',
  'en-XA': 'en-GB',
}

export interface PaymentPage {
  readonly orderId: string
  readonly bookingId: string
  /** What the guest pays for, in their language: the line on the payment page. */
  readonly name: string
  readonly description: string | undefined
  readonly imageUrl: string | undefined
  /** Minor units. */
  readonly amount: number
  readonly currency: string
  readonly email: string | undefined
  readonly locale: Locale
  /** Where Stripe sends the guest back: `{CHECKOUT_SESSION_ID}` is filled in. */
  readonly returnUrl: string
  readonly cancelUrl: string
  /**
   * The page this one replaces (an expired or failed one), or undefined for an order's first: part of the
   * idempotency key, so a repeat asks for the same page and a new one is made only after the last ended.
   */
  readonly replaces: string | undefined
}

/** The payment page's address, and its id for the order's record. */
export interface OpenedPage {
  readonly id: string
  readonly url: string
}

/** How long a payment page stays open: Stripe's least is 30 minutes; an hour leaves room for 3-D Secure. */
const pageLifetimeSeconds = 60 * 60

/**
 * Opens Stripe Checkout for one order: the same order and the same page it replaces always give the same page (the
 * idempotency key), so a double submit, the back button or a second tab cannot make a second charge possible.
 */
export async function openPaymentPage(config: StripeConfig, page: PaymentPage): Promise<OpenedPage> {
  const metadata = { booking: page.bookingId, order: page.orderId }
  const session = await stripeClient(config).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: page.currency.toLowerCase(),
            unit_amount: page.amount,
            product_data: {
              name: page.name,
              ...(page.description ? { description: page.description } : {}),
              ...(page.imageUrl ? { images: [page.imageUrl] } : {}),
            },
          },
        },
      ],
      ...(page.email ? { customer_email: page.email } : {}),
      locale: checkoutLocales[page.locale],
      client_reference_id: page.orderId,
      metadata,
      // The charge and its refunds carry these too: a refund made by the resort in Stripe finds its order.
      payment_intent_data: { metadata },
      success_url: page.returnUrl,
      cancel_url: page.cancelUrl,
      expires_at: Math.floor(Date.now() / 1000) + pageLifetimeSeconds,
    },
    { idempotencyKey: `checkout:${page.orderId}:${page.replaces ?? 'first'}` },
  )
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no address`)
  return { id: session.id, url: session.url }
}

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
