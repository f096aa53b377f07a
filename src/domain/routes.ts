/**
 * The route table of SPEC §2: every page route with its layout, overlay-header and auth
 * metadata. The route guard and the layouts read it; route handlers are registered
 * separately in `src/worker.ts`, and a test checks that each registered page is listed here.
 */

import { isGuid } from './request-ids.ts'
import { upgradeKinds } from './membership.ts'

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
}

const slug = (value: string | undefined) => value !== undefined && /^[a-z0-9][a-z0-9-]{0,99}$/.test(value)

/** The login flow's step segments (docs/decisions/002-login-steps.md). */
export const loginSteps = ['email', 'password', 'verify', 'code', 'enter-code'] as const
export type LoginStep = 'landing' | (typeof loginSteps)[number]

/** The first-time set-up flow's step segments after its first step, the password. */
export const setupSteps = ['things-to-know'] as const

const oneOf = (allowed: readonly string[], key: string) => (params: Readonly<Record<string, string | undefined>>) =>
  params[key] === undefined || allowed.includes(params[key])

export const routeTable: readonly RouteDef[] = [
  { name: 'index', path: '/', overlayHeader: false, auth: false },
  { name: 'preview', path: '/preview', overlayHeader: false, auth: false },
  { name: 'slice-simulator', path: '/slice-simulator', overlayHeader: false, auth: false },
  { name: 'account', path: '/account', overlayHeader: true, auth: true },
  { name: 'account-account-settings', path: '/account/account-settings', overlayHeader: false, auth: true },
  { name: 'account-advance-information', path: '/account/advance-information', overlayHeader: false, auth: true },
  // Our addition: one form page per advance-information part (docs/advance-information.md).
  {
    name: 'account-advance-information-part',
    path: '/account/advance-information/:part',
    overlayHeader: false,
    auth: true,
    validate: oneOf(['address', 'villa', 'flight', 'registration'], 'part'),
  },
  { name: 'account-confirm', path: '/account/confirm', overlayHeader: false, auth: false },
  { name: 'account-contact-us', path: '/account/contact-us', overlayHeader: false, auth: false },
  { name: 'account-faq', path: '/account/faq', overlayHeader: false, auth: true },
  {
    name: 'account-faq-uid',
    path: '/account/faq/:uid',
    overlayHeader: false,
    auth: true,
    validate: (p) => slug(p.uid),
  },
  { name: 'account-forgot-password', path: '/account/forgot-password', overlayHeader: false, auth: false },
  { name: 'account-goodbye', path: '/account/goodbye', overlayHeader: false, auth: true },
  {
    name: 'account-login',
    path: '/account/login/:step?',
    overlayHeader: false,
    auth: true,
    validate: oneOf(loginSteps, 'step'),
  },
  { name: 'account-my-bookings', path: '/account/my-bookings', overlayHeader: true, auth: true },
  { name: 'account-reset-password', path: '/account/reset-password', overlayHeader: false, auth: false },
  { name: 'account-select-booking', path: '/account/select-booking', overlayHeader: false, auth: true },
  { name: 'account-tailor-your-holiday', path: '/account/tailor-your-holiday', overlayHeader: false, auth: true },
  {
    name: 'account-tailor-your-holiday-uid',
    path: '/account/tailor-your-holiday/:uid',
    overlayHeader: false,
    auth: true,
    validate: (p) => slug(p.uid),
  },
  {
    name: 'account-update-password',
    path: '/account/update-password/:step?',
    overlayHeader: false,
    auth: false,
    validate: oneOf(setupSteps, 'step'),
  },
  { name: 'account-verify-email', path: '/account/verify-email', overlayHeader: false, auth: false },
  { name: 'account-what-to-arrange-when', path: '/account/what-to-arrange-when', overlayHeader: true, auth: true },
  { name: 'account-whats-on', path: '/account/whats-on', overlayHeader: true, auth: true },
  // Our addition: the guest-details form as a page, for browsers without JavaScript
  // (docs/decisions/011-guest-details.md).
  {
    name: 'account-guests-id',
    path: '/account/guests/:guestId',
    overlayHeader: false,
    auth: true,
    validate: (p) => isGuid(p.guestId),
  },
  // Our addition: the book options panel as a page (docs/book-options.md).
  { name: 'account-book-options', path: '/account/book-options', overlayHeader: false, auth: true },
  // Our additions: the booking's upgrades, and the assign upgrades modal's forms as a page (docs/upgrades.md).
  { name: 'account-upgrades', path: '/account/upgrades', overlayHeader: false, auth: true },
  {
    name: 'account-upgrades-kind',
    path: '/account/upgrades/:kind',
    overlayHeader: false,
    auth: true,
    validate: oneOf(upgradeKinds, 'kind'),
  },
  // Our addition: the wellness schedule as a page (docs/decisions/013-wellness.md).
  { name: 'account-wellness', path: '/account/wellness', overlayHeader: false, auth: true },
  // Our addition: the wellness cancellation confirmation as a page (docs/decisions/013-wellness.md).
  {
    name: 'account-wellness-id-cancel',
    path: '/account/wellness/:visitId/cancel',
    overlayHeader: false,
    auth: true,
    validate: (p) => /^\d{1,12}$/.test(p.visitId ?? ''),
  },
  // Our addition: calendar files for the stay and wellness visits (docs/decisions/014-calendar-files.md).
  {
    name: 'account-calendar-file',
    path: '/account/calendar/:file',
    overlayHeader: false,
    auth: true,
    validate: (p) => /^(stay|all|wellness-\d{1,12})\.ics$/.test(p.file ?? ''),
  },
  // Our additions: the lead booker invites a guest to the portal, sends it again or withdraws it, and the invitation
  // email's link (docs/decisions/033-invitations.md).
  {
    name: 'account-companions-id',
    path: '/account/companions/:guestId/:action?',
    overlayHeader: false,
    auth: true,
    validate: (p) => isGuid(p.guestId) && oneOf(['resend', 'revoke'], 'action')(p),
  },
  { name: 'account-accept-invitation', path: '/account/accept-invitation', overlayHeader: false, auth: false },
  // Our addition: the accessibility statement, public like contact us (docs/accessibility.md).
  { name: 'accessibility', path: '/accessibility', overlayHeader: false, auth: false },
  // Our addition: what the service worker shows offline for a page it has no copy of (docs/decisions/030-offline-copies.md).
  { name: 'offline', path: '/offline', overlayHeader: false, auth: false },
  // The catch-all content page comes last so every literal route wins.
  { name: 'uid', path: '/:uid', overlayHeader: false, auth: false, validate: (p) => slug(p.uid) },
]

