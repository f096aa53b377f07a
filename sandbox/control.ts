// The sandbox's own control API at /__sandbox: reset, test users, the outbox, faults, settings.
// Tests and people use it; no real service has it, so it answers plain `{message}` errors.
import { Hono } from 'hono'
import * as v from 'valibot'
import { monitoringEvents } from './monitoring/intake.ts'
import { createPreview, publish, type DocumentRow } from './prismic/store.ts'
import { advanceInformationData, advanceInformationIds } from './seed/content.ts'
import { moreContentTranslations } from './seed/more-content-translations.ts'
import { parse } from './control-body.ts'
import type { SandboxEnv } from './db.ts'
import { getSetting, setSetting } from './db.ts'
import { seed } from './seed/index.ts'
import { createUser, deleteUser, findUserByEmail } from './supabase/users.ts'
import { readOutbox } from './supabase/email.ts'
import { defaultAccessTokenTtl } from './supabase/sessions.ts'
import { addFault, FaultSpec, listFaults } from './faults.ts'
import { rebookVisits } from './mindbody/store.ts'
import { addTestBooking, TestBooking } from './seed/test-bookings.ts'
import { stripeControl } from './stripe/control.ts'
import { dynamicsControl } from './dynamics/messages-control.ts'
import { brevoOutbox } from './brevo/api.ts'
import { pushControl } from './push/control.ts'

type Env = { Bindings: SandboxEnv }

const NewUser = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  password: v.optional(v.pipe(v.string(), v.minLength(1))),
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

/** A content document's row, as the unpublish control answers it. */
const DocumentRowBody = v.object({
  id: v.string(),
  uid: v.nullable(v.string()),
  type: v.string(),
  lang: v.string(),
  tags: v.string(),
  data: v.string(),
  first_publication_date: v.string(),
  last_publication_date: v.string(),
})

const Settings = v.object({ accessTokenTtl: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) })

