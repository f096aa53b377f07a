/**
 * Before the stay (issue 30, docs/itinerary.md): what is still to arrange, and by when. The advance-information parts
 * the viewer still has to do (their own progress, decision 032) and the "what to arrange when" reminders due before
 * the stay, each dated from its reminder timing against the arrival day (SPEC §3, §9), with where to do it.
 */
import { partPaths } from '../advance-information/advance-information.ts'
import type { AdvancePart } from '../../domain/advance-parts.ts'
import type { Arrangement } from '../../domain/content-blocks.ts'
import type { GuestProgress } from '../advance-information/guest-progress.ts'
import { threeWeeksInDays, twoMonths } from '../../domain/home-mode.ts'
import { addDays, addMonths, formatLocalDate, parseLocalDate } from '../../domain/local-date.ts'
import { parseTiming, type ReminderTiming } from '../reminders/reminder-timing.ts'

/**
 * When each advance-information part is due, by reminder timing: who is coming and where they live soon after
 * booking, villa set-up and flights two months before, registration three weeks before. Ours (the content names
 * timings for its reminders, not for parts); a caller may give others.
 */
export const defaultPartTimings: Readonly<Record<AdvancePart, ReminderTiming>> = {
  group: 'After booking',
  address: 'After booking',
  villaConfiguration: 'Two months',
  flight: 'Two months',
  registration: 'Three weeks',
}

interface DeadlineBase {
  readonly id: string
  /** Undefined for a reminder whose timing we cannot read ("any time"). */
  readonly timing: ReminderTiming | undefined
  /** Arrange by this day ('YYYY-MM-DD'); undefined: as soon as possible (soon after booking, or any time). */
  readonly due: string | undefined
  /** Where to do it: a path in the portal, or a page elsewhere (a reminder's own link). */
  readonly link: string | undefined
}

/** Something to arrange before the stay. */
export type Deadline =
  | (DeadlineBase & { readonly kind: 'advancePart'; readonly part: AdvancePart })
  /** A reminder's title is the content's own words. */
  | (DeadlineBase & { readonly kind: 'arrangement'; readonly title: string })

export interface DeadlineInput {
  /** The viewer's advance-information progress (`guestProgress`): parts still 'to do' are open. */
  readonly progress?: Pick<GuestProgress, 'parts'> | undefined
  /** The "what to arrange when" reminders, as the content gives them. */
  readonly arrangements?: readonly Arrangement[] | undefined
  readonly partTimings?: Partial<Record<AdvancePart, ReminderTiming>> | undefined
}

/** The day a timing falls due before an arrival; undefined for soon after booking; null for during or after the stay. */
export function dueBy(timing: ReminderTiming | undefined, arrival: string | undefined): string | undefined | null {
  const day = parseLocalDate(arrival)
  switch (timing) {
    case 'Two months':
      return day && formatLocalDate(addMonths(day, -twoMonths))
    case 'Three weeks':
      return day && formatLocalDate(addDays(day, -threeWeeksInDays))
    case 'Mid stay':
    case 'Post stay':
      return null
    default:
      return undefined
  }
}

/** A reminder that leads into advance information: the parts stand for it when the progress is known. */
const intoAdvanceInformation = (item: Arrangement) =>
  !!item.link && !item.link.external && /^\/account\/advance-information(?:[/?#]|$)/.test(item.link.href)

/**
 * What is still to arrange before the stay, soonest first: those due as soon as possible, then by day; on the same
 * day advance-information parts before reminders, each in its own order. A reminder into advance information is left
 * out when the progress is given (the parts it asks for are listed instead, and only while the viewer has them to do).
 */
export function openDeadlines(input: DeadlineInput, arrival: string | undefined): Deadline[] {
  const timings = { ...defaultPartTimings, ...input.partTimings }
  const parts = (input.progress?.parts ?? [])
    .filter((p) => p.step === 'to do')
    .flatMap(({ part }): Deadline[] => {
      const due = dueBy(timings[part], arrival)
      if (due === null) return []
      return [{ kind: 'advancePart', id: `part-${part}`, part, timing: timings[part], due, link: partPaths[part] }]
    })
  const reminders = (input.arrangements ?? []).flatMap((arrangement, index): Deadline[] => {
    if (input.progress && intoAdvanceInformation(arrangement)) return []
    const timing = parseTiming(arrangement.timing)
    const due = dueBy(timing, arrival)
    if (due === null) return []
    const link = arrangement.link?.href
    return [{ kind: 'arrangement', id: `arrangement-${index}`, title: arrangement.title, timing, due, link }]
  })
  const key = (deadline: Deadline) => deadline.due ?? ''
  return [...parts, ...reminders].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}
