// What every Stripe handler knows about its request: the parsed parameters, its `req_…` id, its idempotency key.
import type { Context } from 'hono'
import type { SandboxEnv } from '../db.ts'
import type { Emitter, EventCause } from './events.ts'
import type { Form } from './form.ts'

export type StripeEnv = {
  Bindings: SandboxEnv
  Variables: { requestId: string; form: Form; idempotencyKey: string | null }
}
export type StripeContext = Context<StripeEnv>

/** Where a handler's events go: deliveries are pushed after the answer (`waitUntil`). */
export const emitterOf = (c: {
  env: SandboxEnv
  executionCtx: { waitUntil(promise: Promise<unknown>): void }
}): Emitter => ({
  env: c.env,
  waitUntil: (promise) => c.executionCtx.waitUntil(promise),
})

/** The API request behind an event: its id and idempotency key. */
export const causeOf = (c: StripeContext): EventCause => ({
  id: c.get('requestId'),
  idempotency_key: c.get('idempotencyKey'),
})
