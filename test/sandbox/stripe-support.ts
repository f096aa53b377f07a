// Helpers for the Stripe stand-in's contract tests: the real `stripe` package pointed at this file's sandbox (as the
// portal builds it: fetch client, host, port, protocol), a typical Checkout Session, and raw calls for what the client
// hides (headers, status codes).
import Stripe from 'stripe'
import { sandboxStripeSecretKey } from '../../sandbox/stripe/keys.ts'
import { sandboxUrl } from './support.ts'

export { sandboxStripeSecretKey }

/** The `stripe` client on the sandbox, built as the portal builds it from STRIPE_API_URL. */
export function stripeClient(options: { key?: string; maxNetworkRetries?: number } = {}): Stripe {
  const url = new URL(sandboxUrl())
  return new Stripe(options.key ?? sandboxStripeSecretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: options.maxNetworkRetries ?? 0,
  })
}

/** Parameters of a session like the portal's: two extras for a booking, paid in pounds. */
export function checkoutParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'gbp',
          unit_amount: 4500,
          product_data: { name: 'Airport transfer', description: 'Return, up to 4 people' },
        },
        quantity: 2,
      },
      { price_data: { currency: 'gbp', unit_amount: 1250, product_data: { name: 'Late checkout' } }, quantity: 1 },
    ],
    success_url: 'http://portal.test/extras/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://portal.test/extras',
    customer_email: 'olivia@example.com',
    locale: 'en-GB',
    metadata: { booking: 'OPP-1001', kind: 'extras' },
    payment_intent_data: { metadata: { booking: 'OPP-1001', lines: 'transfer,late-checkout' } },
    client_reference_id: 'OPP-1001',
    ...overrides,
  }
}

/** A raw request to the sandbox's Stripe API with the secret key. */
export function stripeCall(path: string, init: RequestInit & { key?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.key !== null) headers.set('authorization', `Bearer ${init.key ?? sandboxStripeSecretKey}`)
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded')
  return fetch(`${sandboxUrl()}${path}`, { ...init, headers, redirect: 'manual' })
}

export interface PayPage {
  readonly status: number
  readonly html: string
  /** The form's action, resolved against the page. */
  readonly action: string | undefined
  /** The submit buttons' `action` values and their visible labels. */
  readonly buttons: { value: string; label: string }[]
  /** The text of the page's alert, if any. */
  readonly alert: string | undefined
}

/** The hosted pay page (or the 3-D Secure step) as a browser without JavaScript gets it. */
export async function openPayPage(url: string): Promise<PayPage> {
  const response = await fetch(url, { redirect: 'manual' })
  const html = await response.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  return {
    status: response.status,
    html,
    action: action ? new URL(action.replaceAll('&amp;', '&'), url).href : undefined,
    buttons: [...html.matchAll(/<button name="action" value="([^"]+)"[^>]*>([^<]*)<\/button>/g)].map(
      ([, value, label]) => ({
        value: value!,
        label: label!,
      }),
    ),
    alert: /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1],
  }
}

/** Submits a pay page's form with one of its buttons (and any fields); the answer, redirects not followed. */
export function pressButton(page: PayPage, value: string, fields: Record<string, string> = {}): Promise<Response> {
  if (!page.action) throw new Error(`The page has no form:\n${page.html}`)
  if (!page.buttons.some((button) => button.value === value)) throw new Error(`No button ${value} on the page`)
  return fetch(page.action, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, action: value }),
    redirect: 'manual',
  })
}

/** Pays a session on its pay page with the card that succeeds; the redirect's answer. */
export async function paySession(session: { url: string | null }): Promise<Response> {
  return pressButton(await openPayPage(session.url!), 'pay')
}
