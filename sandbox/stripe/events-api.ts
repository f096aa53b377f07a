// /v1/events: one event by id, and the list with Stripe's filters (`type`, `types[]`, `created[…]`,
// `delivery_success`): `delivery_success=false` lists the events the portal's endpoint has not yet taken.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { StripeEnv } from './context.ts'
import { noSuch } from './errors.ts'
import { eventObject } from './event-object.ts'
import { createdWhere, pageOf } from './list.ts'
import { CreatedRange, Expand, Paging, readParams } from './params.ts'
import { type EventRow, findRow } from './store.ts'

const ListEvents = v.strictObject({
  ...Paging,
  created: CreatedRange,
  type: v.optional(v.string()),
  types: v.optional(v.pipe(v.array(v.string()), v.maxLength(20, 'You can pass up to 20 types.'))),
  delivery_success: v.optional(v.picklist(['true', 'false'], 'Invalid boolean')),
})

/** `checkout.session.*` matches every type under it, as Stripe's `type` filter does. */
const typeCondition = (type: string) =>
  type.endsWith('*')
    ? { sql: "type LIKE ? ESCAPE '\\'", bind: `${type.slice(0, -1).replaceAll('_', '\\_')}%` }
    : { sql: 'type = ?', bind: type }

export const events = new Hono<StripeEnv>()
  .get('/', async (c) => {
    const input = readParams(ListEvents, c.get('form'))
    const range = createdWhere(input.created)
    const where = [...range.sql]
    const binds: (string | number)[] = [...range.binds]
    if (input.type) {
      const condition = typeCondition(input.type)
      where.push(condition.sql)
      binds.push(condition.bind)
    }
    if (input.types?.length) {
      where.push(`type IN (${input.types.map(() => '?').join(', ')})`)
      binds.push(...input.types)
    }
    if (input.delivery_success)
      where.push(input.delivery_success === 'true' ? 'pending_webhooks = 0' : 'pending_webhooks > 0')
    const { rows, hasMore } = await pageOf<EventRow>(c.env.DB, 'stripe_events', 'event', where, binds, input)
    return c.json({ object: 'list', data: rows.map(eventObject), has_more: hasMore, url: '/v1/events' })
  })
  .get('/:id', async (c) => {
    readParams(v.strictObject({ expand: Expand }), c.get('form'))
    const row = await findRow(c.env.DB, 'event', c.req.param('id'))
    if (!row) throw noSuch('event', c.req.param('id'), 'id')
    return c.json(eventObject(row))
  })
