// POST /auth/v1/token: the three grants the portal uses (password, refresh_token, pkce).
import { Hono } from 'hono'
import * as v from 'valibot'
import { authError } from './errors.ts'
import { issuer, readBody, type AuthContext, type AuthEnv } from './auth-request.ts'
import { sha256Base64url } from './jwt.ts'
import { issueSession, refreshSession, type SignInMethod } from './sessions.ts'
import { findUser, findUserByEmail, findUserByPhone, passwordMatches } from './users.ts'

/** A PKCE flow state lives five minutes from the moment its code is issued (GoTrue's flow state expiry). */
export const flowStateLifetimeMs = 5 * 60 * 1000

const PasswordGrant = v.object({ email: v.optional(v.string()), phone: v.optional(v.string()), password: v.string() })
const RefreshGrant = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1)) })
const PkceGrant = v.object({
  auth_code: v.pipe(v.string(), v.minLength(1)),
  code_verifier: v.pipe(v.string(), v.minLength(1)),
})

async function passwordGrant(c: AuthContext) {
  const input = await readBody(c, PasswordGrant)
  if (input instanceof Response) return input
  const db = c.env.DB
  const user = input.email
    ? await findUserByEmail(db, input.email)
    : input.phone
      ? await findUserByPhone(db, input.phone)
      : null
  // One answer for an unknown email, a wrong password and an account without a password yet.
  if (!user || !(await passwordMatches(user, input.password)))
    return authError(c, 400, 'invalid_credentials', 'Invalid login credentials')
  if (!user.email_confirmed_at) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed')
  return c.json(await issueSession(db, issuer(c), user, 'password'))
}

async function refreshGrant(c: AuthContext) {
  const input = await readBody(c, RefreshGrant)
  if (input instanceof Response) return input
  const outcome = await refreshSession(c.env.DB, issuer(c), input.refresh_token)
  if ('session' in outcome) return c.json(outcome.session)
  const message =
    outcome.error === 'refresh_token_already_used'
      ? 'Invalid Refresh Token: Already Used'
      : 'Invalid Refresh Token: Refresh Token Not Found'
  return authError(c, 400, outcome.error, message)
}

interface FlowRow {
  readonly user_id: string
  readonly code_challenge: string
  readonly code_challenge_method: string
  readonly method: SignInMethod
  readonly created_at: number
}

async function pkceGrant(c: AuthContext) {
  const input = await readBody(c, PkceGrant)
  if (input instanceof Response) return input
  const db = c.env.DB
  const flow = await db
    .prepare('SELECT * FROM auth_flow_states WHERE auth_code = ? AND used = 0')
    .bind(input.auth_code)
    .first<FlowRow>()
  if (!flow) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
  if (Date.now() - flow.created_at > flowStateLifetimeMs)
    return authError(c, 400, 'flow_state_expired', 'invalid flow state, flow state has expired')
  const s256 = flow.code_challenge_method.toLowerCase() === 's256'
  const presented = s256 ? await sha256Base64url(input.code_verifier) : input.code_verifier
  if (presented !== flow.code_challenge)
    return authError(c, 400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
  // Spent atomically, so one code gives one session however often it is sent.
  const spent = await db
    .prepare('UPDATE auth_flow_states SET used = 1 WHERE auth_code = ? AND used = 0 RETURNING auth_code')
    .bind(input.auth_code)
    .first()
  if (!spent) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
  const user = await findUser(db, flow.user_id)
  if (!user) return authError(c, 404, 'user_not_found', 'User not found')
  return c.json(await issueSession(db, issuer(c), user, flow.method))
}

export const tokenRoutes = new Hono<AuthEnv>().post('/token', async (c): Promise<Response> => {
  const grant = c.req.query('grant_type')
  if (grant === 'password') return passwordGrant(c)
  if (grant === 'refresh_token') return refreshGrant(c)
  if (grant === 'pkce') return pkceGrant(c)
  return authError(c, 400, 'validation_failed', 'unsupported_grant_type')
})
