// Webhook deliveries to the portal, signed as Stripe signs them: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
// "t.body" with the endpoint secret>`, so the `stripe` package's `constructEventAsync` accepts them. In `push` mode
// each is POSTed to the endpoint after the request that made it has answered (`waitUntil`), retried a few times
// with a short backoff and signed afresh each try; in `hold` mode it is only recorded, for a test to post itself or
// to release later in either order. Every delivery, dropped ones too, is kept for GET /__sandbox/stripe/deliveries.
import type { SandboxEnv } from '../db.ts'
import { sandboxStripeWebhookSecret } from './keys.ts'
import type { EventRow } from './store.ts'
import { type WebhookSettings, subscribes, webhookUrl } from './webhook-settings.ts'
import { eventObject } from './event-object.ts'
import { takeOne } from '../webhook-modes.ts'
import type { Emitter } from './events.ts'

export interface DeliveryRow {
  readonly id: number
  readonly event: string
  readonly type: string
  /** held | pending | delivered | failed | dropped */
  readonly status: string
  readonly body: string
  readonly signature: string | null
  readonly attempts: number
  readonly response_status: number | null
  readonly at: string
}

const attemptsPerDelivery = 4
const firstBackoffMs = 250
const userAgent = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)'

/** The `Stripe-Signature` header for a body, at a time (seconds). */
export async function signature(body: string, secret: string, timestamp: number): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)))
  return `t=${timestamp},v1=${Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

const sign = (body: string) => signature(body, sandboxStripeWebhookSecret, Math.floor(Date.now() / 1000))

/** The headers a delivery carries (the header names lower-case, as the control API lists them). */
export const deliveryHeaders = (signed: string) => ({
  'content-type': 'application/json; charset=utf-8',
  'stripe-signature': signed,
  'user-agent': userAgent,
})

/** Takes one from the count of events still to drop, if any is left (atomic: requests arriving together share it). */
const takeDrop = (db: D1Database) => takeOne(db, 'stripe.dropNext')

export async function queueDeliveries(
  emitter: Emitter,
  settings: WebhookSettings,
  events: readonly EventRow[],
): Promise<void> {
  const { env } = emitter
  const queued: DeliveryRow[] = []
  for (const event of events) {
    if (!subscribes(settings, event.type)) continue
    const body = JSON.stringify(eventObject(event), null, 2)
    const dropped = await takeDrop(env.DB)
    const copies = dropped ? 1 : settings.duplicate ? 2 : 1
    for (let i = 0; i < copies; i++) {
      const status = dropped ? 'dropped' : settings.mode === 'hold' ? 'held' : 'pending'
      const signed = status === 'held' ? await sign(body) : null
      const row = await env.DB.prepare(
        'INSERT INTO stripe_deliveries (event, type, status, body, signature, at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
      )
        .bind(event.id, event.type, status, body, signed, new Date().toISOString())
        .first<DeliveryRow>()
      if (status === 'pending') queued.push(row!)
    }
  }
  if (queued.length) emitter.waitUntil(pushAll(env, queued, settings.delayMs))
}

async function pushAll(env: SandboxEnv, deliveries: readonly DeliveryRow[], delayMs: number): Promise<void> {
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
  for (const delivery of deliveries) await push(env, delivery)
}

/** Sends one delivery to the portal, retrying a failure; records each try and whether it was delivered. */
export async function push(env: SandboxEnv, delivery: DeliveryRow): Promise<DeliveryRow> {
  let status: number | null = null
  for (let attempt = 1; attempt <= attemptsPerDelivery; attempt++) {
    const signed = await sign(delivery.body)
    try {
      const response = await fetch(webhookUrl(env), {
        method: 'POST',
        headers: deliveryHeaders(signed),
        body: delivery.body,
      })
      await response.body?.cancel()
      status = response.status
    } catch (error) {
      console.warn(`sandbox: the Stripe webhook to ${webhookUrl(env)} failed: ${(error as Error).message}`)
      status = null
    }
    const delivered = status !== null && status >= 200 && status < 300
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE stripe_deliveries SET status = ?, signature = ?, attempts = ?, response_status = ?, at = ? WHERE id = ?',
      ).bind(
        delivered ? 'delivered' : attempt === attemptsPerDelivery ? 'failed' : 'pending',
        signed,
        attempt,
        status,
        new Date().toISOString(),
        delivery.id,
      ),
      ...(delivered
        ? [env.DB.prepare('UPDATE stripe_events SET pending_webhooks = 0 WHERE id = ?').bind(delivery.event)]
        : []),
    ])
    if (delivered) break
    if (attempt < attemptsPerDelivery)
      await new Promise((resolve) => setTimeout(resolve, firstBackoffMs * 2 ** (attempt - 1)))
  }
  return (await env.DB.prepare('SELECT * FROM stripe_deliveries WHERE id = ?').bind(delivery.id).first<DeliveryRow>())!
}

/** The deliveries as the control API lists them: the headers and body a test posts to the portal. */
export function deliveryJson(row: DeliveryRow) {
  return {
    id: row.id,
    event: row.event,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    at: row.at,
    headers: row.signature ? deliveryHeaders(row.signature) : null,
    body: row.body,
  }
}

/** Sends every held delivery to the portal, oldest first or newest first, one after another; their outcomes. */
export async function releaseHeld(env: SandboxEnv, order: 'original' | 'reverse'): Promise<DeliveryRow[]> {
  const held = (
    await env.DB.prepare(
      `SELECT * FROM stripe_deliveries WHERE status = 'held' ORDER BY id ${order === 'reverse' ? 'DESC' : 'ASC'}`,
    ).all<DeliveryRow>()
  ).results
  const sent: DeliveryRow[] = []
  for (const delivery of held) sent.push(await push(env, delivery))
  return sent
}
