// /auth/v1/verify: GET is the link in an email (spends the token, then 303 back to the site),
// POST is `verifyOtp` with a token hash or an email and 6-digit code (answers a session).
import { Hono } from 'hono'
import * as v from 'valibot'
import { nowIso } from '../db.ts'
import { authError } from './errors.ts'
import { allowedRedirect, issuer, readBody, type AuthContext, type AuthEnv } from './auth-request.ts'
import { spendToken, type EmailType, type TokenRow } from './one-time-tokens.ts'
import { issueSession, type SignInMethod } from './sessions.ts'
import { findUser, type UserRow } from './users.ts'

const methodFor: Record<EmailType, SignInMethod> = {
  recovery: 'recovery',
  signup: 'email/signup',
  magiclink: 'magiclink',
  invite: 'invite',
}

const VerifyTypes = ['signup', 'invite', 'magiclink', 'recovery', 'email'] as const
const VerifyBody = v.object({
  type: v.picklist(VerifyTypes, `Verify requires a verification type: ${VerifyTypes.join(', ')}`),
  token_hash: v.optional(v.pipe(v.string(), v.minLength(1))),
  email: v.optional(v.string()),
  token: v.optional(v.string()),
})

/** Following any emailed link or code proves the address, so GoTrue confirms it if it was not yet. */
async function confirmEmail(db: D1Database, user: UserRow): Promise<UserRow> {
  if (user.email_confirmed_at) return user
  const at = nowIso()
  await db
    .prepare('UPDATE auth_users SET email_confirmed_at = ?, updated_at = ? WHERE id = ?')
    .bind(at, at, user.id)
    .run()
  return { ...user, email_confirmed_at: at, updated_at: at }
}

async function userOf(db: D1Database, row: TokenRow | undefined): Promise<UserRow | undefined> {
  const user = row ? await findUser(db, row.user_id) : null
  return user ? confirmEmail(db, user) : undefined
}

/**
 * GoTrue's redirect for a link it cannot use: the error always goes in the fragment, and also in
 * the query when the token was a PKCE one (`pkce_` prefix), where a server can read it.
 */
function errorRedirect(c: AuthContext, redirectTo: string, pkce: boolean): Response {
  const target = new URL(redirectTo)
  const error = {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  }
  if (pkce) for (const [key, value] of Object.entries(error)) target.searchParams.set(key, value)
  target.hash = new URLSearchParams(error).toString()
  return c.redirect(target.href, 303)
}

export const verifyRoutes = new Hono<AuthEnv>()
  .get('/verify', async (c) => {
    const db = c.env.DB
    const token = c.req.query('token') ?? ''
    const redirectTo = allowedRedirect(c, c.req.query('redirect_to'))
    const row = token ? await spendToken(db, { tokenHash: token }, c.req.query('type')) : undefined
    const user = await userOf(db, row)
    if (!row || !user) return errorRedirect(c, redirectTo, token.startsWith('pkce_'))
    const target = new URL(redirectTo)
    if (row.code_challenge) {
      // PKCE: the browser comes back with a code that only the holder of the verifier can use.
      const code = crypto.randomUUID()
      await db
        .prepare(
          'INSERT INTO auth_flow_states (auth_code, user_id, code_challenge, code_challenge_method, method, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(code, user.id, row.code_challenge, row.code_challenge_method ?? 's256', methodFor[row.type], Date.now())
        .run()
      target.searchParams.set('code', code)
      return c.redirect(target.href, 303)
    }
    // Implicit flow: the session rides in the fragment, which only the browser sees.
    const session = await issueSession(db, issuer(c), user, methodFor[row.type])
    target.hash = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: row.type,
    }).toString()
    return c.redirect(target.href, 303)
  })
  .post('/verify', async (c) => {
    const input = await readBody(c, VerifyBody)
    if (input instanceof Response) return input
    const db = c.env.DB
    if (input.token_hash && (input.email || input.token || c.req.query('redirect_to')))
      return authError(c, 400, 'validation_failed', 'Only the token_hash and type should be provided')
    const where = input.token_hash
      ? { tokenHash: input.token_hash }
      : input.email && input.token
        ? { email: input.email, otp: input.token }
        : undefined
    if (!where)
      return authError(c, 400, 'validation_failed', 'Verify requires either a token hash, or an email and a token')
    const row = await spendToken(db, where, input.type)
    const user = await userOf(db, row)
    if (!row || !user) return authError(c, 403, 'otp_expired', 'Token has expired or is invalid')
    return c.json(await issueSession(db, issuer(c), user, methodFor[row.type]))
  })
