import { nowIso } from '../db.ts'
import { randomToken, sha256Base64url } from './jwt.ts'

export type EmailType = 'recovery' | 'signup' | 'magiclink'

/** One-time links live an hour, as GoTrue's default mailer OTP expiry. */
export const linkLifetimeMs = 60 * 60 * 1000
/** At most this many emails to one address a minute (GoTrue answers 429 over_email_send_rate_limit). */
export const emailsPerMinute = 3

export async function overEmailRateLimit(db: D1Database, to: string): Promise<boolean> {
  const since = new Date(Date.now() - 60_000).toISOString()
  const row = await db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND sent_at > ?').bind(to, since).first<{ n: number }>()
  return (row?.n ?? 0) >= emailsPerMinute
}

export interface OneTimeToken {
  readonly token: string
  readonly tokenHash: string
}

export async function createOneTimeToken(
  db: D1Database,
  options: { userId: string; type: EmailType; redirectTo: string | null; codeChallenge: string | null; codeChallengeMethod: string | null },
): Promise<OneTimeToken> {
  const token = randomToken(18)
  const tokenHash = await sha256Base64url(token)
  await db
    .prepare('INSERT INTO auth_one_time_tokens (token_hash, token, user_id, type, redirect_to, code_challenge, code_challenge_method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(tokenHash, token, options.userId, options.type, options.redirectTo, options.codeChallenge, options.codeChallengeMethod, Date.now())
    .run()
  return { token, tokenHash }
}

export interface TokenRow {
  readonly token_hash: string
  readonly user_id: string
  readonly type: EmailType
  readonly redirect_to: string | null
  readonly code_challenge: string | null
  readonly code_challenge_method: string | null
  readonly created_at: number
  readonly used: number
}

/** Spends a one-time token: answers its row if it was unused and fresh, and marks it used. */
export async function spendToken(db: D1Database, where: { tokenHash: string } | { token: string }): Promise<TokenRow | undefined> {
  const row =
    'tokenHash' in where
      ? await db.prepare('SELECT * FROM auth_one_time_tokens WHERE token_hash = ?').bind(where.tokenHash).first<TokenRow>()
      : await db.prepare('SELECT * FROM auth_one_time_tokens WHERE token = ?').bind(where.token).first<TokenRow>()
  if (!row || row.used || Date.now() - row.created_at > linkLifetimeMs) return undefined
  await db.prepare('UPDATE auth_one_time_tokens SET used = 1 WHERE token_hash = ?').bind(row.token_hash).run()
  return row
}

export async function sendEmail(db: D1Database, email: { to: string; subject: string; intro: string; link: string; type: string }): Promise<void> {
  const text = `${email.intro}\n\n${email.link}\n\nThis link works once, for one hour. If you did not ask for it, you can ignore this email.`
  const html = `<p>${email.intro}</p><p><a href="${email.link.replaceAll('&', '&amp;')}">${email.subject}</a></p>`
  await db
    .prepare('INSERT INTO outbox (recipient, subject, text, html, links, type, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(email.to, email.subject, text, html, JSON.stringify([email.link]), email.type, nowIso())
    .run()
}
