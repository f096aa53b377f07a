import { getSetting, nowIso } from '../db.ts'
import { randomToken, signJwt } from './jwt.ts'
import { appMetadataOf, userJson, type UserRow } from './users.ts'

export type SignInMethod = 'password' | 'otp' | 'recovery' | 'magiclink' | 'email/signup' | 'invite'

/** Seconds an access token lives unless /__sandbox/settings says otherwise (GoTrue's default jwt_exp). */
export const defaultAccessTokenTtl = 3600

/** A new session for the user: a signed access token and a one-use refresh token. */
export async function issueSession(
  db: D1Database,
  issuer: string,
  user: UserRow,
  method: SignInMethod,
  sessionId?: string,
): Promise<Record<string, unknown>> {
  const ttl = Number((await getSetting(db, 'accessTokenTtl')) ?? defaultAccessTokenTtl)
  const now = Math.floor(Date.now() / 1000)
  const id = sessionId ?? crypto.randomUUID()
  const refreshToken = randomToken(16)
  const signedInAt = nowIso()
  const statements = [
    db.prepare('INSERT INTO auth_refresh_tokens (token, session_id) VALUES (?, ?)').bind(refreshToken, id),
  ]
  if (!sessionId) {
    statements.push(
      db
        .prepare('INSERT INTO auth_sessions (id, user_id, method, created_at) VALUES (?, ?, ?, ?)')
        .bind(id, user.id, method, signedInAt),
    )
    statements.push(db.prepare('UPDATE auth_users SET last_sign_in_at = ? WHERE id = ?').bind(signedInAt, user.id))
  }
  await db.batch(statements)
  const fresh = { ...user, last_sign_in_at: sessionId ? user.last_sign_in_at : signedInAt }
  // The project's custom access token hook (docs/decisions/012-contact-claim.md) copies the
  // profile's booking-system contact id into the token, and (decision 019) the first name and
  // wellness client id, so a page's shell and its wellness read need no profile read first.
  const profile = await db
    .prepare('SELECT msd_contact_id, first_name, mindbody_client_id FROM profiles WHERE id = ?')
    .bind(user.id)
    .first<{ msd_contact_id: string | null; first_name: string | null; mindbody_client_id: string | null }>()
  const accessToken = await signJwt(db, {
    iss: issuer,
    aud: 'authenticated',
    sub: user.id,
    exp: now + ttl,
    iat: now,
    email: user.email,
    phone: user.phone,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: id,
    app_metadata: appMetadataOf(user),
    user_metadata: JSON.parse(user.user_metadata),
    is_anonymous: false,
    ...(profile?.msd_contact_id ? { msd_contact_id: profile.msd_contact_id } : {}),
    ...(profile?.first_name ? { first_name: profile.first_name } : {}),
    ...(profile?.mindbody_client_id ? { mindbody_client_id: profile.mindbody_client_id } : {}),
  })
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: now + ttl,
    refresh_token: refreshToken,
    user: userJson(fresh),
  }
}

export type RefreshOutcome =
  | { readonly session: Record<string, unknown> }
  | { readonly error: 'refresh_token_not_found' | 'refresh_token_already_used' }

/**
 * Rotates a refresh token. Real GoTrue tolerates reuse of a spent token within 10 s (its
 * refresh_token_reuse_interval) and then answers the session's newest token; the sandbox is
 * strict, so a portal that refreshes twice with one token shows it at once.
 */
export async function refreshSession(db: D1Database, issuer: string, token: string): Promise<RefreshOutcome> {
  const row = await db
    .prepare(
      'SELECT t.used, s.id AS session_id, s.revoked, s.user_id, s.method FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token = ?',
    )
    .bind(token)
    .first<{ used: number; session_id: string; revoked: number; user_id: string; method: SignInMethod }>()
  if (!row || row.revoked) return { error: 'refresh_token_not_found' }
  if (row.used) return { error: 'refresh_token_already_used' }
  const user = await db.prepare('SELECT * FROM auth_users WHERE id = ?').bind(row.user_id).first<UserRow>()
  if (!user) return { error: 'refresh_token_not_found' }
  // Claimed atomically: of two refreshes racing with one token, exactly one wins.
  const claimed = await db
    .prepare('UPDATE auth_refresh_tokens SET used = 1 WHERE token = ? AND used = 0 RETURNING token')
    .bind(token)
    .first()
  if (!claimed) return { error: 'refresh_token_already_used' }
  return { session: await issueSession(db, issuer, user, row.method, row.session_id) }
}

export async function sessionActive(db: D1Database, sessionId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT revoked FROM auth_sessions WHERE id = ?')
    .bind(sessionId)
    .first<{ revoked: number }>()
  return row !== null && row.revoked === 0
}