/** SPEC §2: these route names use the guest-hub-login layout; all others the default one. */
export const loginLayoutRoutes: ReadonlySet<string> = new Set([
  'account-login',
  'account-forgot-password',
  'account-update-password',
  'account-goodbye',
  'account-confirm',
  'account-verify-email',
  'account-reset-password',
])

/** The layout for a route name (SPEC §2). The guest-hub frame nests inside the default one for the account area. */
export function layoutFor(routeName: string): Exclude<LayoutName, 'guest-hub'> {
  return loginLayoutRoutes.has(routeName) ? 'guest-hub-login' : 'default'
}

/**
 * SPEC §6: a signed-in guest needs a selected booking for the default layout. These default-layout
 * pages work without one: choosing it, listing all bookings, the account itself, and contact
 * (docs/decisions/009-booking-selection.md).
 */
const bookingFree: ReadonlySet<string> = new Set([
  'account-select-booking',
  'account-my-bookings',
  'account-account-settings',
  'account-contact-us',
])

export function needsBooking(route: RouteDef): boolean {
  return (
    route.auth &&
    route.name.startsWith('account') &&
    layoutFor(route.name) === 'default' &&
    !bookingFree.has(route.name)
  )
}

/** Looks a route up by name; throws for a name not in the table (a programming error). */
export function routeNamed(name: string): RouteDef {
  const route = routeTable.find((r) => r.name === name)
  if (!route) throw new Error(`No route named ${name}`)
  return route
}
