// Brevo's transactional email API (POST /v3/smtp/email), the subset the portal's reminders use, with an outbox tests
// read at GET /__sandbox/brevo/outbox. As Brevo: `api-key` header (401 `unauthorized` "Key not found"), 400
// `missing_parameter` / `invalid_parameter`, 201 `{messageId}`; the same `headers.idempotencyKey` within its time to
// live answers the first send's messageId again and sends nothing (docs/decisions/050-email-provider.md).
import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../db.ts'
import { sandboxBrevoKey } from './keys.ts'

export const brevoSchema = [
  `CREATE TABLE brevo_outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, sender TEXT NOT NULL,
    recipient TEXT NOT NULL COLLATE NOCASE, subject TEXT NOT NULL, html TEXT, text TEXT, headers TEXT NOT NULL,
    idempotency_key TEXT UNIQUE, sent_at TEXT NOT NULL)`,
]

/** Brevo keeps an idempotency key this long (its documentation says 15 to 30 minutes: the shorter is kept here). */
const idempotencyTtlMs = 15 * 60_000

const Address = v.object({ email: v.pipe(v.string(), v.email()), name: v.optional(v.string()) })
const SendBody = v.object({
  sender: Address,
  to: v.pipe(v.array(Address), v.minLength(1), v.maxLength(99)),
  subject: v.pipe(v.string(), v.nonEmpty()),
  htmlContent: v.optional(v.string()),
  textContent: v.optional(v.string()),
  headers: v.optional(v.record(v.string(), v.string())),
  tags: v.optional(v.array(v.string())),
})

const error = (code: string, message: string) => ({ code, message })

export const brevo = new Hono<{ Bindings: SandboxEnv }>()
  .post('/v3/smtp/email', async (c) => {
    if (c.req.header('api-key') !== sandboxBrevoKey) return c.json(error('unauthorized', 'Key not found'), 401)
    const body = v.safeParse(SendBody, await c.req.json().catch(() => undefined))
    if (!body.success) {
      const issue = body.issues[0]
      const field = issue.path?.map((p) => String(p.key)).join('.') ?? 'body'
      return c.json(error('invalid_parameter', `${field} is not valid: ${issue.message}`), 400)
    }
    const send = body.output
    if (!send.htmlContent && !send.textContent)
      return c.json(error('missing_parameter', 'htmlContent or textContent is required'), 400)
    const { idempotencyKey, ...headers } = send.headers ?? {}
    if (idempotencyKey) {
      const kept = await c.env.DB.prepare('SELECT message_id, sent_at FROM brevo_outbox WHERE idempotency_key = ?')
        .bind(idempotencyKey)
        .first<{ message_id: string; sent_at: string }>()
      if (kept && Date.now() - Date.parse(kept.sent_at) < idempotencyTtlMs)
        return c.json({ messageId: kept.message_id }, 201)
      if (kept)
        await c.env.DB.prepare('UPDATE brevo_outbox SET idempotency_key = NULL WHERE idempotency_key = ?')
          .bind(idempotencyKey)
          .run()
    }
    const messageId = `<${Date.now()}.${crypto.randomUUID()}@smtp-relay.mailin.fr>`
    const sender = send.sender.name ? `${send.sender.name} <${send.sender.email}>` : send.sender.email
    await c.env.DB.batch(
      send.to.map((to) =>
        c.env.DB.prepare(
          'INSERT INTO brevo_outbox (message_id, sender, recipient, subject, html, text, headers, idempotency_key, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ).bind(
          messageId,
          sender,
          to.email,
          send.subject,
          send.htmlContent ?? null,
          send.textContent ?? null,
          JSON.stringify(headers),
          send.to.length === 1 ? (idempotencyKey ?? null) : null,
          new Date().toISOString(),
        ),
      ),
    )
    return c.json({ messageId }, 201)
  })
  .all('*', (c) => {
    console.warn(`sandbox: unhandled Brevo path ${c.req.method} ${c.req.path}`)
    return c.json(error('not_found', 'Invalid route'), 404)
  })

export interface BrevoEmail {
  readonly messageId: string
  readonly sender: string
  readonly to: string
  readonly subject: string
  readonly html: string | null
  readonly text: string | null
  readonly headers: Record<string, string>
  readonly sentAt: string
}

/** The emails "sent", oldest first; only those to `to` when given. */
export async function brevoOutbox(db: D1Database, to?: string): Promise<BrevoEmail[]> {
  const rows = await db
    .prepare(
      `SELECT message_id, sender, recipient, subject, html, text, headers, sent_at FROM brevo_outbox${to ? ' WHERE recipient = ?' : ''} ORDER BY seq`,
    )
    .bind(...(to ? [to] : []))
    .all<Record<string, string | null>>()
  return rows.results.map((row) => ({
    messageId: row.message_id!,
    sender: row.sender!,
    to: row.recipient!,
    subject: row.subject!,
    html: row.html ?? null,
    text: row.text ?? null,
    headers: JSON.parse(row.headers ?? '{}') as Record<string, string>,
    sentAt: row.sent_at!,
  }))
}
