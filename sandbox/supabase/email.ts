// The emails GoTrue would send, kept in the outbox table for tests and people to read
// (GET /__sandbox/outbox). Plain text first: a person reading the outbox needs the link.
import { nowIso } from '../db.ts'
import { emailWording, type EmailKind } from './email-wording.ts'
import type { EmailType } from './one-time-tokens.ts'

/** More than this many emails to one address within a minute is GoTrue's 429 over_email_send_rate_limit. */
export const emailsPerMinute = 3

export async function overEmailRateLimit(db: D1Database, to: string): Promise<boolean> {
  const since = new Date(Date.now() - 60_000).toISOString()
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND sent_at > ?')
    .bind(to.trim(), since)
    .first<{ n: number }>()
  return (row?.n ?? 0) >= emailsPerMinute
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')

export interface OutboxMessage {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly links: string[]
  /** The 6-digit code the email shows (the sign-in code email only), as an extra for tests to read. */
  readonly code: string | null
  readonly type: string
  readonly sentAt: string
}

/**
 * Writes an email to the outbox in the words of `supabase/templates/` (sandbox/supabase/email-wording.ts):
 * its subject, opening sentence, the code where a page takes one, the link, and how long they last.
 */
export async function sendEmail(
  db: D1Database,
  email: { to: string; type: EmailType; kind: EmailKind; link: string; code: string; opening?: string | undefined },
): Promise<void> {
  const { subject, linkNote, action, closing } = emailWording[email.kind]
  const opening = email.opening ?? emailWording[email.kind].opening
  const code = email.kind === 'magiclink' ? email.code : null
  const first = code ? `${opening} ${code}.` : opening
  const text = [first, linkNote, `${action}: ${email.link}`, closing].filter(Boolean).join('\n\n')
  const html = [
    `<h1>${subject}</h1>`,
    code ? `<p>${opening}</p><p><strong>${code}</strong></p>` : `<p>${escapeHtml(opening)}</p>`,
    linkNote ? `<p>${linkNote}</p>` : '',
    `<p><a href="${escapeHtml(email.link)}">${action}</a></p>`,
    `<p>${closing}</p>`,
  ].join('')
  await db
    .prepare(
      'INSERT INTO outbox (recipient, subject, text, html, links, code, type, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(email.to, subject, text, html, JSON.stringify([email.link]), code, email.type, nowIso())
    .run()
}

interface OutboxRow {
  readonly id: number
  readonly recipient: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly links: string
  readonly code: string | null
  readonly type: string
  readonly sent_at: string
}

const message = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  links: JSON.parse(row.links) as string[],
  code: row.code,
  type: row.type,
  sentAt: row.sent_at,
})

/** Sent emails, newest first: to one address, or the latest hundred. */
export async function readOutbox(db: D1Database, to: string | undefined): Promise<OutboxMessage[]> {
  const query = to
    ? db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC').bind(to.trim())
    : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 100')
  return (await query.all<OutboxRow>()).results.map(message)
}
