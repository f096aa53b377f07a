// The sandbox account's one webhook endpoint, `${SITE_URL}/api/stripe/webhook`, and how the control API bends its
// deliveries: `push` sends each event there (retrying a failure), `hold` only records the signed deliveries for a test
// to read and post itself; the next N events can be dropped, each delivery delayed or sent twice.
import * as v from 'valibot'
import { getSetting, setSetting, type SandboxEnv } from '../db.ts'
import { defaultWebhookMode } from '../webhook-modes.ts'

/** The events the portal's endpoint is subscribed to (its `enabled_events`); `*` would be every event. */
export const defaultEnabledEvents = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'refund.created',
]

export const WebhookSettings = v.object({
  mode: v.picklist(['push', 'hold']),
  /** Each push waits this long before its first attempt. */
  delayMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
  /** Each delivery is made twice (two sends, or two held deliveries), as Stripe may. */
  duplicate: v.boolean(),
  enabledEvents: v.array(v.string()),
})
export type WebhookSettings = v.InferOutput<typeof WebhookSettings>

/** `push` when the portal runs on this machine (its SITE_URL is loopback), else `hold`; STRIPE_WEBHOOKS overrides. */
export function defaultMode(env: SandboxEnv): 'push' | 'hold' {
  return defaultWebhookMode(env, env.STRIPE_WEBHOOKS)
}

export async function webhookSettings(env: SandboxEnv): Promise<WebhookSettings> {
  const kept = await getSetting(env.DB, 'stripe.webhooks')
  return kept
    ? (JSON.parse(kept) as WebhookSettings)
    : { mode: defaultMode(env), delayMs: 0, duplicate: false, enabledEvents: defaultEnabledEvents }
}

/**
 * How many of the next events the endpoint would get are dropped (never delivered: they stay pending, so
 * `GET /v1/events?delivery_success=false` lists them). Kept apart from the settings so each drop is taken atomically.
 */
export async function dropsLeft(db: D1Database): Promise<number> {
  return Number((await getSetting(db, 'stripe.dropNext')) ?? 0)
}

export async function dropNext(db: D1Database, count: number): Promise<void> {
  await setSetting(db, 'stripe.dropNext', String(count))
}

export async function saveWebhookSettings(db: D1Database, settings: WebhookSettings): Promise<void> {
  await setSetting(db, 'stripe.webhooks', JSON.stringify(settings))
}

export const webhookUrl = (env: SandboxEnv) => `${env.SITE_URL.replace(/\/$/, '')}/api/stripe/webhook`

export const subscribes = (settings: WebhookSettings, type: string) =>
  settings.enabledEvents.includes('*') || settings.enabledEvents.includes(type)
