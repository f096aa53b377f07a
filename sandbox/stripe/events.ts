// Events: every change writes one (`evt_…`, its type, `data.object` as of then, `previous_attributes` where Stripe
// sends them), kept for GET /v1/events, and handed to the deliveries for the portal's webhook endpoint.
import type Stripe from 'stripe'
import type { SandboxEnv } from '../db.ts'
import { queueDeliveries } from './deliveries.ts'
import { newId, unixNow } from './ids.ts'
import type { EventRow } from './store.ts'
import { subscribes, webhookSettings } from './webhook-settings.ts'

export interface NewEvent {
  readonly type: Stripe.Event.Type
  readonly object: object
  readonly previous_attributes?: Record<string, unknown>
}

/** What caused an event: an API request (its id and idempotency key), or none (the customer, a timer, the sandbox). */
export interface EventCause {
  readonly id: string | null
  readonly idempotency_key: string | null
}

export const noRequest: EventCause = { id: null, idempotency_key: null }

/** Where events go after they are written: the environment, and the request's `waitUntil` for pushes. */
export interface Emitter {
  readonly env: SandboxEnv
  waitUntil(promise: Promise<unknown>): void
}

/**
 * Writes events in order (one statement batch) and queues their deliveries.
 *
 * @example
 * await emit(emitter, [{ type: 'checkout.session.expired', object: sessionObject(row) }], cause)
 */
export async function emit(emitter: Emitter, events: readonly NewEvent[], cause: EventCause): Promise<EventRow[]> {
  if (events.length === 0) return []
  const { env } = emitter
  const settings = await webhookSettings(env)
  const created = unixNow()
  const rows = events.map((event) => ({
    id: newId.event(),
    type: event.type,
    created,
    object: JSON.stringify(event.object),
    previous_attributes: event.previous_attributes ? JSON.stringify(event.previous_attributes) : null,
    request_id: cause.id,
    idempotency_key: cause.idempotency_key,
    pending_webhooks: subscribes(settings, event.type) ? 1 : 0,
  }))
  const written = await env.DB.batch<EventRow>(
    rows.map((r) =>
      env.DB.prepare(
        'INSERT INTO stripe_events (id, type, created, object, previous_attributes, request_id, idempotency_key, pending_webhooks) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
      ).bind(
        r.id,
        r.type,
        r.created,
        r.object,
        r.previous_attributes,
        r.request_id,
        r.idempotency_key,
        r.pending_webhooks,
      ),
    ),
  )
  const saved = written.map((result) => result.results[0]!)
  await queueDeliveries(emitter, settings, saved)
  return saved
}
