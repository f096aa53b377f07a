// An event as GET /v1/events/{id} answers it and as its webhook deliveries carry it.
import type Stripe from 'stripe'
import { stripeApiVersion } from './keys.ts'
import type { EventRow } from './store.ts'
import type { Wire } from './wire.ts'

export type EventObject = Wire<Stripe.EventBase>

export function eventObject(row: EventRow): EventObject {
  const previous = row.previous_attributes ? (JSON.parse(row.previous_attributes) as object) : undefined
  return {
    id: row.id,
    object: 'event',
    api_version: stripeApiVersion,
    created: row.created,
    data: { object: JSON.parse(row.object) as object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: row.pending_webhooks,
    request: { id: row.request_id, idempotency_key: row.idempotency_key },
    type: row.type as Stripe.Event.Type,
  }
}
