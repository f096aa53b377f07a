import type { PlainTextKey } from '../i18n/texts.ts'

/**
 * Membership classifications of a booking's products and guests (SPEC §3).
 * The spec names the product types but not their numeric codes; these are ours, in Dynamics'
 * option-set style (docs/decisions/008-membership-codes.md). The sandbox holds its own copy
 * (sandbox/dynamics/option-sets.ts), so its contract tests catch a code that differs.
 */
export const membershipCodes = {
  adult: 100000000,
  child: 100000001,
  infant: 100000002,
  paddleSports: 100000003,
  waterSports: 100000004,
  creche: 100000005,
  deliCreche: 100000006,
  rascals: 100000007,
  powerboat: 100000008,
  skiTow: 100000009,
  privateTennis: 100000010,
  odyssey: 100000011,
} as const

export type MembershipKind = keyof typeof membershipCodes

/** SPEC §5: the standard membership classes. */
export const standardClasses: readonly MembershipKind[] = ['adult', 'child', 'infant']

/**
 * SPEC §5: the upgrade classes; an upgrade counts only if its classification is one of these. The one list of
 * upgrade kinds: the upgrades page's paths and rules (upgrades.ts, routes.ts) read it.
 */
export const upgradeKinds = [
  'paddleSports',
  'waterSports',
  'creche',
  'deliCreche',
  'rascals',
] as const satisfies readonly MembershipKind[]

export type UpgradeKind = (typeof upgradeKinds)[number]

/** Whether a kind is one of the upgrade kinds. */
export const isUpgradeKind = (kind: string | undefined): kind is UpgradeKind =>
  (upgradeKinds as readonly (string | undefined)[]).includes(kind)

/**
 * The booking system's names given by SPEC §3 (the rest are ours), in English as the resort's team reads them: they
 * are written into upgrade requests and read back from them. A guest reads `membershipNameKeys` in their language.
 */
export const membershipNames: Record<MembershipKind, string> = {
  adult: 'Adult membership',
  child: 'Child membership',
  infant: 'Infant membership',
  paddleSports: 'Paddleboard Upgrade',
  waterSports: 'Full Watersports Upgrade',
  creche: 'Crèche',
  deliCreche: 'Deli Crèche',
  rascals: 'Rascals',
  powerboat: 'Powerboat Course',
  skiTow: 'Ski Tows',
  privateTennis: 'Private Tennis Lessons',
  odyssey: 'Odyssey',
}

/** Each kind's name as a guest reads it: a message of the catalogue (the English is `membershipNames`'). */
export const membershipNameKeys = {
  adult: 'companions_membership_adult',
  child: 'companions_membership_child',
  infant: 'companions_membership_infant',
  paddleSports: 'companions_membership_paddle_sports',
  waterSports: 'companions_membership_water_sports',
  creche: 'companions_membership_creche',
  deliCreche: 'companions_membership_deli_creche',
  rascals: 'companions_membership_rascals',
  powerboat: 'companions_membership_powerboat',
  skiTow: 'companions_membership_ski_tow',
  privateTennis: 'companions_membership_private_tennis',
  odyssey: 'companions_membership_odyssey',
} as const satisfies Record<MembershipKind, PlainTextKey>

const byCode = new Map<number, MembershipKind>(
  Object.entries(membershipCodes).map(([kind, code]) => [code, kind as MembershipKind]),
)

/** The kind of a numeric classification, or undefined for a code we do not know. */
export function membershipKind(code: number | null | undefined): MembershipKind | undefined {
  return code === null || code === undefined ? undefined : byCode.get(code)
}

export function isStandardMembership(code: number | null | undefined): boolean {
  const kind = membershipKind(code)
  return kind !== undefined && standardClasses.includes(kind)
}

/** SPEC §5: only a known upgrade classification counts as an upgrade. */
export function isUpgrade(code: number | null | undefined): boolean {
  const kind = membershipKind(code)
  return isUpgradeKind(kind)
}
