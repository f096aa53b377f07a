import { describe, expect, it } from 'vitest'
import { isStandardMembership, isUpgrade, membershipCodes, membershipKind } from '../../src/domain/membership.ts'

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
})
