// The booking system's side of the guests' conversations, at /__sandbox/dynamics: what staff do in Dynamics (answer a
// guest on a booking: a portal message record created by a staff user, which fires the webhook as Dataverse would),
// every message record of a booking (for tests and the soak to compare with the portal's thread), and the webhook's
// delivery controls (push or hold, lost, late, duplicated, released out of order). Errors are plain `{message}`.
import { Hono } from 'hono'
import * as v from 'valibot'
import { parse } from '../control-body.ts'
import type { SandboxEnv } from '../db.ts'
import { complete } from './model.ts'
import { messageDirections } from './option-sets.ts'
import { insertStatement, loadRecord, loadSet, logWrite } from './store.ts'
import { staffUsers, type StaffKey } from './users.ts'
import {
  WebhookSettings,
  deliveryJson,
  dropNext,
  dropsLeft,
  messageCreated,
  releaseHeld,
  saveWebhookSettings,
  type DeliveryRow,
  webhookSettings,
  webhookUrl,
} from './webhook.ts'

type Env = { Bindings: SandboxEnv }

const Guid = v.pipe(v.string(), v.uuid(), v.toLowerCase())

const StaffAnswer = v.object({
  booking: Guid,
  text: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** Who answers: a staff user with a first name, or the team mailbox without one. */
  staff: v.optional(v.picklist(Object.keys(staffUsers) as StaffKey[]), 'sofia'),
})

const WebhookChange = v.strictObject({
  ...v.partial(WebhookSettings).entries,
  dropNext: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

async function settingsJson(env: SandboxEnv) {
  return { ...(await webhookSettings(env)), dropNext: await dropsLeft(env.DB), url: webhookUrl(env) }
}

/** A message record as the control API lists it. */
const messageJson = (row: Record<string, unknown>) => ({
  id: row.activityid,
  booking: row._regardingobjectid_value,
  from: row.adr_direction === messageDirections.fromResort ? 'resort' : 'guest',
  text: row.description,
  contact: row._adr_contactid_value,
  createdBy: row._createdby_value,
  createdOn: row.createdon,
})

export const dynamicsControl = new Hono<Env>()
  // Staff answer a guest on their booking, in Dynamics: the record, then the webhook step on its Create.
  .post('/messages', async (c) => {
    const input = await parse(c, StaffAnswer)
    if (input instanceof Response) return input
    if (!(await loadRecord(c.env.DB, 'opportunities', input.booking)))
      return c.json({ message: `No booking (opportunity) ${input.booking}` }, 404)
    const id = crypto.randomUUID()
    const staff = staffUsers[input.staff]
    const row = complete('adr_portalmessages', {
      activityid: id,
      subject: `Re: ${input.text.split('\n')[0]!.slice(0, 100)}`,
      description: input.text,
      _regardingobjectid_value: input.booking,
      adr_direction: messageDirections.fromResort,
      statecode: 0,
      createdon: new Date().toISOString(),
      _createdby_value: staff.systemuserid,
    })
    await c.env.DB.batch([
      insertStatement(c.env.DB, 'adr_portalmessages', id, row),
      logWrite(c.env.DB, 'STAFF', 'adr_portalmessages', id, { description: input.text }),
    ])
    const deliveries = await messageCreated({ env: c.env, waitUntil: (p) => c.executionCtx.waitUntil(p) }, row)
    return c.json({ id, deliveries: await Promise.all(deliveries.map((d) => deliveryJson(c.env, d))) }, 201)
  })
  .get('/messages', async (c) => {
    const booking = c.req.query('booking')?.toLowerCase()
    const rows = (await loadSet(c.env.DB, 'adr_portalmessages'))
      .map((r) => r.row)
      .filter((row) => !booking || row._regardingobjectid_value === booking)
      .sort((a, b) => String(a.createdon).localeCompare(String(b.createdon)))
    return c.json({ messages: rows.map(messageJson) })
  })
  .get('/webhook', async (c) => c.json(await settingsJson(c.env)))
  .post('/webhook', async (c) => {
    const input = await parse(c, WebhookChange)
    if (input instanceof Response) return input
    const { dropNext: drop, ...change } = input
    await saveWebhookSettings(c.env.DB, { ...(await webhookSettings(c.env)), ...change })
    if (drop !== undefined) await dropNext(c.env.DB, drop)
    return c.json(await settingsJson(c.env))
  })
  .get('/webhook/deliveries', async (c) => {
    const where: string[] = []
    const binds: string[] = []
    for (const column of ['status', 'record'] as const) {
      const value = c.req.query(column)
      if (value) where.push(`${column} = ?`) && binds.push(column === 'record' ? value.toLowerCase() : value)
    }
    const rows = (
      await c.env.DB.prepare(
        `SELECT * FROM dyn_webhook_deliveries${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
      )
        .bind(...binds)
        .all<DeliveryRow>()
    ).results
    return c.json({ deliveries: await Promise.all(rows.map((row) => deliveryJson(c.env, row))) })
  })
  .post('/webhook/deliveries/release', async (c) => {
    const input = await parse(c, v.strictObject({ order: v.optional(v.picklist(['original', 'reverse']), 'original') }))
    if (input instanceof Response) return input
    const sent = await releaseHeld(c.env, input.order)
    return c.json({ deliveries: await Promise.all(sent.map((row) => deliveryJson(c.env, row))) })
  })
