// The emails GoTrue would send, kept in the outbox table for tests and people to read
// (GET /__sandbox/outbox). Plain text first: a person reading the outbox needs the link.
import { nowIso } from '../db.ts'
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

const wording: Record<EmailType, { subject: string; intro: string; action: string }> = {
  recovery: {
    subject: 'Reset your password',
    intro: 'Someone asked to set a new password for your Guest Hub account.',
    action: 'Choose a new password',
  },
  signup: {
    subject: 'Confirm your email address',
    intro: 'Please confirm the email address of your Guest Hub account.',
    action: 'Confirm your email address',
  },
  magiclink: {
    subject: 'Your sign-in link',
    intro: 'Here is the link to sign in to your Guest Hub.',
    action: 'Sign in',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to the Guest Hub.',
    action: 'Accept the invitation',
  },
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')

export interface OutboxMessage {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly links: string[]
  /** The 6-digit code the email also carries (an extra for tests; the real email shows it in its text). */
  readonly code: string | null
  readonly type: string
  readonly sentAt: string
}

export async function sendEmail(
  db: D1Database,
  email: { to: string; type: EmailType; link: string; code: string },
): Promise<void> {
  const { subject, intro, action } = wording[email.type]
  const text = [
    intro,
    `${action}: ${email.link}`,
    `Or enter this code: ${email.code}`,
    'The link and the code work once, for one hour. If you did not ask for this, you can ignore this email.',
  ].join('\n\n')
  const html = `<p>${intro}</p><p><a href="${escapeHtml(email.link)}">${action}</a></p><p>Or enter this code: <strong>${email.code}</strong></p>`
  await db
    .prepare(
      'INSERT INTO outbox (recipient, subject, text, html, links, code, type, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(email.to, subject, text, html, JSON.stringify([email.link]), email.code, email.type, nowIso())
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
