import type { SupabaseClient } from '@supabase/supabase-js'
import type { Config } from '../integrations/config.ts'
import type { SignedInUser } from '../integrations/auth/session.ts'
import type { Profile } from '../integrations/auth/profile.ts'
import type { Tables } from '../integrations/auth/tables.ts'
import type { RouteMatch } from '../domain/route-match.ts'
import type { SiteMap } from '../domain/site-map.ts'
import type { BookingStore } from './bookings.ts'
import type { Booking } from '../domain/booking.ts'
import type { LimitBinding } from '../domain/limits.ts'
import type { Locale } from '../domain/locale.ts'
import type { Texts } from '../i18n/texts.ts'

/** The Workers Rate Limiting bindings, one per row of src/domain/limits.ts (decision 034). */
type LimitBindings = { readonly [B in LimitBinding]: RateLimit }

/** Bindings from wrangler.toml ([vars], secrets, [assets], [[ratelimits]]). README "Configuration" lists them. */
export interface Bindings extends LimitBindings {
  readonly ASSETS: Fetcher
  readonly SITE_URL: string
  readonly MARKETING_SITE_URL: string
  readonly SUPABASE_URL: string
  readonly SUPABASE_ANON_KEY: string
  /** Server only, companions only (decision 033); optional: without it guests cannot be invited. */
  readonly SUPABASE_SERVICE_ROLE_KEY?: string
  readonly DYNAMICS_URL: string
  readonly DYNAMICS_TOKEN_URL: string
  readonly DYNAMICS_CLIENT_ID: string
  readonly DYNAMICS_CLIENT_SECRET: string
  readonly RESORT_TIME_ZONE?: string
  readonly MINDBODY_URL: string
  readonly MINDBODY_API_KEY: string
  readonly MINDBODY_SITE_ID: string
  readonly MINDBODY_STAFF_USERNAME: string
  readonly MINDBODY_STAFF_PASSWORD: string
  readonly PRISMIC_ENDPOINT: string
  readonly PRISMIC_ACCESS_TOKEN?: string
  readonly PRISMIC_WEBHOOK_SECRET?: string
  /** Which deployed version of the worker this is (wrangler.toml `[version_metadata]`), for monitoring reports. */
  readonly CF_VERSION_METADATA?: { readonly id: string; readonly tag?: string; readonly timestamp?: string }
  /** Workers KV: the content cache. */
  readonly CONTENT_CACHE: KVNamespace
  /** Workers KV: when a sign-in code was last asked for an address, and its wrong tries (decision 028). */
  readonly SIGN_IN_CODES: KVNamespace
  readonly MONITORING_INTAKE_URL?: string
  readonly MONITORING_TOKEN?: string
  readonly MONITORING_ON_LOCALHOST?: string
  readonly OFFLINE_COPY_KEY?: string
}

/** Request-scoped values set by middleware, typed once for every route (STYLE §2). */
export interface Variables {
  secureHeadersNonce?: string
  requestId: string
  config: Config
  /** The request's auth client, built on first use (anonymous page views rarely need one). */
  auth: () => SupabaseClient
  /** The auth service's tables as the signed-in user (or nobody), for reads that need no auth client. */
  tables: () => Tables
  user: SignedInUser | null
  /** The auth service could not say whether the session holds (down or slow): nobody is known to be signed out. */
  sessionUnknown: boolean
  /** The signed-in user's profile, read at most once per request and only when asked for. */
  profile: () => Promise<Profile | null>
  /** The portal's routes and what they give: matching, navigation, kept pages (set once by the worker). */
  site: SiteMap
  route: RouteMatch | undefined
  /** The guest's bookings, read on first use. */
  bookings: () => BookingStore
  /**
   * The selected booking, on pages that need one (the booking selection middleware): the saved
   * one once the guest's bookings confirm it is theirs, else undefined. Read once, on first use.
   */
  booking: () => Promise<Booking | undefined>
  /**
   * The selected booking's id before the bookings are read (from the booking cookie), so reads scoped to it can start
   * at once.
   */
  bookingId: string | undefined
  /** The request's language (decision 045): the guest's choice, else the browser's, else English. */
  locale: Locale
  /** The language came from Accept-Language (no choice made): the response varies on that header. */
  localeFromHeader: boolean
  /** The message catalogue in the request's language. */
  texts: Texts
  /** The ref of an accepted content preview session (src/http/preview.ts). */
  previewRef: string | undefined
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}
