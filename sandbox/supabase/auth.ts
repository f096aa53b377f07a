// GoTrue (Supabase Auth) at /auth/v1: the endpoints supabase-js uses, answering as the real
// service does (UPSTREAMS.md). State lives in D1.
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../db.ts'
import { nowIso } from '../db.ts'
import { authError } from './errors.ts'
import { apiVersion, sandboxAnonKey } from './keys.ts'
import { jwks, randomToken, sha256Base64url, verifyJwt } from './jwt.ts'
import { createUser, findUser, findUserByEmail, hashPassword, passwordMatches, userJson, type UserRow } from './users.ts'
import { issueSession, refreshSession, sessionActive, type SignInMethod } from './sessions.ts'
import { createOneTimeToken, overEmailRateLimit, sendEmail, spendToken, type EmailType } from './email.ts'
import { weakPasswordReasons } from './password-policy.ts'

type Env = { Bindings: SandboxEnv }
type C = Context<Env>

const issuer = (c: C) => `${new URL(c.req.url).origin}/auth/v1`

/** Parses a JSON body with a schema; a broken body is GoTrue's 400 bad_json. */
async function body<S extends v.GenericSchema>(c: C, schema: S): Promise<v.InferOutput<S> | Response> {
  let json: unknown
  try {
    json = await c.req.json()
  } catch (error) {
    return authError(c, 400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`)
  }
  const parsed = v.safeParse(schema, json)
  return parsed.success ? parsed.output : authError(c, 400, 'validation_failed', parsed.issues[0].message)
}

/** The user behind the request's bearer token, or the error GoTrue would answer. */
async function bearerUser(c: C): Promise<{ user: UserRow; sessionId: string } | Response> {
  const token = c.req.header('authorization')?.replace(/^Bearer /i, '') ?? ''
  const claims = token ? await verifyJwt(c.env.DB, token) : undefined
  if (!claims) return authError(c, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid')
  if (!(await sessionActive(c.env.DB, claims.session_id))) return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  const user = await findUser(c.env.DB, claims.sub)
  if (!user) return authError(c, 404, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { user, sessionId: claims.session_id }
}

const Email = v.pipe(v.string(), v.trim(), v.email())
const Pkce = { code_challenge: v.nullish(v.string()), code_challenge_method: v.nullish(v.string()) }

/** A redirect target inside the portal; anything else falls back to the site URL (GoTrue's allow list). */
const allowedRedirect = (c: C, wanted: string | undefined) => (wanted && wanted.startsWith(c.env.SITE_URL) ? wanted : c.env.SITE_URL)

async function emailLink(c: C, user: UserRow, type: EmailType, pkce: { code_challenge?: string | null; code_challenge_method?: string | null }) {
  const redirectTo = allowedRedirect(c, c.req.query('redirect_to'))
  const token = await createOneTimeToken(c.env.DB, {
    userId: user.id,
    type,
    redirectTo,
    codeChallenge: pkce.code_challenge ?? null,
    codeChallengeMethod: pkce.code_challenge_method ?? null,
  })
  if (type === 'signup') {
    // The template Supabase recommends for server-side apps links straight to the site.
    return { link: `${c.env.SITE_URL}/account/verify-email?token_hash=${token.tokenHash}&type=signup`, subject: 'Confirm your email address' }
  }
  const link = `${new URL(c.req.url).origin}/auth/v1/verify?token=${token.token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
  return { link, subject: type === 'recovery' ? 'Reset your password' : 'Your sign-in link' }
}

const intro: Record<EmailType, string> = {
  recovery: 'Someone asked to set a new password for your Guest Hub account. Choose it here:',
  signup: 'Please confirm your email address for your Guest Hub account:',
  magiclink: 'Sign in to your Guest Hub with this link:',
}

async function mailTo(c: C, user: UserRow, type: EmailType, pkce: { code_challenge?: string | null; code_challenge_method?: string | null }) {
  const { link, subject } = await emailLink(c, user, type, pkce)
  await sendEmail(c.env.DB, { to: user.email, subject, intro: intro[type], link, type })
}

const methodFor: Record<EmailType, SignInMethod> = { recovery: 'recovery', signup: 'email/signup', magiclink: 'magiclink' }

export const auth = new Hono<Env>()

auth.use(async (c, next) => {
  c.header('X-Supabase-Api-Version', apiVersion)
  if (c.req.path.endsWith('/.well-known/jwks.json') || (c.req.method === 'GET' && c.req.path.endsWith('/verify'))) return next()
  if (c.req.header('apikey') !== sandboxAnonKey) return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
  await next()
})

auth.get('/.well-known/jwks.json', async (c) => c.json(await jwks(c.env.DB)))

auth.post('/token', async (c) => {
  const grant = c.req.query('grant_type')
  if (grant === 'password') {
    const input = await body(c, v.object({ email: v.optional(v.string()), phone: v.optional(v.string()), password: v.string() }))
    if (input instanceof Response) return input
    const user = input.email ? await findUserByEmail(c.env.DB, input.email) : null
    if (!user || !(await passwordMatches(user, input.password))) return authError(c, 400, 'invalid_credentials', 'Invalid login credentials')
    if (!user.email_confirmed_at) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed')
    return c.json(await issueSession(c.env.DB, issuer(c), user, 'password'))
  }
  if (grant === 'refresh_token') {
    const input = await body(c, v.object({ refresh_token: v.string() }))
    if (input instanceof Response) return input
    const outcome = await refreshSession(c.env.DB, issuer(c), input.refresh_token)
    if ('error' in outcome) {
      const message = outcome.error === 'refresh_token_already_used' ? 'Invalid Refresh Token: Already Used' : 'Invalid Refresh Token: Refresh Token Not Found'
      return authError(c, 400, outcome.error, message)
    }
    return c.json(outcome.session)
  }
  if (grant === 'pkce') {
    const input = await body(c, v.object({ auth_code: v.string(), code_verifier: v.string() }))
    if (input instanceof Response) return input
    const flow = await c.env.DB.prepare('SELECT * FROM auth_flow_states WHERE auth_code = ? AND used = 0')
      .bind(input.auth_code)
      .first<{ user_id: string; code_challenge: string; code_challenge_method: string; method: SignInMethod; created_at: number }>()
    if (!flow) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
    if (Date.now() - flow.created_at > 5 * 60 * 1000) return authError(c, 400, 'flow_state_expired', 'invalid flow state, flow state has expired')
    const expected = flow.code_challenge_method.toLowerCase() === 's256' ? await sha256Base64url(input.code_verifier) : input.code_verifier
    if (expected !== flow.code_challenge) return authError(c, 400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
    await c.env.DB.prepare('UPDATE auth_flow_states SET used = 1 WHERE auth_code = ?').bind(input.auth_code).run()
    const user = await findUser(c.env.DB, flow.user_id)
    if (!user) return authError(c, 404, 'user_not_found', 'User not found')
    return c.json(await issueSession(c.env.DB, issuer(c), user, flow.method))
  }
  return authError(c, 400, 'validation_failed', 'unsupported_grant_type')
})

auth.get('/user', async (c) => {
  const who = await bearerUser(c)
  return who instanceof Response ? who : c.json(userJson(who.user))
})

auth.put('/user', async (c) => {
  const who = await bearerUser(c)
  if (who instanceof Response) return who
  const input = await body(c, v.object({ password: v.optional(v.string()), email: v.optional(Email), data: v.optional(v.record(v.string(), v.unknown())) }))
  if (input instanceof Response) return input
  const { user } = who
  if (input.password !== undefined) {
    const reasons = weakPasswordReasons(input.password)
    if (reasons.length) return authError(c, 422, 'weak_password', `Password is too weak: ${reasons.join(', ')}`, { weak_password: { reasons } })
    if (await passwordMatches(user, input.password)) return authError(c, 422, 'same_password', 'New password should be different from the old password.')
    await c.env.DB.prepare('UPDATE auth_users SET password_hash = ?, updated_at = ? WHERE id = ?').bind(await hashPassword(input.password), nowIso(), user.id).run()
  }
  if (input.data) {
    const merged = { ...JSON.parse(user.user_metadata), ...input.data }
    await c.env.DB.prepare('UPDATE auth_users SET user_metadata = ?, updated_at = ? WHERE id = ?').bind(JSON.stringify(merged), nowIso(), user.id).run()
  }
  if (input.email) await c.env.DB.prepare('UPDATE auth_users SET email = ?, updated_at = ? WHERE id = ?').bind(input.email.toLowerCase(), nowIso(), user.id).run()
  return c.json(userJson((await findUser(c.env.DB, user.id))!))
})

auth.post('/logout', async (c) => {
  const who = await bearerUser(c)
  if (who instanceof Response) return who
  const scope = c.req.query('scope') ?? 'global'
  const db = c.env.DB
  if (scope === 'local') await db.prepare('UPDATE auth_sessions SET revoked = 1 WHERE id = ?').bind(who.sessionId).run()
  else if (scope === 'others') await db.prepare('UPDATE auth_sessions SET revoked = 1 WHERE user_id = ? AND id != ?').bind(who.user.id, who.sessionId).run()
  else await db.prepare('UPDATE auth_sessions SET revoked = 1 WHERE user_id = ?').bind(who.user.id).run()
  return c.body(null, 204)
})

/** recover, otp and resend: always `{}` for unknown emails, so nobody learns who has an account. */
function emailRoute(type: EmailType | 'otp') {
  return async (c: C) => {
    const input = await body(c, v.object({ email: Email, type: v.optional(v.string()), create_user: v.optional(v.boolean()), ...Pkce }))
    if (input instanceof Response) return input
    const user = await findUserByEmail(c.env.DB, input.email)
    if (type === 'otp' && !user && input.create_user === false) return authError(c, 422, 'otp_disabled', 'Signups not allowed for otp')
    if (await overEmailRateLimit(c.env.DB, input.email)) return authError(c, 429, 'over_email_send_rate_limit', 'email rate limit exceeded')
    if (user && type === 'signup' && !user.email_confirmed_at) await mailTo(c, user, 'signup', input)
    if (user && (type === 'recovery' || type === 'otp')) await mailTo(c, user, type === 'otp' ? 'magiclink' : 'recovery', input)
    return c.json({})
  }
}
auth.post('/recover', emailRoute('recovery'))
auth.post('/otp', emailRoute('otp'))
auth.post('/resend', emailRoute('signup'))

auth.post('/signup', async (c) => {
  const input = await body(c, v.object({ email: Email, password: v.string(), data: v.optional(v.record(v.string(), v.unknown())) }))
  if (input instanceof Response) return input
  if (await findUserByEmail(c.env.DB, input.email)) return authError(c, 422, 'user_already_exists', 'User already registered')
  const reasons = weakPasswordReasons(input.password)
  if (reasons.length) return authError(c, 422, 'weak_password', `Password is too weak: ${reasons.join(', ')}`, { weak_password: { reasons } })
  const id = await createUser(c.env.DB, { email: input.email, password: input.password, confirmed: false })
  const user = (await findUser(c.env.DB, id))!
  await mailTo(c, user, 'signup', {})
  return c.json(userJson(user))
})

/** The emailed link: spends the token and returns to the site, with a PKCE code when the request had a challenge. */
auth.get('/verify', async (c) => {
  const redirectTo = allowedRedirect(c, c.req.query('redirect_to'))
  const row = await spendToken(c.env.DB, { token: c.req.query('token') ?? '' })
  if (!row) {
    const target = new URL(redirectTo)
    target.searchParams.set('error', 'access_denied')
    target.searchParams.set('error_code', 'otp_expired')
    target.searchParams.set('error_description', 'Email link is invalid or has expired')
    return c.redirect(target.href, 303)
  }
  const user = (await findUser(c.env.DB, row.user_id))!
  if (row.type === 'signup') await c.env.DB.prepare('UPDATE auth_users SET email_confirmed_at = ? WHERE id = ?').bind(nowIso(), user.id).run()
  const target = new URL(row.redirect_to ?? redirectTo)
  if (row.code_challenge) {
    const code = randomToken(18)
    await c.env.DB.prepare('INSERT INTO auth_flow_states (auth_code, user_id, code_challenge, code_challenge_method, method, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(code, user.id, row.code_challenge, row.code_challenge_method ?? 's256', methodFor[row.type], Date.now())
      .run()
    target.searchParams.set('code', code)
    return c.redirect(target.href, 303)
  }
  const session = await issueSession(c.env.DB, issuer(c), user, methodFor[row.type])
  target.hash = new URLSearchParams({
    access_token: String(session.access_token),
    refresh_token: String(session.refresh_token),
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: 'bearer',
    type: row.type,
  }).toString()
  return c.redirect(target.href, 303)
})

auth.post('/verify', async (c) => {
  const input = await body(c, v.object({ type: v.string(), token_hash: v.optional(v.string()), email: v.optional(v.string()), token: v.optional(v.string()) }))
  if (input instanceof Response) return input
  const row = input.token_hash ? await spendToken(c.env.DB, { tokenHash: input.token_hash }) : await spendToken(c.env.DB, { token: input.token ?? '' })
  const user = row ? await findUser(c.env.DB, row.user_id) : null
  if (!row || !user || (input.email && input.email.toLowerCase() !== user.email)) return authError(c, 403, 'otp_expired', 'Token has expired or is invalid')
  if (row.type === 'signup') await c.env.DB.prepare('UPDATE auth_users SET email_confirmed_at = ? WHERE id = ?').bind(nowIso(), user.id).run()
  const fresh = (await findUser(c.env.DB, user.id))!
  return c.json(await issueSession(c.env.DB, issuer(c), fresh, methodFor[row.type]))
})

auth.all('*', (c) => {
  console.warn(`sandbox: unhandled auth path ${c.req.method} ${c.req.path}`)
  return authError(c, 404, 'not_found', `Not found: ${c.req.path}`)
})
