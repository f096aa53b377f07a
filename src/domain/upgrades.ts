/**
 * Upgrades a booking has bought (SPEC §5: only known upgrade classifications count), who holds
 * each in week 1 and week 2 (week 1 and week 2 memberships), who may be given one, and how many places
 * are left (docs/upgrades.md).
 */
import { ageBand } from './age-band.ts'
import { fullYears, parseLocalDate } from './local-date.ts'
import {
  isUpgrade,
  isUpgradeKind,
  membershipCodes,
  membershipKind,
  membershipNames,
  type UpgradeKind,
} from './membership.ts'
import type { UpgradeType } from './extras.ts'
import type { BookingProduct } from './booking.ts'
import type { PlainTextKey, Texts } from '../i18n/texts.ts'
import { listOf } from './formatters.ts'
import type { Locale } from './locale.ts'

export type Week = 1 | 2

/**
 * Without a rule from the content service, watersports and paddle sports take guests from 8 years on the leaving date.
 */
export const defaultWatersportsMinimumAge = 8

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

/**
 * Who may have this upgrade, by age on the leaving date (SPEC §5 bands): rascals 4-5, crèche under 4, watersports from
 * the content's minimum age.
 */
export function eligible(
  kind: UpgradeKind,
  guest: UpgradeGuest,
  leaving: string | null | undefined,
  watersportsMinimumAge = defaultWatersportsMinimumAge,
): boolean {
  const band = ageBand(guest.dateOfBirth, leaving)
  switch (kind) {
    case 'rascals':
      return band === '4-5'
    case 'creche':
    case 'deliCreche':
      return band === 'Under 2' || band === 'Over 2'
    case 'waterSports':
    case 'paddleSports': {
      const birth = parseLocalDate(guest.dateOfBirth)
      const end = parseLocalDate(leaving)
      // No date of birth counts as an adult (SPEC §5), who may take part.
      return !birth || !end || fullYears(birth, end) >= watersportsMinimumAge
    }
  }
}

/** Places still free in a week: bought minus held minus asked for, never below zero. */
export function placesLeft(upgrade: PurchasedUpgrade, week: Week): number {
  return Math.max(0, upgrade.quantity - upgrade.holders[week].length - upgrade.requested[week].length)
}

/** The guests who could be given this upgrade in this week: eligible, not holding it and not already asked for. */
export function candidates(
  upgrade: PurchasedUpgrade,
  week: Week,
  guests: readonly UpgradeGuest[],
  leaving: string | null | undefined,
  watersportsMinimumAge?: number,
): UpgradeGuest[] {
  const code = membershipCodes[upgrade.kind]
  return guests.filter(
    (g) =>
      (week === 1 ? g.week1 : g.week2) !== code &&
      !upgrade.requested[week].includes(g.name) &&
      eligible(upgrade.kind, g, leaving, watersportsMinimumAge),
  )
}

/** Why an assignment cannot be asked for, in the language of `t`, or undefined when it can. */
export function assignmentProblem(
  upgrade: PurchasedUpgrade,
  week: Week,
  chosen: readonly string[],
  allowed: readonly UpgradeGuest[],
  t: Texts,
): string | undefined {
  const name = upgradeName(upgrade.kind, t)
  if (chosen.length === 0) return t.extras_choose_guest()
  if (chosen.some((id) => !allowed.some((g) => g.id === id))) return t.extras_only_listed({ upgrade: name })
  const left = placesLeft(upgrade, week)
  if (chosen.length > left)
    return left === 0
      ? t.extras_upgrade_week_full({ upgrade: name, week })
      : t.extras_too_many({ count: left, upgrade: name, week })
  return undefined
}

/** What one week offers of an upgrade: its places left and who could still have one. */
export interface WeekOffer {
  readonly week: Week
  readonly placesLeft: number
  readonly candidates: readonly unknown[]
}

/**
 * Why nobody can be given a place of this upgrade in any week (every place taken, or nobody left who may have it), or
 * undefined when someone can: the page offers Assign only then, and says this beside the upgrade instead.
 * `upgradeName` is the name in the guest's language; the sentence is in the language of `t` and `locale`.
 * @example nothingToAssign('Rascals', [{ week: 1, placesLeft: 0, candidates: [] }, { week: 2, placesLeft: 0, candidates: [] }], t, 'en-GB') // 'Every place is taken.'
 */
export function nothingToAssign(
  upgradeName: string,
  weeks: readonly WeekOffer[],
  t: Texts,
  locale: Locale,
): string | undefined {
  if (weeks.length === 0 || weeks.some((w) => w.placesLeft > 0 && w.candidates.length > 0)) return undefined
  if (weeks.every((w) => w.placesLeft === 0)) return t.extras_every_place_taken()
  if (weeks.every((w) => w.placesLeft > 0)) return t.extras_nobody_else({ upgrade: upgradeName })
  const full = weeks.filter((w) => w.placesLeft === 0).map((w) => String(w.week))
  const open = weeks.filter((w) => w.placesLeft > 0).map((w) => String(w.week))
  return t.extras_full_and_nobody({ full: listOf(full, locale), upgrade: upgradeName, open: listOf(open, locale) })
}

/** Whether any of the booking's products is an upgrade (SPEC §5: known upgrade classifications only). */
export const hasUpgrades = (products: readonly Pick<BookingProduct, 'classification'>[]): boolean =>
  products.some((product) => isUpgrade(product.classification))
