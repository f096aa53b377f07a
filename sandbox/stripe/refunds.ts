// Refunds: POST /v1/refunds (by payment intent or charge, all that is left or an `amount`, a `reason`, `metadata`)
// and the sandbox's "dashboard" refund, both succeeding at once and writing `charge.refunded` (the charge with its new
// `amount_refunded`) and `refund.created`; refunding more than is left is Stripe's 400. GET lists and retrieves them.
import { Hono } from 'hono'
import * as v from 'valibot'
import { type StripeEnv, causeOf, emitterOf } from './context.ts'
import { StripeFailure, invalidParam, noSuch } from './errors.ts'
import { type Emitter, type EventCause, emit } from './events.ts'
import { expanded } from './expand.ts'
import { newId, unixNow } from './ids.ts'
import { createdWhere, pageOf } from './list.ts'
import { CreatedRange, Expand, Metadata, Paging, PositiveInteger, readParams } from './params.ts'
import { chargeObject, refundObject } from './payment-objects.ts'
import { type ChargeRow, type RefundRow, findRow } from './store.ts'

export const RefundParams = v.strictObject({
  payment_intent: v.optional(v.string()),
  charge: v.optional(v.string()),
  amount: v.optional(PositiveInteger),
  reason: v.optional(
    v.picklist(
      ['duplicate', 'fraudulent', 'requested_by_customer'],
      'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
    ),
  ),
  metadata: v.optional(Metadata, {}),
  expand: Expand,
})
export type RefundParams = v.InferOutput<typeof RefundParams>

const symbols: Record<string, string> = { gbp: '£', eur: '€', usd: '$' }
const money = (amount: number, currency: string) =>
  symbols[currency] ? `${symbols[currency]}${(amount / 100).toFixed(2)}` : `${(amount / 100).toFixed(2)} ${currency}`

async function chargeToRefund(db: D1Database, input: RefundParams): Promise<ChargeRow> {
  if (input.charge) {
    const charge = await findRow(db, 'charge', input.charge)
    if (!charge) throw noSuch('charge', input.charge, 'charge')
    return charge
  }
  if (!input.payment_intent)
    throw invalidParam('payment_intent', 'One of `charge` or `payment_intent` is required.', 'parameter_missing')
  const intent = await findRow(db, 'paymentIntent', input.payment_intent)
  if (!intent) throw noSuch('payment_intent', input.payment_intent, 'payment_intent')
  const charge = intent.latest_charge ? await findRow(db, 'charge', intent.latest_charge) : undefined
  if (intent.status !== 'succeeded' || charge?.status !== 'succeeded')
    throw new StripeFailure(400, {
      message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      param: 'payment_intent',
    })
  return charge
}

/** Refunds a payment (all that is left, or `amount`), with its events; Stripe's refusals otherwise. */
export async function refund(
  emitter: Emitter,
  input: RefundParams,
  cause: EventCause,
  via: 'api' | 'dashboard',
): Promise<RefundRow> {
  const db = emitter.env.DB
  const charge = await chargeToRefund(db, input)
  const left = charge.amount - charge.amount_refunded
  if (left === 0)
    throw new StripeFailure(400, {
      code: 'charge_already_refunded',
      message: `Charge ${charge.id} has already been refunded.`,
    })
  const amount = input.amount ?? left
  const tooLarge = () =>
    new StripeFailure(400, {
      code: 'amount_too_large',
      message: `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(charge.amount - charge.amount_refunded, charge.currency)})`,
      param: 'amount',
    })
  if (amount > left) throw tooLarge()
  // One statement takes the amount off what is left, so two refunds at once cannot both take the last of it.
  const updated = await db
    .prepare(
      'UPDATE stripe_charges SET amount_refunded = amount_refunded + ? WHERE id = ? AND amount - amount_refunded >= ? RETURNING *',
    )
    .bind(amount, charge.id, amount)
    .first<ChargeRow>()
  if (!updated) throw tooLarge()
  const row = (await db
    .prepare(
      `INSERT INTO stripe_refunds (id, charge, payment_intent, created, amount, currency, status, reason, metadata, payment_method,
        balance_transaction, via) VALUES (?, ?, ?, ?, ?, ?, 'succeeded', ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(
      newId.refund(),
      charge.id,
      charge.payment_intent,
      unixNow(),
      amount,
      charge.currency,
      input.reason ?? null,
      JSON.stringify(input.metadata),
      charge.payment_method,
      newId.balanceTransaction(),
      via,
    )
    .first<RefundRow>())!
  const previous = {
    amount_refunded: charge.amount_refunded,
    ...(updated.amount_refunded === updated.amount ? { refunded: false } : {}),
  }
  await emit(
    emitter,
    [
      { type: 'charge.refunded', object: chargeObject(updated), previous_attributes: previous },
      { type: 'refund.created', object: refundObject(row, charge.method_type) },
    ],
    cause,
  )
  return row
}

/** A refund as answered: its destination depends on how the charge was paid. */
export async function refundJson(db: D1Database, row: RefundRow) {
  const charge = await findRow(db, 'charge', row.charge)
  return refundObject(row, charge?.method_type ?? 'card')
}

export const refunds = new Hono<StripeEnv>()
  .post('/', async (c) => {
    const input = readParams(RefundParams, c.get('form'))
    const row = await refund(emitterOf(c), input, causeOf(c), 'api')
    return c.json(await expanded(c.env.DB, await refundJson(c.env.DB, row), input.expand))
  })
  .get('/', async (c) => {
    const input = readParams(
      v.strictObject({
        ...Paging,
        created: CreatedRange,
        payment_intent: v.optional(v.string()),
        charge: v.optional(v.string()),
      }),
      c.get('form'),
    )
    const range = createdWhere(input.created)
    const where = [...range.sql]
    const binds: (string | number)[] = [...range.binds]
    if (input.payment_intent) where.push('payment_intent = ?') && binds.push(input.payment_intent)
    if (input.charge) where.push('charge = ?') && binds.push(input.charge)
    const { rows, hasMore } = await pageOf<RefundRow>(c.env.DB, 'stripe_refunds', 'refund', where, binds, input)
    const data = await Promise.all(rows.map((row) => refundJson(c.env.DB, row)))
    return c.json(
      await expanded(c.env.DB, { object: 'list', data, has_more: hasMore, url: '/v1/refunds' }, input.expand),
    )
  })
  .get('/:id', async (c) => {
    const input = readParams(v.strictObject({ expand: Expand }), c.get('form'))
    const row = await findRow(c.env.DB, 'refund', c.req.param('id'))
    if (!row) throw noSuch('refund', c.req.param('id'), 'refund')
    return c.json(await expanded(c.env.DB, await refundJson(c.env.DB, row), input.expand))
  })
