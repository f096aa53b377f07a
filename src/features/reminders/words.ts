// What each reminder says, in the guest's language (issue 41): a title and a few lines, and the portal page where the
// thing gets done. The same words go by push and by email.
import type { Texts } from '../../i18n/texts.ts'
import { listOf } from '../../domain/formatters.ts'
import { partPaths } from '../advance-information/advance-information.ts'
import type { AdvancePart } from '../../domain/advance-parts.ts'
import type { Locale } from '../../domain/locale.ts'
import { reminderPaths, type Due } from './due.ts'
import type { ReminderKind } from './kinds.ts'

/** A reminder ready to send: words in one language and a path on the portal. */
export interface ReminderMessage {
  readonly kind: ReminderKind
  readonly locale: Locale
  readonly title: string
  /** The body, a line each (a push notification shows them joined). */
  readonly lines: readonly string[]
  /** Where it takes the guest: a path on the portal, e.g. '/account/advance-information/flight'. */
  readonly path: string
}

/**
 * The message of a due reminder. `partTitle` names an advance-information part as the content service does in this
 * language (the page's own heading for it).
 * @example reminderMessage({ kind: 'way-home', lines: [] }, textsFor('de'), 'de', title).title // 'Ihre Heimreise morgen'
 */
export function reminderMessage(
  due: Due,
  t: Texts,
  locale: Locale,
  partTitle: (part: AdvancePart) => string,
): ReminderMessage {
  const base = { kind: due.kind, locale }
  switch (due.kind) {
    case 'advance':
      return {
        ...base,
        title: t.reminders_advance_title(),
        lines: [t.reminders_advance_body({ parts: listOf(due.parts.map(partTitle), locale) })],
        path: due.parts[0] ? partPaths[due.parts[0]] : reminderPaths.advance,
      }
    case 'arrange':
      return {
        ...base,
        title: t.reminders_arrange_title(),
        lines: [t.reminders_arrange_body({ items: listOf(due.titles, locale) })],
        path: reminderPaths.arrange,
      }
    case 'wellness':
      return {
        ...base,
        title: t.reminders_wellness_title(),
        lines: [
          ...due.visits.map((visit) => t.reminders_wellness_visit({ name: visit.name, time: visit.start })),
          t.reminders_wellness_cancel(),
        ],
        path: reminderPaths.wellness,
      }
    case 'way-home':
      return {
        ...base,
        title: t.reminders_way_home_title(),
        lines: due.lines.length ? [t.reminders_way_home_body(), ...due.lines] : [t.reminders_way_home_unknown()],
        path: reminderPaths['way-home'],
      }
  }
}
