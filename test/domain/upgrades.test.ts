import { describe, expect, it } from 'vitest'
import {
  assignmentProblem,
  candidates,
  eligible,
  nothingToAssign,
  placesLeft,
  purchasedUpgrades,
  requestDetails,
  requestedNames,
  requestSentNotice,
  type UpgradeGuest,
} from '../../src/domain/upgrades.ts'
import { membershipCodes as m } from '../../src/domain/membership.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const en = textsFor('en-GB')

const leaving = '2027-08-08'
const bornYearsBefore = (years: number) => `${2027 - years}-07-01` // that many years old (and a month) on leaving
const guest = (
  id: string,
  age: number | undefined,
  week1: number | null = m.adult,
  week2: number | null = m.adult,
): UpgradeGuest => ({
  id,
  name: `Guest ${id}`,
  dateOfBirth: age === undefined ? null : bornYearsBefore(age),
  week1,
  week2,
})

const guests = [
  guest('adult', 40),
  guest('nine', 9),
  guest('seven', 7),
  guest('five', 5, m.rascals, m.child),
  guest('four', 4),
  guest('three', 3),
  guest('one', 1),
  guest('unknown', undefined),
]
const products = [
  { classification: m.adult, quantity: 2 },
  { classification: m.rascals, quantity: 2 },
  { classification: m.waterSports, quantity: 1 },
  { classification: m.waterSports, quantity: 1 },
  { classification: 123, quantity: 5 }, // an unknown classification does not count
]

describe('upgrades', () => {
  it('counts pending requests as taken places, and does not offer their guests again', () => {
    const details = requestDetails('Full Watersports Upgrade', 1, ['Guest nine', 'Guest adult'])
    expect(details).toBe('Full Watersports Upgrade, week 1: Guest nine, Guest adult')
    expect(requestedNames(details, 'Full Watersports Upgrade', 2)).toEqual([])
    const [, water] = purchasedUpgrades(products, guests, [details, 'Rascals, week 1: Guest four'])
    expect(water!.requested).toEqual({ 1: ['Guest nine', 'Guest adult'], 2: [] })
    expect(placesLeft(water!, 1)).toBe(0)
    expect(candidates(water!, 1, guests, leaving).map((g) => g.id)).toEqual(['unknown'])
  })

  it('counts only known upgrade classifications, summing quantities, with holders per week', () => {
    expect(purchasedUpgrades(products, guests)).toEqual([
      {
        kind: 'rascals',
        name: 'Rascals',
        quantity: 2,
        holders: { 1: ['Guest five'], 2: [] },
        requested: { 1: [], 2: [] },
      },
      {
        kind: 'waterSports',
        name: 'Full Watersports Upgrade',
        quantity: 2,
        holders: { 1: [], 2: [] },
        requested: { 1: [], 2: [] },
      },
    ])
  })

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

describe('requestSentNotice', () => {
  it('names the upgrade a request was sent for, and says nothing for any other query value', () => {
    expect(requestSentNotice('deliCreche', en)).toBe(
      'Your Deli Crèche request has been sent. It shows as Pending with your extras until the resort confirms it.',
    )
    for (const other of ['adult', 'toString', '__proto__', '', undefined])
      expect(requestSentNotice(other, en)).toBeUndefined()
  })
})

describe('in the guest’s language', () => {
  const de = textsFor('de')
  const ar = textsFor('ar')
  const [rascals] = purchasedUpgrades(products, guests)

  it('names the upgrade and counts the places left in German', () => {
    expect(requestSentNotice('deliCreche', de)).toBe(
      'Ihre Anfrage für Deli-Krippe wurde gesendet. Bis das Resort sie bestätigt, steht sie bei Ihren Extras als „Ausstehend“.',
    )
    const allowed = candidates(rascals!, 1, guests, leaving)
    expect(assignmentProblem(rascals!, 1, [], allowed, de)).toBe('Bitte wählen Sie mindestens einen Gast aus.')
    expect(assignmentProblem(rascals!, 1, ['four', 'five'], [...allowed, guests[3]!], de)).toBe(
      'Für Rascals ist in Woche 1 noch 1 Platz frei: Bitte wählen Sie nicht mehr aus.',
    )
    // The booking system's name stays in a request's details, whatever the guest's language.
    expect(rascals!.name).toBe('Rascals')
  })

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
