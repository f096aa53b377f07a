import { describe, expect, it } from 'vitest'
import {
  assignmentProblem,
  candidates,
  eligible,
  nothingToAssign,
  placesLeft,
} from '../../../src/features/extras/upgrade-assignment.ts'
import { purchasedUpgrades } from '../../../src/features/extras/upgrades.ts'
import { textsFor } from '../../../src/i18n/texts.ts'
import { guests, leaving, products } from './upgrade-party.ts'

const en = textsFor('en-GB')

describe('upgrade assignment', () => {
  it('decides eligibility by age on the leaving date', () => {
    const who = (kind: Parameters<typeof eligible>[0], minimum?: number) =>
      guests.filter((g) => eligible(kind, g, leaving, minimum)).map((g) => g.id)
    expect(who('rascals')).toEqual(['five', 'four'])
    expect(who('creche')).toEqual(['three', 'one'])
    expect(who('waterSports')).toEqual(['adult', 'nine', 'unknown'])
    expect(who('waterSports', 6)).toEqual(['adult', 'nine', 'seven', 'unknown'])
  })

  it('never allows more than the places left', () => {
    const [rascals] = purchasedUpgrades(products, guests)
    expect(placesLeft(rascals!, 1)).toBe(1)
    expect(placesLeft(rascals!, 2)).toBe(2)
    const allowed = candidates(rascals!, 1, guests, leaving)
    expect(allowed.map((g) => g.id)).toEqual(['four']) // five holds it already
    expect(assignmentProblem(rascals!, 1, ['four'], allowed, en)).toBeUndefined()
    expect(assignmentProblem(rascals!, 1, [], allowed, en)).toBe('Please choose at least one guest.')
    expect(assignmentProblem(rascals!, 1, ['adult'], allowed, en)).toBe('Only the guests listed can have Rascals.')
    const both = candidates(rascals!, 2, guests, leaving)
    expect(assignmentProblem(rascals!, 2, ['five', 'four'], both, en)).toBeUndefined()
    const full = { ...rascals!, quantity: 1 }
    expect(assignmentProblem(full, 1, ['four'], allowed, en)).toBe('Every Rascals place for week 1 is taken.')
    expect(
      assignmentProblem(
        { ...rascals!, quantity: 2, holders: { 1: [], 2: [] }, requested: { 1: [], 2: [] } },
        1,
        ['four', 'five', 'x'],
        [...allowed, guests[3]!, { ...guests[0]!, id: 'x' }],
        en,
      ),
    ).toBe('You have 2 Rascals places left for week 1: please choose no more than that.')
  })
})

describe('nothingToAssign (issue 25: no action for what cannot be done)', () => {
  const week = (w: 1 | 2, placesLeft: number, candidates: number) => ({
    week: w,
    placesLeft,
    candidates: Array.from({ length: candidates }, (_, i) => ({ id: String(i) })),
  })

  it('is undefined while someone can be given a place in some week', () => {
    expect(nothingToAssign('Rascals', [week(1, 0, 0), week(2, 1, 1)], en, 'en-GB')).toBeUndefined()
    expect(nothingToAssign('Rascals', [week(1, 2, 3), week(2, 0, 0)], en, 'en-GB')).toBeUndefined()
  })

  it('says why nothing can be assigned: every place taken, nobody else eligible, or one of each', () => {
    expect(nothingToAssign('Rascals', [week(1, 0, 2), week(2, 0, 1)], en, 'en-GB')).toBe('Every place is taken.')
    expect(nothingToAssign('Crèche', [week(1, 1, 0), week(2, 2, 0)], en, 'en-GB')).toBe(
      'Nobody else in your group can have Crèche.',
    )
    expect(nothingToAssign('Crèche', [week(1, 0, 1), week(2, 1, 0)], en, 'en-GB')).toBe(
      'Every place in week 1 is taken, and nobody else in your group can have Crèche in week 2.',
    )
  })
})

describe('in the guest’s language', () => {
  const ar = textsFor('ar')

  it('says why nothing can be assigned in Arabic', () => {
    const week = (w: 1 | 2, placesLeft: number, candidates: number) => ({
      week: w,
      placesLeft,
      candidates: Array.from({ length: candidates }, (_, i) => ({ id: String(i) })),
    })
    expect(nothingToAssign('الحضانة', [week(1, 0, 1), week(2, 1, 0)], ar, 'ar')).toBe(
      'جميع الأماكن في الأسبوع 1 محجوزة، ولا يمكن لأي شخص آخر في مجموعتك الحصول على الحضانة في الأسبوع 2.',
    )
    expect(nothingToAssign('الحضانة', [week(1, 0, 0), week(2, 0, 0)], ar, 'ar')).toBe('جميع الأماكن محجوزة.')
  })
})
