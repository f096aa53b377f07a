// What every GoTrue route needs from a request: its JSON body, the user behind its bearer
// token, the issuer it speaks for, and a redirect target it may send people to.
import type { Context } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../db.ts'
import { authError } from './errors.ts'
import { checkJwt } from './jwt.ts'
import { sessionActive } from './sessions.ts'
import { findUser, type UserRow } from './users.ts'

export type AuthEnv = { Bindings: SandboxEnv }
export type AuthContext = Context<AuthEnv>

/** `iss` of the tokens: the sandbox's own origin, as a project's is its Supabase URL. */
export const issuer = (c: AuthContext) => `${new URL(c.req.url).origin}/auth/v1`

/** Parses a JSON body with a schema; a broken body is GoTrue's 400 bad_json, a wrong shape 400 validation_failed. */
export async function readBody<S extends v.GenericSchema>(
  c: AuthContext,
  schema: S,
): Promise<v.InferOutput<S> | Response> {
  let json: unknown
  try {
    json = JSON.parse(await c.req.text())
  } catch (error) {
    return authError(c, 400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`)
  }
  const parsed = v.safeParse(schema, json)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  const field = v.getDotPath(issue)
  return authError(c, 400, 'validation_failed', field ? `${field}: ${issue.message}` : issue.message)
}

export interface BearerUser {
  readonly user: UserRow
  readonly sessionId: string
}

/** The user behind the request's bearer token, or the error GoTrue would answer, in its order of checks. */
export async function bearerUser(c: AuthContext): Promise<BearerUser | Response> {
  const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
  if (!token) return authError(c, 401, 'no_authorization', 'This endpoint requires a Bearer token')
  const checked = await checkJwt(c.env.DB, token)
  if ('error' in checked) {
    const why =
      checked.error === 'expired' ? 'token has invalid claims: token is expired' : 'token signature is invalid'
    return authError(c, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`)
  }
  const user = await findUser(c.env.DB, checked.claims.sub)
  if (!user) return authError(c, 404, 'user_not_found', 'User from sub claim in JWT does not exist')
  if (!(await sessionActive(c.env.DB, checked.claims.session_id))) {
    return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { user, sessionId: checked.claims.session_id }
}

/**
 * A redirect target on the portal's origin, else the site URL: the real project's redirect allow
 * list holds only the site, so a link can never send a guest elsewhere.
 */
export function allowedRedirect(c: AuthContext, wanted: string | null | undefined): string {
  if (!wanted) return c.env.SITE_URL
  try {
    return new URL(wanted).origin === new URL(c.env.SITE_URL).origin ? wanted : c.env.SITE_URL
  } catch {
    return c.env.SITE_URL
  }
}
