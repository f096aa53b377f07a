// A hosted payment page for one order (issue 40): Stripe Checkout in the guest's language, for the order's amount,
// never a form's; its outcome is read back by payments.ts. Only the order id and booking id go to Stripe as metadata.
import type { Locale } from '../../domain/locale.ts'
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
