// /v1/payment_intents and /v1/charges, read-only: they exist once a guest confirms a payment on the pay page.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { StripeEnv } from './context.ts'
import { noSuch } from './errors.ts'
import { expanded } from './expand.ts'
import { createdWhere, pageOf } from './list.ts'
import { CreatedRange, Expand, Paging, readParams } from './params.ts'
import { chargeObject, paymentIntentObject } from './payment-objects.ts'
import { type ChargeRow, type PaymentIntentRow, findRow } from './store.ts'

const Retrieve = v.strictObject({ expand: Expand })

export const paymentIntents = new Hono<StripeEnv>()
  .get('/', async (c) => {
    const input = readParams(v.strictObject({ ...Paging, created: CreatedRange }), c.get('form'))
    const range = createdWhere(input.created)
    const { rows, hasMore } = await pageOf<PaymentIntentRow>(
      c.env.DB,
      'stripe_payment_intents',
      'payment_intent',
      range.sql,
      range.binds,
      input,
    )
    const list = { object: 'list', data: rows.map(paymentIntentObject), has_more: hasMore, url: '/v1/payment_intents' }
    return c.json(await expanded(c.env.DB, list, input.expand))
  })
  .get('/:id', async (c) => {
    const input = readParams(Retrieve, c.get('form'))
    const row = await findRow(c.env.DB, 'paymentIntent', c.req.param('id'))
    if (!row) throw noSuch('payment_intent', c.req.param('id'), 'intent')
    return c.json(await expanded(c.env.DB, paymentIntentObject(row), input.expand))
  })

export const charges = new Hono<StripeEnv>()
  .get('/', async (c) => {
    const input = readParams(
      v.strictObject({ ...Paging, created: CreatedRange, payment_intent: v.optional(v.string()) }),
      c.get('form'),
    )
    const range = createdWhere(input.created)
    const where = [...range.sql]
    const binds: (string | number)[] = [...range.binds]
    if (input.payment_intent) where.push('payment_intent = ?') && binds.push(input.payment_intent)
    const { rows, hasMore } = await pageOf<ChargeRow>(c.env.DB, 'stripe_charges', 'charge', where, binds, input)
    const list = { object: 'list', data: rows.map(chargeObject), has_more: hasMore, url: '/v1/charges' }
    return c.json(await expanded(c.env.DB, list, input.expand))
  })
  .get('/:id', async (c) => {
    const input = readParams(Retrieve, c.get('form'))
    const row = await findRow(c.env.DB, 'charge', c.req.param('id'))
    if (!row) throw noSuch('charge', c.req.param('id'), 'charge')
    return c.json(await expanded(c.env.DB, chargeObject(row), input.expand))
  })
