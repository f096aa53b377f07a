import { describe, expect, it } from 'vitest'
import { assignmentProblem, candidates, placesLeft } from '../../../src/features/extras/upgrade-assignment.ts'
import {
  purchasedUpgrades,
  requestDetails,
  requestedNames,
  requestSentNotice,
} from '../../../src/features/extras/upgrades.ts'
import { textsFor } from '../../../src/i18n/texts.ts'
import { guests, leaving, products } from './upgrade-party.ts'

const en = textsFor('en-GB')

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
})
