// The sandbox's own control API at /__sandbox: reset, test users, the outbox, faults, settings.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from './db.ts'
import { setSetting } from './db.ts'
import { seed } from './seed/index.ts'
import { createUser } from './supabase/users.ts'
import { addFault, FaultSpec } from './faults.ts'

type Env = { Bindings: SandboxEnv }

const NewUser = v.object({
  email: v.pipe(v.string(), v.email()),
  password: v.optional(v.string()),
  confirmed: v.optional(v.boolean()),
  profile: v.optional(
    v.object({
      first_name: v.optional(v.nullable(v.string())),
      last_name: v.optional(v.nullable(v.string())),
      msd_contact_id: v.optional(v.nullable(v.string())),
      mindbody_client_id: v.optional(v.nullable(v.string())),
    }),
  ),
})

const Settings = v.object({ accessTokenTtl: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) })

interface OutboxRow {
  id: number
  recipient: string
  subject: string
  text: string
  html: string
  links: string
  type: string
  sent_at: string
}

const message = (row: OutboxRow) => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  links: JSON.parse(row.links) as string[],
  type: row.type,
  sentAt: row.sent_at,
})

async function parse<S extends v.GenericSchema>(request: Request, schema: S): Promise<v.SafeParseResult<S>> {
  return v.safeParse(schema, await request.json().catch(() => undefined))
}

export const control = new Hono<Env>()
  .post('/reset', async (c) => {
    await seed(c.env.DB, c.env.SITE_TIME_ZONE)
    return c.json({ ok: true })
  })
  .post('/users', async (c) => {
    const input = await parse(c.req.raw, NewUser)
    if (!input.success) return c.json({ message: input.issues[0].message }, 400)
    return c.json({ id: await createUser(c.env.DB, input.output) }, 201)
  })
  .get('/outbox', async (c) => {
    const to = c.req.query('to')
    const query = to ? c.env.DB.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC').bind(to) : c.env.DB.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 100')
    const rows = (await query.all<OutboxRow>()).results
    return c.json({ messages: rows.map(message) })
  })
  .get('/outbox/latest', async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').bind(c.req.query('to') ?? '').first<OutboxRow>()
    return row ? c.json(message(row)) : c.json({ message: 'No email sent to that address' }, 404)
  })
  .post('/faults', async (c) => {
    const input = await parse(c.req.raw, FaultSpec)
    if (!input.success) return c.json({ message: input.issues[0].message }, 400)
    return c.json({ id: await addFault(c.env.DB, input.output) }, 201)
  })
  .get('/faults', async (c) => c.json({ faults: (await c.env.DB.prepare('SELECT * FROM faults').all()).results }))
  .delete('/faults', async (c) => {
    await c.env.DB.prepare('DELETE FROM faults').run()
    return c.json({ ok: true })
  })
  .get('/dynamics/writes', async (c) => {
    const rows = (await c.env.DB.prepare('SELECT * FROM dyn_writes ORDER BY seq').all<{ seq: number; method: string; entity_set: string; id: string; body: string; at: string }>()).results
    return c.json({ writes: rows.map((r) => ({ ...r, body: JSON.parse(r.body) })) })
  })
  .post('/settings', async (c) => {
    const input = await parse(c.req.raw, Settings)
    if (!input.success) return c.json({ message: input.issues[0].message }, 400)
    if (input.output.accessTokenTtl) await setSetting(c.env.DB, 'accessTokenTtl', String(input.output.accessTokenTtl))
    return c.json({ ok: true })
  })
