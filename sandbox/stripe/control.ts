// The Stripe stand-in's controls at /__sandbox/stripe: how webhooks reach the portal (push or hold, drop, delay,
// duplicate, release held ones in either order), the deliveries made, what a timer, the bank or the dashboard would
// do to a session or payment (expire now, settle a bank debit, refund), and every session and refund for a soak to
// compare with the booking system. Errors are `{message}` (with Stripe's error beside it when there is one).
import { Hono } from 'hono'
import * as v from 'valibot'
import { parse } from '../control-body.ts'
import type { SandboxEnv } from '../db.ts'
import { emitterOf } from './context.ts'
import { deliveryJson, type DeliveryRow, releaseHeld } from './deliveries.ts'
import { StripeFailure } from './errors.ts'
import { expireDue, expireSession } from './expiry.ts'
import { newId } from './ids.ts'
import { settleDebit } from './payments.ts'
import { refund, refundJson } from './refunds.ts'
import { sessionObject } from './session-object.ts'
import type { RefundRow, SessionRow } from './store.ts'
import {
  WebhookSettings,
  dropNext,
  dropsLeft,
  saveWebhookSettings,
  webhookSettings,
  webhookUrl,
} from './webhook-settings.ts'

type Env = { Bindings: SandboxEnv }

const WebhookChange = v.strictObject({
  ...v.partial(WebhookSettings).entries,
  dropNext: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

async function settingsJson(env: SandboxEnv) {
  return { ...(await webhookSettings(env)), dropNext: await dropsLeft(env.DB), url: webhookUrl(env) }
}

export const stripeControl = new Hono<Env>()

stripeControl.onError((error, c) => {
  if (error instanceof StripeFailure) return c.json({ message: error.message, stripe: error.body }, error.status)
  throw error
})

stripeControl.use(async (c, next) => {
  await expireDue(emitterOf(c))
  await next()
})

stripeControl
  .get('/webhooks', async (c) => c.json(await settingsJson(c.env)))
  .post('/webhooks', async (c) => {
    const input = await parse(c, WebhookChange)
    if (input instanceof Response) return input
    const { dropNext: drop, ...change } = input
    await saveWebhookSettings(c.env.DB, { ...(await webhookSettings(c.env)), ...change })
    if (drop !== undefined) await dropNext(c.env.DB, drop)
    return c.json(await settingsJson(c.env))
  })
  .get('/deliveries', async (c) => {
    const where: string[] = []
    const binds: string[] = []
    for (const column of ['status', 'type', 'event'] as const) {
      const value = c.req.query(column)
      if (value) where.push(`${column} = ?`) && binds.push(value)
    }
    const rows = (
      await c.env.DB.prepare(
        `SELECT * FROM stripe_deliveries${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
      )
        .bind(...binds)
        .all<DeliveryRow>()
    ).results
    return c.json(rows.map(deliveryJson))
  })
  .post('/deliveries/release', async (c) => {
    const input = await parse(c, v.strictObject({ order: v.optional(v.picklist(['original', 'reverse']), 'reverse') }))
    if (input instanceof Response) return input
    return c.json((await releaseHeld(c.env, input.order)).map(deliveryJson))
  })
  .get('/sessions', async (c) => {
    const rows = (await c.env.DB.prepare('SELECT * FROM stripe_sessions ORDER BY seq').all<SessionRow>()).results
    return c.json(rows.map(sessionObject))
  })
  .post('/sessions/:id/expire', async (c) => {
    const row = await expireSession(emitterOf(c), c.req.param('id'), { id: null, idempotency_key: null })
    return c.json(sessionObject(row))
  })
  .post('/sessions/:id/async-payment', async (c) => {
    const input = await parse(c, v.strictObject({ outcome: v.picklist(['succeeded', 'failed']) }))
    if (input instanceof Response) return input
    const row = await settleDebit(emitterOf(c), c.req.param('id'), input.outcome === 'succeeded')
    if (!row)
      return c.json({ message: 'That session has no bank debit waiting to settle (pay it with "Bank debit")' }, 409)
    return c.json(sessionObject(row))
  })
  .post('/refund', async (c) => {
    const input = await parse(
      c,
      v.strictObject({
        payment_intent: v.string(),
        amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
        reason: v.optional(v.picklist(['duplicate', 'fraudulent', 'requested_by_customer'])),
      }),
    )
    if (input instanceof Response) return input
    const row = await refund(
      emitterOf(c),
      { payment_intent: input.payment_intent, amount: input.amount, reason: input.reason, metadata: {}, expand: [] },
      { id: newId.request(), idempotency_key: null },
      'dashboard',
    )
    return c.json(await refundJson(c.env.DB, row), 201)
  })
  .get('/refunds', async (c) => {
    const rows = (await c.env.DB.prepare('SELECT * FROM stripe_refunds ORDER BY seq').all<RefundRow>()).results
    return c.json(await Promise.all(rows.map((row) => refundJson(c.env.DB, row))))
  })
