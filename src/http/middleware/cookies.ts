import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from './app-env.ts'

const week = 7 * 24 * 60 * 60

/** The portal's own cookies (SPEC §9); the auth cookies belong to @supabase/ssr. */
export const portalCookies = {
  /** Where to go after login. */
  redirectPath: { name: 'gp_redirect', maxAge: 60 * 60, sameSite: 'Lax', httpOnly: true },
  /** A URL hash saved before login; written by the login page's script, so not HttpOnly. */
  hash: { name: 'gp_hash', maxAge: week, sameSite: 'Strict', httpOnly: false },
  /**
   * Previously signed in: holds the email for the password-only step, or `signedOutMark` after an explicit
   * sign-out, so a shared device still greets a returning guest but never shows the last one's address.
   */
  previouslySignedIn: { name: 'gp_prev', maxAge: week, sameSite: 'Lax', httpOnly: true },
  /** An emailed password link was just used (its user id): only then may a password be set without the current one. */
  passwordLink: { name: 'gp_pwlink', maxAge: 15 * 60, sameSite: 'Strict', httpOnly: true },
  /** Which stylesheet this browser has (decision 021): later pages link it rather than inline it. */
  stylesheet: { name: 'gp_css', maxAge: 400 * 24 * 60 * 60, sameSite: 'Lax', httpOnly: true },
  /** The address a sign-in code was just sent to, for the code step (decision 028). */
  codeEmail: { name: 'gp_code_email', maxAge: 60 * 60, sameSite: 'Strict', httpOnly: true },
  /**
   * The address a password or confirmation link was just sent to, so the page after the send offers "Send the link
   * again" with the address still in its field (post/redirect/get keeps no form). As long as the link lasts.
   */
  linkEmail: { name: 'gp_link_email', maxAge: 60 * 60, sameSite: 'Strict', httpOnly: true },
  /** The selected booking id. */
  bookingId: { name: 'gp_booking', maxAge: week, sameSite: 'Strict', httpOnly: true },
  /**
   * Whose selection the booking id is (the user id it was checked for): only a pair that names
   * the signed-in user lets a page stream before its booking reads (docs/decisions/019-shell-first.md).
   */
  bookingUser: { name: 'gp_booking_user', maxAge: week, sameSite: 'Strict', httpOnly: true },
  /** The language the guest chose in the picker (decision 045): it outranks the browser's Accept-Language. */
  language: { name: 'gp_lang', maxAge: 400 * 24 * 60 * 60, sameSite: 'Lax', httpOnly: true },
  /**
   * The push subscription this device saved (its id in push_subscriptions, issue 41): the settings say push is on
   * here, and signing out of this device removes it.
   */
  pushDevice: { name: 'gp_push_device', maxAge: 400 * 24 * 60 * 60, sameSite: 'Strict', httpOnly: true },
} as const

type PortalCookie = keyof typeof portalCookies

// The request's cookies, parsed once: a page reads about a dozen (the session's chunks, the booking pair, the
// stylesheet, the language, the preview), and each of Hono's `getCookie` calls parses the whole header again.
const parsed = new WeakMap<Request, Readonly<Record<string, string>>>()

/** Every cookie the request carries, by name. */
export function requestCookies(c: Context): Readonly<Record<string, string>> {
  let all = parsed.get(c.req.raw)
  if (!all) {
    all = getCookie(c)
    parsed.set(c.req.raw, all)
  }
  return all
}

/** The value of the request's cookie by this name. */
export function cookieNamed(c: Context, name: string): string | undefined {
  const all = requestCookies(c)
  return Object.hasOwn(all, name) ? all[name] : undefined
}

export function readCookie(c: Context<AppEnv>, cookie: PortalCookie): string | undefined {
  return cookieNamed(c, portalCookies[cookie].name)
}

export function writeCookie(c: Context<AppEnv>, cookie: PortalCookie, value: string): void {
  const { name, maxAge, sameSite, httpOnly } = portalCookies[cookie]
  setCookie(c, name, value, { path: '/', maxAge, sameSite, httpOnly, secure: true })
}

/** What the previously-signed-in cookie holds after an explicit sign-out: no address. */
export const signedOutMark = 'signed-out'

/** The address remembered for the password-only step, unless the guest signed out since. */
export function readRememberedEmail(c: Context<AppEnv>): string | undefined {
  const value = readCookie(c, 'previouslySignedIn')
  return value?.includes('@') ? value : undefined
}

/** The address a link was just sent to (`linkEmail`), for the page after the send. */
export function readLinkEmail(c: Context<AppEnv>): string | undefined {
  const value = readCookie(c, 'linkEmail')
  return value?.includes('@') ? value : undefined
}

export function clearCookie(c: Context<AppEnv>, cookie: PortalCookie): void {
  deleteCookie(c, portalCookies[cookie].name, { path: '/', secure: true })
}
