import type { HomeMode } from '../../domain/home-mode.ts'
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'

/**
 * The reminder timings of SPEC §3, in the order a holiday goes through them: the content service's values (its
 * Select's labels, matched by parseTiming), never shown to a guest as they are.
 */
export const reminderTimings = ['After booking', 'Two months', 'Three weeks', 'Mid stay', 'Post stay'] as const
export type ReminderTiming = (typeof reminderTimings)[number]

const timingOfMode: Record<HomeMode, ReminderTiming> = {
  'after-booking': 'After booking',
  'two-months': 'Two months',
  'three-weeks': 'Three weeks',
  'mid-stay': 'Mid stay',
  'post-stay': 'Post stay',
}

const headings: Record<ReminderTiming | 'Any time', PlainTextKey> = {
  'After booking': 'home_timing_after_booking',
  'Two months': 'home_timing_two_months',
  'Three weeks': 'home_timing_three_weeks',
  'Mid stay': 'home_timing_mid_stay',
  'Post stay': 'home_timing_post_stay',
  'Any time': 'home_timing_any_time',
}

/** How a timing group is headed on the page, in the guest's language. */
export const timingHeading = (timing: ReminderTiming | 'Any time', t: Texts) => t[headings[timing]]()

/** The reminder timing that matches a home mode: its items are the ones to arrange now. */
export const timingForMode = (mode: HomeMode): ReminderTiming => timingOfMode[mode]

/** Reads a timing as the content service sends it (the Select's label); anything else is undefined. */
export function parseTiming(value: unknown): ReminderTiming | undefined {
  return reminderTimings.find(
    (timing) => typeof value === 'string' && timing.toLowerCase() === value.trim().toLowerCase(),
  )
}

export interface TimingGroup<T> {
  readonly timing: ReminderTiming | 'Any time'
  readonly current: boolean
  readonly items: readonly T[]
}

/**
 * Groups items by reminder timing, in the order a holiday goes through them (when, not what is now: a guest reads
 * the page as a timeline), the group matching the home mode marked current; items with a timing we cannot read go
 * last under 'Any time' rather than vanish. Empty groups are left out.
 */
export function groupByTiming<T>(
  items: readonly T[],
  timingOf: (item: T) => ReminderTiming | undefined,
  mode: HomeMode,
): TimingGroup<T>[] {
  const current = timingForMode(mode)
  const groups: TimingGroup<T>[] = reminderTimings.map((timing) => ({
    timing,
    current: timing === current,
    items: items.filter((item) => timingOf(item) === timing),
  }))
  groups.push({ timing: 'Any time', current: false, items: items.filter((item) => timingOf(item) === undefined) })
  return groups.filter((group) => group.items.length > 0)
}
