/**
 * Extras a guest asked for (SPEC §1, §3) and where each stands (SPEC §4 extra status): the
 * status label, and the sentence the guest reads (src/domain/extra-messages.ts), in the guest's language.
 */
import type { PlainTextKey, Texts } from '../i18n/texts.ts'
import { extraMessage, neutralMessage } from './extra-messages.ts'
import type { Locale } from './locale.ts'

export const extraKinds = [
  'transfer',
  'petitDelivery',
  'waterDelivery',
  'carHire',
  'odysseyTrip',
  'shipwreckTrip',
  'hamper',
  'shoppingList',
  'powerboat',
  'skiTow',
  'privateTennis',
  'upgrade',
  'registrationForm',
] as const
export type ExtraKind = (typeof extraKinds)[number]

/** Each group's heading, by message name. */
export const extraKindHeadingKeys: Record<ExtraKind, PlainTextKey> = {
  transfer: 'extras_heading_transfer',
  petitDelivery: 'extras_heading_petit_delivery',
  waterDelivery: 'extras_heading_water_delivery',
  carHire: 'extras_heading_car_hire',
  odysseyTrip: 'extras_heading_odyssey_trip',
  shipwreckTrip: 'extras_heading_shipwreck_trip',
  hamper: 'extras_heading_hamper',
  shoppingList: 'extras_heading_shopping_list',
  powerboat: 'extras_heading_powerboat',
  skiTow: 'extras_heading_ski_tow',
  privateTennis: 'extras_heading_private_tennis',
  upgrade: 'extras_heading_upgrade',
  registrationForm: 'extras_heading_registration_form',
}

/** The payment-line statuses of an extra (SPEC §4), by the option values the SPEC gives them (docs/extras.md). */
export const guestStatusCodes = { pending: 100000000, invoiced: 100000001, confirmed: 100000002 } as const
export type ExtraStatus = keyof typeof guestStatusCodes
/** The label an extra shows (SPEC §4), by its English name; `statusLabelKeys` gives its words. */
export type StatusLabel = 'Done' | 'Invoiced' | 'Pending'

/** Each status label's message. */
export const statusLabelKeys: Record<StatusLabel, PlainTextKey> = {
  Done: 'extras_status_done',
  Invoiced: 'extras_status_invoiced',
  Pending: 'extras_status_pending',
}

const statusByCode = new Map<number, ExtraStatus>(
  Object.entries(guestStatusCodes).map(([status, code]) => [code, status as ExtraStatus]),
)

/** Kinds that always show 'Done' (SPEC §4): nothing is left for the guest to wait for. */
const alwaysDone: ReadonlySet<ExtraKind> = new Set(['shoppingList', 'skiTow', 'privateTennis'])

/** The upgrades a guest can ask the resort for (SPEC §3 guest-hub enquiries). */
export type UpgradeType = 'rascals' | 'watersportsUpgrade' | 'crecheUpgrade'

/** What the message of each kind may use. */
export interface ExtraDetails {
  readonly guests?: number | null
  readonly product?: string | null
  readonly villa?: string | null
  readonly reservationNumber?: string | null
  readonly carType?: string | null
  readonly tripName?: string | null
  /** The trip's day as 'YYYY-MM-DD' (the sentence writes it in the guest's language; calendar files read it too). */
  readonly tripDay?: string | null
  readonly adults?: number | null
  readonly children?: number | null
  readonly hamperType?: string | null
  readonly persons?: number | null
  readonly upgradeType?: UpgradeType
  /** An upgrade request's details (upgrade, week, guests). */
  readonly requestDetails?: string | null
  /** A transfer's direction. */
  readonly direction?: 'toResort' | 'fromResort' | 'both' | undefined
}

/** Where the payment of an extra bought or paid in the portal stands (issue 40; src/domain/orders.ts). */
export const paymentStates = ['awaitingPayment', 'paid', 'failed', 'abandoned', 'refunded'] as const
export type PaymentState = (typeof paymentStates)[number]

/** What an extra's record holds of money: what is due, and what the portal's payments made of it. */
export interface ExtraPayment {
  /** The portal's order id, once the extra was bought or its invoice paid in the portal. */
  readonly orderId: string | undefined
  /** Due (or paid), in the currency's minor units. */
  readonly amount: number
  readonly currency: string
  /** Undefined: never paid through the portal. */
  readonly state: PaymentState | undefined
  readonly amountRefunded: number
  /** YYYY-MM-DD: the last day it may be cancelled for a refund. */
  readonly refundUntil: string | undefined
  /** The record's version, so a write over it (an order id for an invoice) fails if it changed since. */
  readonly version: string
}

export interface ExtraInput {
  readonly id: string
  /** A kind we know, or undefined for one we do not (shown neutrally, and reported). */
  readonly kind: ExtraKind | undefined
  /** The extra's payment-line status value as the booking system holds it (a hamper's own, when set). */
  readonly status: unknown
  /** Powerboat and odyssey items derived from a booking product default to confirmed. */
  readonly fromProduct?: boolean
  readonly createdOn?: string | null
  readonly details: ExtraDetails
  /**
   * A second line under the message as the booking system words it (a transfer's direction, in English, for
   * reports and the sandbox's contract); the guest reads `details.direction` in their language instead.
   */
  readonly note?: string | undefined
  /** The booking account it is on (a product of the booking is on none). */
  readonly accountId?: string | undefined
  /** What is due or paid, when the record holds an amount. */
  readonly payment?: ExtraPayment | undefined
}

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

/** An extra's payment as "Your extras" shows it: a line, and the form to pay an invoice or the order's page. */
export interface ExtraPaymentView {
  /** In the guest's language: "£42.00 to pay", "Paid £85.00", "Cancelled and refunded £85.00". */
  readonly line: string
  /** The form that pays an invoice ("Pay now"). */
  readonly payAction: string | undefined
  /** The order's page, once it is one. */
  readonly orderHref: string | undefined
}

/** The status a raw value stands for: unset means pending; a value we do not know is not understood. */
export function readStatus(
  value: unknown,
  fromProduct = false,
): { readonly status: ExtraStatus; readonly known: boolean } {
  if (value === null || value === undefined || value === '')
    return { status: fromProduct ? 'confirmed' : 'pending', known: true }
  const status = typeof value === 'number' ? statusByCode.get(value) : undefined
  return status ? { status, known: true } : { status: 'pending', known: false }
}

/** SPEC §4: confirmed → 'Done', invoiced → 'Invoiced', anything else → 'Pending'; some kinds are always 'Done'. */
export function statusLabel(kind: ExtraKind | undefined, status: ExtraStatus, known = true): StatusLabel {
  if (kind && alwaysDone.has(kind)) return 'Done'
  if (!known) return 'Pending'
  return status === 'confirmed' ? 'Done' : status === 'invoiced' ? 'Invoiced' : 'Pending'
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
