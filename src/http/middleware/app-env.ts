import type { SupabaseClient } from '@supabase/supabase-js'
import type { Config } from '../../integrations/config.ts'
import type { SignedInUser } from '../../integrations/auth/session.ts'
import type { Profile } from '../../integrations/auth/profile.ts'
import type { Tables } from '../../integrations/auth/tables.ts'
import type { RouteMatch } from '../../domain/route-match.ts'
import type { SiteMap } from '../../domain/site-map.ts'
import type { BookingStore } from '../../scope/bookings.ts'
import type { Bindings } from '../../scope/bindings.ts'
import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import type { Locale } from '../../domain/locale.ts'
import type { Texts } from '../../i18n/texts.ts'

/**
 * Request-scoped values set by middleware, typed once for every route (STYLE §2). Read with `c.get(name)`: Hono builds
 * `c.var` anew from every value at each read.
 */
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
  /** The ref of an accepted content preview session (src/http/middleware/preview.ts). */
  previewRef: string | undefined
  /**
   * What reads and writes take (src/scope/scope.ts): config, the signed-in guest, their language and words, and
   * `report`; built once per request, after the session and the language are settled.
   */
  scope: Scope
}

export type { Bindings }

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}
