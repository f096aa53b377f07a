// The one-time tokens behind emailed links and codes. Like GoTrue, each email carries two forms
// of one token: a long hash for links (`/verify?token=…`, `verifyOtp({token_hash})`) and a
// 6-digit code for `verifyOtp({email, token})`.
import { randomHex } from './jwt.ts'

export type EmailType = 'recovery' | 'signup' | 'magiclink' | 'invite'

/** Links and codes live an hour: GoTrue's default mailer OTP expiry. */
export const linkLifetimeMs = 60 * 60 * 1000

export interface OneTimeToken {
  readonly tokenHash: string
  readonly otp: string
}

export interface TokenRow {
  readonly token_hash: string
  readonly otp: string
  readonly user_id: string
  readonly type: EmailType
  readonly redirect_to: string | null
  readonly code_challenge: string | null
  readonly code_challenge_method: string | null
  readonly created_at: number
  readonly used: number
}

function sixDigits(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')
}

/**
 * Makes the token for a new email, replacing the user's earlier one of the same kind (GoTrue keeps
 * one per user and kind, so only the newest email works). A PKCE request gets GoTrue's `pkce_`
 * prefix, which is how /verify knows where to put an error for a link it cannot find.
 */
export async function createOneTimeToken(
  db: D1Database,
  options: {
    userId: string
    type: EmailType
    redirectTo: string | null
    codeChallenge: string | null
    codeChallengeMethod: string | null
  },
): Promise<OneTimeToken> {
  const tokenHash = `${options.codeChallenge ? 'pkce_' : ''}${randomHex(28)}`
  const otp = sixDigits()
  await db.batch([
    db.prepare('DELETE FROM auth_one_time_tokens WHERE user_id = ? AND type = ?').bind(options.userId, options.type),
    db
      .prepare(
        'INSERT INTO auth_one_time_tokens (token_hash, otp, user_id, type, redirect_to, code_challenge, code_challenge_method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        tokenHash,
        otp,
        options.userId,
        options.type,
        options.redirectTo,
        options.codeChallenge,
        options.codeChallengeMethod,
        Date.now(),
      ),
  ])
  return { tokenHash, otp }
}

/**
 * Whether a verify request's `type` may spend a stored token: `email` is the newer name for signup and magic-link
 * codes.
 */
function accepts(requested: string | undefined, stored: EmailType): boolean {
  if (requested === undefined || requested === stored) return true
  if (requested === 'email' || requested === 'magiclink') return stored === 'signup' || stored === 'magiclink'
  return false
}

/**
 * Spends a one-time token found by its hash or by the user's email and 6-digit code: answers its
 * row if it was unused, fresh and of an accepted type, and marks it used (atomically, so a
 * double click spends it once).
 */
export async function spendToken(
  db: D1Database,
  where: { tokenHash: string } | { email: string; otp: string },
  type?: string,
): Promise<TokenRow | undefined> {
  const rows =
    'tokenHash' in where
      ? await db
          .prepare('SELECT * FROM auth_one_time_tokens WHERE token_hash = ?')
          .bind(where.tokenHash)
          .all<TokenRow>()
      : await db
          .prepare(
            'SELECT t.* FROM auth_one_time_tokens t JOIN auth_users u ON u.id = t.user_id WHERE u.email = ? AND t.otp = ?',
          )
          .bind(where.email.trim(), where.otp.trim())
          .all<TokenRow>()
  const row = rows.results.find((r) => !r.used && Date.now() - r.created_at <= linkLifetimeMs && accepts(type, r.type))
  if (!row) return undefined
  const spent = await db
    .prepare('UPDATE auth_one_time_tokens SET used = 1 WHERE token_hash = ? AND used = 0 RETURNING token_hash')
    .bind(row.token_hash)
    .first()
  return spent ? row : undefined
}
