/**
 * Extras a guest asked for (SPEC §1, §3; their record: src/domain/extra.ts) and where each stands (SPEC §4 extra
 * status): the status label (src/domain/extra-status.ts), and the sentence the guest reads (./extra-messages.ts), in
 * the guest's language.
 */
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'
import { extraKindHeadingKeys, extraKinds, type ExtraKind } from '../../domain/extra-kinds.ts'
import { extraMessage, neutralMessage } from './extra-messages.ts'
import type { ExtraPaymentView } from '../../domain/extra-payments.ts'
import { alwaysDone, readStatus, statusLabel, type StatusLabel } from '../../domain/extra-status.ts'
import type { Locale } from '../../domain/locale.ts'
import type { ExtraDetails, ExtraInput } from '../../domain/extra.ts'

export interface ExtraView {
  readonly id: string
  readonly kind: ExtraKind | undefined
  /** The status label's name: `statusLabelKeys` gives its words. */
  readonly label: StatusLabel
  /** The sentence, in the guest's language. */
  readonly message: string
  /** A second line under it (a transfer's direction), in the guest's language. */
  readonly note: string | undefined
  readonly createdOn: string | null
  /** False when the status or kind is not one we know: shown as Pending, and worth reporting. */
  readonly understood: boolean
  /** Where its payment stands, when it has one (issue 40). */
  readonly payment?: ExtraPaymentView | undefined
}

/** The status label an extra shows (what is left to wait for), without its words. */
export function extraLabel(extra: ExtraInput): StatusLabel {
  const { status, known } = readStatus(extra.status, extra.fromProduct)
  return statusLabel(extra.kind, status, known && extra.kind !== undefined)
}

const directionKeys: Record<NonNullable<ExtraDetails['direction']>, PlainTextKey> = {
  toResort: 'extras_direction_to_resort',
  fromResort: 'extras_direction_from_resort',
  both: 'extras_direction_both',
}

/** One extra as the guest sees it, in the language of `t` (dates and lists in `locale`). */
export function describeExtra(extra: ExtraInput, t: Texts, locale: Locale): ExtraView {
  const { status, known } = readStatus(extra.status, extra.fromProduct)
  const kind = known ? extra.kind : undefined
  const understood = kind !== undefined
  const direction = extra.details.direction
  return {
    id: extra.id,
    kind: extra.kind,
    label: statusLabel(extra.kind, status, understood),
    // A kind that always shows 'Done' says so in its sentence too, whatever its payment line holds.
    message:
      kind !== undefined
        ? extraMessage(kind, alwaysDone.has(kind) ? 'confirmed' : status, extra.details, t, locale)
        : neutralMessage(t),
    note: direction ? t[directionKeys[direction]]() : undefined,
    createdOn: extra.createdOn ?? null,
    understood,
  }
}

export interface ExtraGroup {
  readonly kind: ExtraKind | undefined
  /** The group's heading, in the guest's language. */
  readonly heading: string
  readonly extras: readonly ExtraView[]
}

/** Extras grouped by kind in the order of `extraKinds` (unknown kinds last), newest first in each. */
export function groupExtras(extras: readonly ExtraView[], t: Texts): ExtraGroup[] {
  const newestFirst = (a: ExtraView, b: ExtraView) => (b.createdOn ?? '').localeCompare(a.createdOn ?? '')
  const groups: ExtraGroup[] = extraKinds.map((kind) => ({
    kind,
    heading: t[extraKindHeadingKeys[kind]](),
    extras: extras.filter((e) => e.kind === kind).sort(newestFirst),
  }))
  groups.push({
    kind: undefined,
    heading: t.extras_heading_other(),
    extras: extras.filter((e) => e.kind === undefined).sort(newestFirst),
  })
  return groups.filter((group) => group.extras.length > 0)
}
