/**
 * Assigning a booking's upgrades (SPEC §5, docs/upgrades.md): who may be given one by age, how many places are left
 * in a week, who could still have one, and why an assignment cannot be asked for.
 */
import type { Texts } from '../../i18n/texts.ts'
import { ageBand } from '../../domain/age-band.ts'
import { listOf } from '../../domain/formatters.ts'
import { fullYears, parseLocalDate } from '../../domain/local-date.ts'
import type { Locale } from '../../domain/locale.ts'
import { membershipCodes, type UpgradeKind } from '../../domain/membership.ts'
import { upgradeName, type PurchasedUpgrade, type UpgradeGuest, type Week } from './upgrades.ts'

/**
 * Without a rule from the content service, watersports and paddle sports take guests from 8 years on the leaving date.
 */
export const defaultWatersportsMinimumAge = 8

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
