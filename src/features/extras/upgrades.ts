/**
 * Upgrades a booking has bought (SPEC §5: only known upgrade classifications count), who holds
 * each in week 1 and week 2 (week 1 and week 2 memberships), and the requests made for them; who may be given one
 * and how many places are left are in src/features/extras/upgrade-assignment.ts (docs/upgrades.md).
 */
import {
  isUpgrade,
  isUpgradeKind,
  membershipCodes,
  membershipKind,
  membershipNames,
  type UpgradeKind,
} from '../../domain/membership.ts'
import type { UpgradeType } from '../../domain/extra.ts'
import type { BookingProduct } from '../../domain/booking.ts'
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'

export type Week = 1 | 2

/** The guest-hub enquiry type a request to assign this upgrade is sent as (SPEC §3). */
export const enquiryTypeOf: Record<UpgradeKind, UpgradeType> = {
  rascals: 'rascals',
  waterSports: 'watersportsUpgrade',
  paddleSports: 'watersportsUpgrade',
  creche: 'crecheUpgrade',
  deliCreche: 'crecheUpgrade',
}

/** Each upgrade's name as guests read it (`membershipNames` stays the booking system's English, for requests). */
const upgradeNameKeys: Record<UpgradeKind, PlainTextKey> = {
  paddleSports: 'extras_upgrade_name_paddle_sports',
  waterSports: 'extras_upgrade_name_water_sports',
  creche: 'extras_upgrade_name_creche',
  deliCreche: 'extras_upgrade_name_deli_creche',
  rascals: 'extras_upgrade_name_rascals',
}

/** An upgrade's name in the guest's language. */
export const upgradeName = (kind: UpgradeKind, t: Texts): string => t[upgradeNameKeys[kind]]()

/** What the upgrades page says after a request was sent for `kind` (a query value: anything else says nothing). */
export function requestSentNotice(kind: string | undefined, t: Texts): string | undefined {
  if (!isUpgradeKind(kind)) return undefined
  return t.extras_request_sent({ upgrade: upgradeName(kind, t) })
}

export interface UpgradeGuest {
  readonly id: string
  readonly name: string
  readonly dateOfBirth: string | null | undefined
  readonly week1: number | null | undefined
  readonly week2: number | null | undefined
}

export interface PurchasedUpgrade {
  readonly kind: UpgradeKind
  /** The booking system's name (what a request's details hold); `upgradeName` gives the guest's. */
  readonly name: string
  /** Places bought, per week. */
  readonly quantity: number
  readonly holders: Readonly<Record<Week, readonly string[]>>
  /** Guests asked for and not yet confirmed (pending requests), per week: their places are taken. */
  readonly requested: Readonly<Record<Week, readonly string[]>>
}

/**
 * A request's details: the upgrade, the week and the guests, in a form read back by `requestedNames`. The resort's
 * team reads them in the booking system, so they stay in its English whatever the guest's language.
 */
export function requestDetails(upgradeName: string, week: Week, names: readonly string[]): string {
  return `${upgradeName}, week ${week}: ${names.join(', ')}`
}

/** The guests a request's details name for this upgrade and week ([] for another upgrade or week). */
export function requestedNames(details: string | null | undefined, upgradeName: string, week: Week): string[] {
  const prefix = `${upgradeName}, week ${week}: `
  return details?.startsWith(prefix) ? details.slice(prefix.length).split(', ').filter(Boolean) : []
}

/**
 * The booking's upgrades: known upgrade classifications only, quantities summed per kind, holders
 * per week, and the guests named by pending requests (`pendingDetails`, their details).
 */
export function purchasedUpgrades(
  products: readonly Pick<BookingProduct, 'classification' | 'quantity'>[],
  guests: readonly UpgradeGuest[],
  pendingDetails: readonly (string | null | undefined)[] = [],
): PurchasedUpgrade[] {
  const quantities = new Map<UpgradeKind, number>()
  for (const product of products) {
    const kind = membershipKind(product.classification)
    if (!isUpgradeKind(kind)) continue
    quantities.set(kind, (quantities.get(kind) ?? 0) + Math.max(0, product.quantity ?? 0))
  }
  return [...quantities].map(([kind, quantity]) => {
    const code = membershipCodes[kind]
    return {
      kind,
      name: membershipNames[kind],
      quantity,
      holders: {
        1: guests.filter((g) => g.week1 === code).map((g) => g.name),
        2: guests.filter((g) => g.week2 === code).map((g) => g.name),
      },
      requested: {
        1: pendingDetails.flatMap((d) => requestedNames(d, membershipNames[kind], 1)),
        2: pendingDetails.flatMap((d) => requestedNames(d, membershipNames[kind], 2)),
      },
    }
  })
}

/** Whether any of the booking's products is an upgrade (SPEC §5: known upgrade classifications only). */
export const hasUpgrades = (products: readonly Pick<BookingProduct, 'classification'>[]): boolean =>
  products.some((product) => isUpgrade(product.classification))
