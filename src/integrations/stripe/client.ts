// The payment service (Stripe), through its official client's Workers build (issue 40; decision 053): fetch and
// SubtleCrypto, the API version pinned, pointed at STRIPE_API_URL so the sandbox stands in unchanged.
import Stripe from 'stripe'
import { memo } from '../../domain/memo.ts'

export interface StripeConfig {
  readonly STRIPE_SECRET_KEY: string
  readonly STRIPE_WEBHOOK_SECRET: string
  /** https://api.stripe.com, or the sandbox. */
  readonly STRIPE_API_URL: string
}

/**
 * The API version every request asks for: the one the installed package is typed against, so its types are the
 * answers' shapes. Moving it is a deliberate change with the package (docs/payments.md).
 */
export const stripeApiVersion = '2026-10-28.endive' satisfies Stripe.LatestApiVersion

const clients = memo<Stripe>(10)

/** The client for these settings, made once per isolate. */
export function stripeClient(config: StripeConfig): Stripe {
  return clients(`${config.STRIPE_API_URL}|${config.STRIPE_SECRET_KEY}`, () => {
    const url = new URL(config.STRIPE_API_URL)
    const protocol = url.protocol === 'http:' ? 'http' : 'https'
    return new Stripe(config.STRIPE_SECRET_KEY, {
      apiVersion: stripeApiVersion,
      httpClient: Stripe.createFetchHttpClient(),
      host: url.hostname,
      port: Number(url.port || (protocol === 'http' ? 80 : 443)),
      protocol,
      // Stripe's own advice: retry network failures and 409s with the same idempotency key.
      maxNetworkRetries: 2,
      timeout: 10_000,
    })
  })
}

const crypto = Stripe.createSubtleCryptoProvider()

/**
 * A webhook's event, once its `Stripe-Signature` is checked against the endpoint's secret over the raw body (300 s
 * tolerance); throws Stripe's signature error otherwise.
 */
export function verifiedEvent(config: StripeConfig, body: string, signature: string): Promise<Stripe.Event> {
  return stripeClient(config).webhooks.constructEventAsync(
    body,
    signature,
    config.STRIPE_WEBHOOK_SECRET,
    undefined,
    crypto,
  )
}

export type { Stripe }
