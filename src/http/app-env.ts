import type { SupabaseClient } from '@supabase/supabase-js'
import type { Config } from '../integrations/config.ts'
import type { SignedInUser } from '../integrations/auth/session.ts'
import type { Profile } from '../integrations/auth/profile.ts'
import type { RouteMatch } from '../domain/routes.ts'

/** Bindings from wrangler.toml ([vars], secrets, [assets]). README "Configuration" lists them. */
export interface Bindings {
  readonly ASSETS: Fetcher
  readonly SITE_URL: string
  readonly MARKETING_SITE_URL: string
  readonly SUPABASE_URL: string
  readonly SUPABASE_ANON_KEY: string
  readonly MONITORING_INTAKE_URL?: string
  readonly MONITORING_TOKEN?: string
}

/** Request-scoped values set by middleware, typed once for every route (STYLE §2). */
export interface Variables {
  secureHeadersNonce?: string
  requestId: string
  config: Config
  /** The request's auth client, built on first use (anonymous page views rarely need one). */
  auth: () => SupabaseClient
  user: SignedInUser | null
  /** The signed-in user's profile, read at most once per request and only when asked for. */
  profile: () => Promise<Profile | null>
  route: RouteMatch | undefined
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}
