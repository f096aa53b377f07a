// The kinds of reminder and the channels they travel by (issue 41, docs/reminders.md). Service messages about the
// guest's own booking only: nothing here is marketing, and nothing else is sent.

/**
 * What is reminded: advance information still open when a timing before arrival begins, the "what to arrange when"
 * items of a timing when it begins, a wellness visit tomorrow, the way home the day before leaving, and an answer from
 * the resort (issue 42 sends those through the same channels).
 */
export const reminderKinds = ['advance', 'arrange', 'wellness', 'way-home', 'answers'] as const
export type ReminderKind = (typeof reminderKinds)[number]

/** Web push where the guest turned it on for a device, else email. */
export const channels = ['push', 'email'] as const
export type Channel = (typeof channels)[number]

export const isReminderKind = (value: unknown): value is ReminderKind =>
  typeof value === 'string' && (reminderKinds as readonly string[]).includes(value)

/**
 * A guest's choices: the kinds they turned off per channel. Email is on for every kind until turned off; push is on
 * for every kind once turned on for a device (a guest with no device subscribed gets none).
 */
export interface ReminderChoices {
  readonly emailOff: ReadonlySet<ReminderKind>
  readonly pushOff: ReadonlySet<ReminderKind>
}

export const defaultChoices: ReminderChoices = { emailOff: new Set(), pushOff: new Set() }

/** The stored form of a set of kinds: their names, space-separated, in the order of `reminderKinds`. */
export function writeKinds(kinds: ReadonlySet<ReminderKind>): string {
  return reminderKinds.filter((kind) => kinds.has(kind)).join(' ')
}

/** Reads a stored set of kinds; a name the portal no longer knows is dropped, not an error. */
export function readKinds(stored: string | null | undefined): Set<ReminderKind> {
  return new Set((stored ?? '').split(/\s+/).filter(isReminderKind))
}

/**
 * The channels a reminder of `kind` goes by: push when the guest has a device subscribed and has not turned that kind
 * off for push; otherwise email, unless turned off there. Push replaces email: a guest reached on their phone is not
 * emailed the same thing too. Empty: the guest gets nothing of this kind.
 * @example channelsFor({ emailOff: new Set(), pushOff: new Set() }, 'wellness', 1) // ['push']
 */
export function channelsFor(choices: ReminderChoices, kind: ReminderKind, devices: number): Channel[] {
  if (devices > 0 && !choices.pushOff.has(kind)) return ['push']
  return choices.emailOff.has(kind) ? [] : ['email']
}
