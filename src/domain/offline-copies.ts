/**
 * Offline copies (decisions 030 and 031): which pages a guest's browser may keep to read without a
 * connection, the words of the offline banner, and what the service worker is told on each response.
 * Shared by the worker (which marks responses) and the service worker (which keeps and serves them).
 */
import { intlLocale, type Locale } from './locale.ts'
import type { Texts } from '../i18n/texts.ts'
import { dateFormat } from './formatters.ts'

/**
 * Pages that only redirect to a first sub-page (the FAQ landing goes to its first category, SPEC §2):
 * offline, the copy of a sub-page read there stands in for them.
 */
export const redirectingLandings: ReadonlySet<string> = new Set(['/account/faq'])

/** Response headers the worker sets for the service worker (never read by anything else). */
export const offlineHeaders = {
  /** Who is signed in: a keyed hash of the user id, or `none` when the portal answered as signed out. */
  user: 'Offline-User',
  /** `keep` on a response the service worker may keep as that user's copy. */
  copy: 'Offline-Copy',
} as const

/** The value of the user header when nobody is signed in (the session ended or never began). */
export const signedOut = 'none'

/** Copies older than this are removed and never shown (decision 030). */
export const maxCopyAgeSeconds = 14 * 24 * 60 * 60

/** The service worker waits this long for the network before it shows the kept copy. */
export const networkTimeoutSeconds = 3

export interface KeepFacts {
  readonly method: string
  /** The route is one guests read on the move (its declaration's `kept`). */
  readonly kept: boolean
  readonly status: number
  readonly signedIn: boolean
  /** The request's query string, '' when none: a page with one (a notice after a form) is not kept. */
  readonly search: string
}

/**
 * Whether a response may be kept as an offline copy: a signed-in guest's GET of a kept page,
 * answered 200 and addressed without a query string. Error pages, form pages and the sign-in
 * area never are.
 * @example isKeptPage({ method: 'GET', kept: true, status: 200, signedIn: true, search: '' }) // true
 */
export function isKeptPage(facts: KeepFacts): boolean {
  return facts.method === 'GET' && facts.status === 200 && facts.signedIn && facts.search === '' && facts.kept
}

// The last sentence per zone: formatting a time costs more than the rest of the banner, and it changes once a minute.
const lastSentence = new Map<string, { readonly minute: number; readonly text: string }>()

/**
 * The offline banner's sentence in the guest's language: the day and time the copy was made, in the resort's time zone
 * (24-hour clock). The day too: a copy is kept for days (maxCopyAgeSeconds), and a time alone reads as today's.
 * @example offlineBannerText(new Date('2026-07-01T13:32:00Z'), 'Europe/London', 'en-GB', t) // "You're offline. This is what you saw on Wednesday 1 July at 14:32."
 */
export function offlineBannerText(
  madeAt: Date,
  timeZone: string,
  locale: Locale,
  t: Pick<Texts, 'offline_banner'>,
): string {
  const minute = Math.floor(madeAt.getTime() / 60_000)
  const key = `${timeZone}|${locale}`
  const last = lastSentence.get(key)
  if (last?.minute === minute) return last.text
  const language = intlLocale(locale)
  const day = dateFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long' })
  const time = dateFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const text = t.offline_banner({ day: day.format(madeAt), time: time.format(madeAt) })
  lastSentence.set(key, { minute, text })
  return text
}

/**
 * A kept page carries its offline banner hidden (written by the worker with the time of the copy);
 * the service worker shows it when it answers with the copy instead of the network.
 */
export const hiddenBannerMarker = '<div class="offline-banner" hidden=""'

/** The copy's HTML with its offline banner shown; unchanged when it has none. */
export function showOfflineBanner(html: string): string {
  return html.replace(hiddenBannerMarker, '<div class="offline-banner"')
}

/**
 * Written on a part of a page that failed (an upstream was down): the service worker does not keep
 * such a page, so the last good copy stays.
 */
export const failedPartMarker = 'data-offline-skip'

/**
 * Whether a page holds a part that failed: one marked so, or a streamed section React gave up on
 * on the server (its `<!--$!-->` boundary, left for the browser to render, which a copy never can).
 */
export function hasFailedPart(html: string): boolean {
  return html.includes(failedPartMarker) || html.includes('<!--$!-->')
}

/**
 * Paths the service worker leaves to the browser entirely: sign-out must reach the browser
 * straight from the network (Clear-Site-Data is ignored on responses a service worker serves), and
 * the APIs, the content preview and the slice simulator are no pages of the guest's.
 */
export function serviceWorkerLeavesAlone(pathname: string): boolean {
  return (
    pathname === '/account/goodbye' ||
    pathname.startsWith('/account/goodbye/') ||
    pathname.startsWith('/api/') ||
    pathname === '/preview' ||
    pathname === '/slice-simulator'
  )
}

/** Paths whose form posts the service worker leaves to the browser when offline: the sign-in area has no script to explain. */
export function isSignInArea(pathname: string): boolean {
  return /^\/account\/(login|forgot-password|reset-password|update-password|confirm|verify-email)(\/|$)/.test(pathname)
}
