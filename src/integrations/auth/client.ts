import { createServerClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Config } from '../config.ts'
import { retryingFetch } from '../fetch-with-retry.ts'

export interface CookieToSet {
  readonly name: string
  readonly value: string
  readonly options: CookieSetOptions
}

export interface CookieSetOptions {
  readonly path?: string | undefined
  readonly maxAge?: number | undefined
  readonly sameSite?: 'lax' | 'strict' | 'none' | boolean | undefined
  readonly httpOnly?: boolean | undefined
  readonly secure?: boolean | undefined
  readonly domain?: string | undefined
  readonly expires?: Date | undefined
}

/** How the auth client reads the request's cookies and hands back the ones to set. */
export interface CookieJar {
  getAll(): { name: string; value: string }[]
  setAll(cookies: CookieToSet[], headers: Record<string, string>): void
}

/** DESIGN.md security rules: the browser never needs a token, so the session cookies are HttpOnly. */
export const authCookieOptions = {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: true,
  maxAge: 400 * 24 * 60 * 60,
} as const

/**
 * A Supabase server client bound to one request's cookies. PKCE flow, so recovery links
 * carry a code that only this browser (holding the verifier cookie) can exchange.
 * Chunking at 3180 characters is @supabase/ssr's own default (SPEC §9).
 */
export function createAuthClient(config: Config, jar: CookieJar): SupabaseClient {
  return createServerClient(config.SUPABASE_URL, config.SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies, headers) => jar.setAll(cookies as CookieToSet[], headers),
    },
    cookieOptions: authCookieOptions,
    auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false },
    // SPEC §8 retry rules for every call, with a per-attempt timeout so a hung service
    // cannot hang a page; the profile read turns postgrest-js's own retries off.
    global: { fetch: retryingFetch({ timeoutMs: 8000, maxWaitMs: 2000 }) },
  })
}