export const control = new Hono<Env>()
  // Stripe: webhook deliveries and their faults, expiry, bank debits, dashboard refunds (sandbox/stripe/control.ts).
  .route('/stripe', stripeControl)
  // The guests' conversations in Dynamics: staff answers, message records, the webhook's deliveries and faults.
  .route('/dynamics', dynamicsControl)
  // The reminder emails Brevo would have sent (sandbox/brevo/api.ts), oldest first; `?to=` one address's.
  // The push service: subscriptions with their device's keys, unsubscribing, the inbox of decrypted messages.
  .route('/push', pushControl)
  .get('/brevo/outbox', async (c) => c.json({ emails: await brevoOutbox(c.env.DB, c.req.query('to')) }))
  .post('/reset', async (c) => {
    await seed(c.env.DB, c.env.SITE_TIME_ZONE)
    return c.json({ ok: true })
  })
  .post('/users', async (c) => {
    const input = await parse(c, NewUser)
    if (input instanceof Response) return input
    if (await findUserByEmail(c.env.DB, input.email))
      return c.json({ message: `A user with the email ${input.email} already exists` }, 409)
    return c.json({ id: await createUser(c.env.DB, input) }, 201)
  })
  // Deleting a user lets a test see what the portal does with a token whose user is gone.
  .delete('/users/:id', async (c) => {
    const deleted = await deleteUser(c.env.DB, c.req.param('id'))
    return deleted ? c.body(null, 204) : c.json({ message: 'No such user' }, 404)
  })
  // A booking of a test's own, the first person its lead booker (sandbox/seed/test-bookings.ts).
  .post('/bookings', async (c) => {
    const input = await parse(c, TestBooking)
    if (input instanceof Response) return input
    return c.json(await addTestBooking(c.env.DB, input), 201)
  })
  // As if everything emailed to an address, and every invitation to it, was sent `minutes` ago: a link past its hour,
  // an invitation past its 7 days (issue 38, item 12).
  .post('/auth/sent-ago', async (c) => {
    const input = await parse(c, v.object({ email: v.string(), minutes: v.pipe(v.number(), v.minValue(0)) }))
    if (input instanceof Response) return input
    const at = Date.now() - input.minutes * 60_000
    const db = c.env.DB
    await db.batch([
      db
        .prepare(
          'UPDATE auth_one_time_tokens SET created_at = ? WHERE user_id IN (SELECT id FROM auth_users WHERE email = ? COLLATE NOCASE)',
        )
        .bind(at, input.email),
      db.prepare('UPDATE invitations SET sent_at = ? WHERE email = ?').bind(new Date(at).toISOString(), input.email),
    ])
    return c.json({ ok: true })
  })
  .get('/outbox', async (c) => c.json({ messages: await readOutbox(c.env.DB, c.req.query('to')) }))
  .get('/outbox/latest', async (c) => {
    const [latest] = await readOutbox(c.env.DB, c.req.query('to') ?? '')
    return latest ? c.json(latest) : c.json({ message: 'No email sent to that address' }, 404)
  })
  .post('/faults', async (c) => {
    const input = await parse(c, FaultSpec)
    if (input instanceof Response) return input
    return c.json({ id: await addFault(c.env.DB, input) }, 201)
  })
  .get('/faults', async (c) => c.json({ faults: await listFaults(c.env.DB) }))
  .delete('/faults', async (c) => {
    await c.env.DB.prepare('DELETE FROM faults').run()
    return c.json({ ok: true })
  })
  .get('/monitoring', async (c) => c.json({ events: await monitoringEvents(c.env.DB) }))
  // Content: publish (a new master ref; the old one now answers 410) and preview sessions (with draft data).
  .post('/prismic/publish', async (c) => c.json({ ref: await publish(c.env.DB) }))
  .post('/prismic/preview', async (c) => {
    const input = await parse(
      c,
      v.object({
        documentId: v.string(),
        lifetimeMs: v.optional(v.pipe(v.number(), v.minValue(0)), 30 * 60_000),
        data: v.optional(v.record(v.string(), v.unknown())),
      }),
    )
    if (input instanceof Response) return input
    return c.json({ ref: await createPreview(c.env.DB, input.documentId, input.lifetimeMs, input.data) })
  })
  // The demo variant of advance information: only some parts asked for (none → all complete), then published.
  .post('/prismic/advance-information', async (c) => {
    const input = await parse(
      c,
      v.object({ parts: v.array(v.picklist(['default', 'address', 'villaConfiguration', 'flight', 'registration'])) }),
    )
    if (input instanceof Response) return input
    // Every locale's document asks for the same parts, each in its own words.
    const update = c.env.DB.prepare('UPDATE prismic_documents SET data = ? WHERE id = ?')
    await c.env.DB.batch(
      advanceInformationIds.map(({ lang, id }) =>
        update.bind(
          JSON.stringify(
            advanceInformationData(
              input.parts,
              moreContentTranslations.find((t) => t.lang === lang),
            ),
          ),
          id,
        ),
      ),
    )
    return c.json({ ref: await publish(c.env.DB) })
  })
  // A document unpublished (a translation a repository lacks, say), then published; answers the row, for putting back.
  .delete('/prismic/documents/:id', async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM prismic_documents WHERE id = ?')
      .bind(c.req.param('id'))
      .first<DocumentRow>()
    if (!row) return c.json({ message: 'No such document' }, 404)
    await c.env.DB.prepare('DELETE FROM prismic_documents WHERE id = ?').bind(row.id).run()
    return c.json({ document: row, ref: await publish(c.env.DB) })
  })
  // An unpublished document put back as DELETE answered it, then published.
  .put('/prismic/documents/:id', async (c) => {
    const row = await parse(c, DocumentRowBody)
    if (row instanceof Response) return row
    if (row.id !== c.req.param('id')) return c.json({ message: 'id: does not match the path' }, 400)
    await c.env.DB.prepare(
      'INSERT OR REPLACE INTO prismic_documents (id, uid, type, lang, tags, data, first_publication_date, last_publication_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        row.id,
        row.uid,
        row.type,
        row.lang,
        row.tags,
        row.data,
        row.first_publication_date,
        row.last_publication_date,
      )
      .run()
    return c.json({ ref: await publish(c.env.DB) })
  })
  // A document's new data (any locale's, by id), then published: what an editor's change and publish would do.
  .post('/prismic/documents/:id', async (c) => {
    const input = await parse(c, v.object({ data: v.record(v.string(), v.unknown()) }))
    if (input instanceof Response) return input
    const changed = await c.env.DB.prepare('UPDATE prismic_documents SET data = ? WHERE id = ?')
      .bind(JSON.stringify(input.data), c.req.param('id'))
      .run()
    if (!changed.meta.changes) return c.json({ message: 'No such document' }, 404)
    return c.json({ ref: await publish(c.env.DB) })
  })
  .get('/dynamics/writes', async (c) => {
    const rows = (
      await c.env.DB.prepare('SELECT * FROM dyn_writes ORDER BY seq').all<{
        seq: number
        method: string
        entity_set: string
        id: string
        body: string
        at: string
      }>()
    ).results
    return c.json({ writes: rows.map((r) => ({ ...r, body: JSON.parse(r.body) })) })
  })
  // Wellness cancellations, in order; `REBOOK` rows mark where every visit was booked again.
  .get('/mindbody/writes', async (c) => {
    const rows = (
      await c.env.DB.prepare('SELECT * FROM mb_writes ORDER BY seq').all<{
        seq: number
        path: string
        visit_id: number | null
        body: string
        at: string
      }>()
    ).results
    return c.json({ writes: rows.map((r) => ({ ...r, body: JSON.parse(r.body) })) })
  })
  .post('/mindbody/rebook', async (c) => {
    await rebookVisits(c.env.DB)
    return c.json({ ok: true })
  })
  .get('/settings', async (c) =>
    c.json({ accessTokenTtl: Number((await getSetting(c.env.DB, 'accessTokenTtl')) ?? defaultAccessTokenTtl) }),
  )
  .post('/settings', async (c) => {
    const input = await parse(c, Settings)
    if (input instanceof Response) return input
    if (input.accessTokenTtl) await setSetting(c.env.DB, 'accessTokenTtl', String(input.accessTokenTtl))
    return c.json({ ok: true })
  })
