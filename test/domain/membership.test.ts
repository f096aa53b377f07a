import { describe, expect, it } from 'vitest'
import {
  isStandardMembership,
  isUpgrade,
  isUpgradeKind,
  membershipCodes,
  membershipKind,
  membershipNameKeys,
  membershipNames,
  type MembershipKind,
  upgradeKinds,
} from '../../src/domain/membership.ts'
import { textsFor } from '../../src/i18n/texts.ts'

describe('membership classes (SPEC §5)', () => {
  it('knows the standard classes', () => {
    expect(isStandardMembership(membershipCodes.adult)).toBe(true)
    expect(isStandardMembership(membershipCodes.infant)).toBe(true)
    expect(isStandardMembership(membershipCodes.rascals)).toBe(false)
  })
  it('counts only known upgrade classifications', () => {
    for (const kind of ['paddleSports', 'waterSports', 'creche', 'deliCreche', 'rascals'] as const) {
      expect(isUpgrade(membershipCodes[kind]), kind).toBe(true)
    }
    expect(isUpgrade(membershipCodes.powerboat)).toBe(false)
    expect(isUpgrade(123)).toBe(false)
    expect(isUpgrade(null)).toBe(false)
    expect(membershipKind(999)).toBeUndefined()
  })
  it('lists the upgrade kinds once, and knows a kind of them from any other word', () => {
    expect(upgradeKinds).toEqual(['paddleSports', 'waterSports', 'creche', 'deliCreche', 'rascals'])
    for (const kind of upgradeKinds) expect(isUpgradeKind(kind), kind).toBe(true)
    for (const other of ['adult', 'powerboat', 'toString', 'Rascals', '', undefined])
      expect(isUpgradeKind(other), String(other)).toBe(false)
  })
})

describe('membership names', () => {
  it('read in English as the booking system names them, and in the guest’s language elsewhere', () => {
    const en = textsFor('en-GB')
    for (const kind of Object.keys(membershipCodes) as MembershipKind[])
      expect(en[membershipNameKeys[kind]](), kind).toBe(membershipNames[kind])
    expect(textsFor('de')[membershipNameKeys.powerboat]()).toBe('Motorbootkurs')
    expect(textsFor('ar')[membershipNameKeys.rascals]()).toBe('Rascals')
  })
})
