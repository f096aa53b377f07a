// The GoTrue calls that send email: /recover, /otp, /resend and /signup. They answer `{}` for an
// unknown address too (no account enumeration), and write what they send to the outbox.
import { Hono } from 'hono'
import * as v from 'valibot'
import { authError } from './errors.ts'
import { allowedRedirect, readBody, type AuthContext, type AuthEnv } from './auth-request.ts'
import { overEmailRateLimit, sendEmail } from './email.ts'
import { emailKind, inviteOpening } from './email-wording.ts'
import { createOneTimeToken, type EmailType } from './one-time-tokens.ts'
import { weakPasswordMessage, weakPasswordReasons } from './password-policy.ts'
import { createUser, findUser, findUserByEmail, userJson, type UserRow } from './users.ts'

const Email = v.pipe(v.string(), v.trim(), v.email())
// supabase-js sends both as null outside the PKCE flow.
const Pkce = {
  code_challenge: v.nullish(v.pipe(v.string(), v.minLength(1))),
  code_challenge_method: v.nullish(v.picklist(['s256', 'S256', 'plain'])),
}
export type PkceInput = {
  code_challenge?: string | null | undefined
  code_challenge_method?: string | null | undefined
}

const Recover = v.object({ email: Email, ...Pkce })
const Otp = v.object({
  email: Email,
  create_user: v.optional(v.boolean(), true),
  data: v.optional(v.record(v.string(), v.unknown())),
  ...Pkce,
})
const Resend = v.object({ email: Email, type: v.picklist(['signup'], 'Missing one of these types: signup'), ...Pkce })
const Signup = v.object({
  email: Email,
  password: v.string(),
  data: v.optional(v.record(v.string(), v.unknown())),
  ...Pkce,
})

/**
 * Emails a link and a code. Signup and invite links go straight to the portal with the token hash (the
 * templates README asks for, as Supabase recommends for server-side apps: the portal verifies them with
 * `verifyOtp`); the others go to GoTrue's /verify, which sends the guest on to `redirect_to`.
 */
export async function mail(c: AuthContext, user: UserRow, type: EmailType, pkce: PkceInput): Promise<void> {
  const redirectTo = allowedRedirect(c, c.req.query('redirect_to'))
  const token = await createOneTimeToken(c.env.DB, {
    userId: user.id,
    type,
    redirectTo,
    codeChallenge: pkce.code_challenge ?? null,
    codeChallengeMethod: pkce.code_challenge ? (pkce.code_challenge_method ?? 's256').toLowerCase() : null,
  })
  const site = c.env.SITE_URL.replace(/\/+$/, '')
  const metadata = JSON.parse(user.user_metadata) as Record<string, unknown>
  // The portal's invitation, when it gave one: its accept page can send a fresh link once this one is spent (issue 38).
  const invitation = typeof metadata.invitation_id === 'string' ? `&invitation=${metadata.invitation_id}` : ''
  const link =
    type === 'signup'
      ? `${site}/account/verify-email?token_hash=${token.tokenHash}&type=signup`
      : type === 'invite'
        ? `${site}/account/accept-invitation?token_hash=${token.tokenHash}&type=invite${invitation}`
        : `${new URL(c.req.url).origin}/auth/v1/verify?token=${token.tokenHash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
  const kind = emailKind(type, redirectTo, c.env.SITE_URL)
  const opening = kind === 'invite' ? inviteOpening(metadata) : undefined
  await sendEmail(c.env.DB, { to: user.email, type, kind, link, code: token.otp, opening })
}

export const rateLimited = (c: AuthContext) =>
  authError(c, 429, 'over_email_send_rate_limit', 'email rate limit exceeded')

export const mailRoutes = new Hono<AuthEnv>()
  .post('/recover', async (c) => {
    const input = await readBody(c, Recover)
    if (input instanceof Response) return input
    const user = await findUserByEmail(c.env.DB, input.email)
    if (user) {
      if (await overEmailRateLimit(c.env.DB, user.email)) return rateLimited(c)
      await mail(c, user, 'recovery', input)
    }
    return c.json({})
  })
  .post('/otp', async (c) => {
    const input = await readBody(c, Otp)
    if (input instanceof Response) return input
    const db = c.env.DB
    let user = await findUserByEmail(db, input.email)
    if (!user && !input.create_user) return authError(c, 422, 'otp_disabled', 'Signups not allowed for otp')
    if (user && (await overEmailRateLimit(db, user.email))) return rateLimited(c)
    // A new address becomes an unconfirmed user; following the magic link confirms it. (The real
    // service sends its sign-up template here; the portal never signs people up by email link.)
    user ??= await findUser(db, await createUser(db, { email: input.email, confirmed: false, metadata: input.data }))
    await mail(c, user!, 'magiclink', input)
    return c.json({})
  })
  .post('/resend', async (c) => {
    const input = await readBody(c, Resend)
    if (input instanceof Response) return input
    const user = await findUserByEmail(c.env.DB, input.email)
    if (user && !user.email_confirmed_at) {
      if (await overEmailRateLimit(c.env.DB, user.email)) return rateLimited(c)
      await mail(c, user, 'signup', input)
    }
    return c.json({})
  })
  .post('/signup', async (c) => {
    const input = await readBody(c, Signup)
    if (input instanceof Response) return input
    const db = c.env.DB
    if (await findUserByEmail(db, input.email))
      return authError(c, 422, 'user_already_exists', 'User already registered')
    const reasons = weakPasswordReasons(input.password)
    if (reasons.length)
      return authError(c, 422, 'weak_password', weakPasswordMessage(reasons), { weak_password: { reasons } })
    const user = (await findUser(
      db,
      await createUser(db, { email: input.email, password: input.password, confirmed: false, metadata: input.data }),
    ))!
    await mail(c, user, 'signup', input)
    // With email confirmation on, GoTrue answers the new user and no session.
    return c.json(userJson(user))
  })
