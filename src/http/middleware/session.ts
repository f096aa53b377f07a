import { createMiddleware } from 'hono/factory'
import type { SupabaseClient } from '@supabase/supabase-js'
import { setCookie } from 'hono/cookie'
import { requestCookies } from './cookies.ts'
import type { AppEnv } from './app-env.ts'
import { createAuthClient, type CookieJar } from '../../integrations/auth/client.ts'
import { checkSession, type SessionCheck } from '../../integrations/auth/session.ts'
import { rememberSession, sessionKey, verifiedSession } from '../../integrations/auth/verified-sessions.ts'
import { tablesAs, type Tables } from '../../integrations/auth/tables.ts'
import { getProfile, type Profile } from '../../integrations/auth/profile.ts'
import { report } from './report.ts'

/** Bridges @supabase/ssr's cookie methods to Hono: cookies land on the response before it streams. */
function honoCookieJar(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]): CookieJar {
  return {
    getAll: () => Object.entries(requestCookies(c)).map(([name, value]) => ({ name, value })),
    setAll: (cookies, headers) => {
      for (const { name, value, options } of cookies) {
        setCookie(c, name, value, {
          path: options.path ?? '/',
          maxAge: options.maxAge,
          sameSite: options.sameSite === true ? 'Strict' : options.sameSite === false ? undefined : options.sameSite,
          httpOnly: options.httpOnly,
          secure: options.secure,
          domain: options.domain,
          expires: options.expires,
        })
      }
      for (const [key, value] of Object.entries(headers)) c.header(key, value)
    },
  }
}

// The auth client's cookies: `sb-<project>-auth-token`, in chunks, and the sign-in verifier.
const authCookiePrefix = 'sb-'

/**
 * Session middleware: the user confirmed by the JWT signature (an expiring token is refreshed first), the auth
 * client built only when something needs it, and a lazy, memoised profile read.
 *
 * The exact cookies of a session verified earlier in this isolate are trusted again until two minutes before the
 * token expires (decision 037); any other cookies go through the auth client's `getClaims`.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  let client: SupabaseClient | undefined
  let cookiesWritten = false
  const jar = honoCookieJar(c)
  const auth = () =>
    (client ??= createAuthClient(c.get('config'), {
      getAll: jar.getAll,
      setAll: (cookies, headers) => {
        cookiesWritten = true
        jar.setAll(cookies, headers)
      },
    }))
  c.set('auth', auth)
  // Most anonymous requests carry no auth cookie: no client, no check.
  const key = sessionKey(requestCookies(c), authCookiePrefix)
  const now = Date.now()
  const known = key === undefined ? undefined : verifiedSession(key, now)
  const check: SessionCheck = known ?? (key === undefined ? { user: null } : await checkSession(auth()))
  // A refreshed session has new cookies: it is remembered under them on the guest's next request.
  if (!known && key !== undefined && check.user && !cookiesWritten) rememberSession(key, check, now)
  const failure = check.user === null && 'failure' in check ? check.failure : undefined
  c.set('sessionUnknown', !!failure?.retryable)
  if (failure?.retryable) {
    report(
      c,
      'auth.session',
      new Error(`Session check failed: ${failure.code ?? failure.status ?? 'network'}`),
      'warning',
    )
  }
  c.set('user', check.user)
  let tables: Tables | undefined
  c.set('tables', () => (tables ??= tablesAs(c.get('config'), check.user ? check.accessToken : undefined)))
  let profile: Promise<Profile | null> | undefined
  c.set('profile', () => {
    const user = c.get('user')
    if (!user) return Promise.resolve(null)
    profile ??= getProfile(c.get('tables')(), user.id)
    return profile
  })
  await next()
})
