import { createMiddleware } from 'hono/factory'
import type { SupabaseClient } from '@supabase/supabase-js'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from './app-env.ts'
import { createAuthClient, type CookieJar } from '../integrations/auth/client.ts'
import { checkSession } from '../integrations/auth/session.ts'
import { getProfile, type Profile } from '../integrations/auth/profile.ts'
import { report } from './report.ts'

/** Bridges @supabase/ssr's cookie methods to Hono: cookies land on the response before it streams. */
function honoCookieJar(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]): CookieJar {
  return {
    getAll: () => Object.entries(getCookie(c)).map(([name, value]) => ({ name, value })),
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

/**
 * Session middleware: a Supabase server client per request, the user confirmed by the JWT
 * signature (an expiring token is refreshed first), and a lazy, memoised profile read.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  let client: SupabaseClient | undefined
  const auth = () => (client ??= createAuthClient(c.var.config, honoCookieJar(c)))
  c.set('auth', auth)
  // Most anonymous requests carry no auth cookie: skip building a client for them.
  const hasSession = Object.keys(getCookie(c)).some((name) => name.startsWith('sb-'))
  const check = hasSession ? await checkSession(auth()) : { user: null }
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
  let profile: Promise<Profile | null> | undefined
  c.set('profile', () => {
    const user = c.var.user
    if (!user) return Promise.resolve(null)
    profile ??= getProfile(auth(), user.id)
    return profile
  })
  await next()
})
