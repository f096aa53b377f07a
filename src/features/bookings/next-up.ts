import type { HomeMode } from '../../domain/home-mode.ts'
import type { Texts } from '../../i18n/texts.ts'

/** A step the guest can take, with where it is done. */
export interface Step {
  readonly title: string
  readonly href: string
  /** The title's language when it comes from content (a language tag); the page's own words have none. */
  readonly lang?: string | undefined
}

/** Home's one "next up" card (issue 28): what the guest needs next, by the time left before, in or after the stay. */
export type NextUp =
  /** Before arrival: the next thing to do, and why now. */
  | { readonly kind: 'step'; readonly step: Step; readonly why: 'advance' | 'arrange' }
  /** Before arrival, nothing left for this guest to do. */
  | { readonly kind: 'ready' }
  /** During the stay: today's items in the itinerary. */
  | { readonly kind: 'today' }
  /** The leaving day: the way home (departure, transfer, flight). */
  | { readonly kind: 'way-home' }
  /** After the stay. */
  | { readonly kind: 'welcome-back' }

export interface NextUpInput {
  readonly mode: HomeMode
  /** The resort's date today, and the stay's leaving date (both `YYYY-MM-DD`). */
  readonly today: string
  readonly leaving: string | undefined
  /** The first advance-information part this guest still has to complete; 'unknown' when it could not be read. */
  readonly advance: Step | 'unknown' | undefined
  /** The first "what to arrange when" item of this mode that this guest can act on. */
  readonly arrangement: Step | undefined
}

/** Where a guest checks their advance information when its progress could not be read. */
export const checkAdvance = (t: Texts): Step => ({
  title: t.home_next_check_advance(),
  href: '/account/advance-information',
})

/**
 * What comes next for the guest. Before the stay, advance information comes first (the resort needs it to prepare),
 * then what to arrange now; in the stay, today, or the way home on the leaving day; after it, a welcome back.
 * @example nextUp({ mode: 'three-weeks', today, leaving, advance: { title: 'Your flights', href }, arrangement }, t).kind // 'step'
 */
export function nextUp({ mode, today, leaving, advance, arrangement }: NextUpInput, t: Texts): NextUp {
  if (mode === 'post-stay') return { kind: 'welcome-back' }
  if (mode === 'mid-stay') return leaving === today ? { kind: 'way-home' } : { kind: 'today' }
  // Never "all set" on a progress that could not be read: the guest is sent to look for themselves.
  if (advance === 'unknown') return { kind: 'step', step: checkAdvance(t), why: 'advance' }
  if (advance) return { kind: 'step', step: advance, why: 'advance' }
  if (arrangement) return { kind: 'step', step: arrangement, why: 'arrange' }
  return { kind: 'ready' }
}
