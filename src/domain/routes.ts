/**
 * A page route as its route file declares it (SPEC §2's route table is the list of them, src/routes/index.ts): its
 * path, layout, overlay header, auth metadata, parameter checks, and where it shows in the navigation. The rules
 * here read one declaration; the site map (site-map.ts) reads the list.
 */
import type { PlainTextKey } from '../i18n/texts.ts'

export type LayoutName = 'default' | 'guest-hub' | 'guest-hub-login'

export interface RouteDef {
  /** Route name in the seed's naming scheme (path segments joined by '-'). */
  readonly name: string
  /** Path pattern: literal segments, `:param` for one segment, `:param?` for an optional last one. */
  readonly path: string
  readonly overlayHeader: boolean
  /** Marked auth-required in its metadata (SPEC §2). The guard also applies SPEC §6. */
  readonly auth: boolean
  /** A validate rule: false means 404 'Page Not Found: {path}' (SPEC §2). */
  readonly validate?: (params: Readonly<Record<string, string | undefined>>) => boolean
  /** SPEC §2: the routes named there use the guest-hub-login layout; all others the default one. */
  readonly layout?: 'guest-hub-login'
  /**
   * A default-layout page that works without a selected booking (choosing it, listing all bookings, the account
   * itself, contact; docs/decisions/009-booking-selection.md). Every other signed-in account page needs one (SPEC §6).
   */
  readonly bookingFree?: boolean
  /** A page guests read on the move, kept by the service worker for reading offline (decision 030). */
  readonly kept?: boolean
  /**
   * A destination of the navigation: its label, its place in the order, whether it is one of the few places a guest
   * goes most (the phone's tab bar and the wide screen's top bar) or a page under one of them (`under`, the
   * navigation's second level), and whether the account menu lists it. A destination that is neither is one of the
   * header's fixed links (contact us) or the account menu's own.
   */
  readonly nav?: {
    /** The message naming it (decision 045): the site map is built once, the words are the page's language. */
    readonly label: PlainTextKey
    /** A shorter label for the tab bar, where five places share a phone's width. */
    readonly short?: PlainTextKey
    readonly order: number
    readonly primary?: boolean
    /** The path of the primary place this page belongs to: it is listed under that place (issue 38). */
    readonly under?: string
    readonly accountMenu?: boolean
  }
}

/** The login flow's step segments (docs/decisions/002-login-steps.md). */
export const loginSteps = ['email', 'password', 'verify', 'code', 'enter-code'] as const
export type LoginStep = 'landing' | (typeof loginSteps)[number]

/** The first-time set-up flow's step segments after its first step, the password. */
export const setupSteps = ['things-to-know'] as const

/** A validate rule: the optional parameter `key` is absent or one of `allowed`. */
export const oneOf =
  (allowed: readonly string[], key: string) => (params: Readonly<Record<string, string | undefined>>) =>
    params[key] === undefined || allowed.includes(params[key])

/** A validate rule's check for a content uid segment. */
export const isSlug = (value: string | undefined) => value !== undefined && /^[a-z0-9][a-z0-9-]{0,99}$/.test(value)

/** The layout of a route (SPEC §2); a path no route matches gets the default one. */
export function layoutFor(route: RouteDef | undefined): Exclude<LayoutName, 'guest-hub'> {
  return route?.layout ?? 'default'
}

/** SPEC §6: a signed-in guest needs a selected booking for the default layout's account pages, but a few. */
export function needsBooking(route: RouteDef): boolean {
  return route.auth && route.name.startsWith('account') && layoutFor(route) === 'default' && !route.bookingFree
}
