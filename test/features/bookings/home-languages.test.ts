// The home's rules in the guest's language (decision 045): the countdown by each language's plural rules, the
// reminder timings' headings, the step to check advance information, an unnamed guest.
import { describe, expect, it } from 'vitest'
import { countdownText } from '../../../src/domain/home-mode.ts'
import { checkAdvance, nextUp } from '../../../src/features/bookings/next-up.ts'
import { party } from '../../../src/domain/party.ts'
import { timingHeading } from '../../../src/features/reminders/reminder-timing.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const de = textsFor('de')
const ar = textsFor('ar')

describe('the countdown', () => {
  it('counts days by the German plural', () => {
    expect(countdownText('three-weeks', 10, de)).toBe('Noch 10 Tage')
    expect(countdownText('three-weeks', 1, de)).toBe('Morgen reisen Sie an!')
    expect(countdownText('mid-stay', 0, de)).toBeUndefined() // at the resort home's card speaks (issue 38)
  })

  it('counts days by the Arabic plural: two, few (3 to 10) and many (11 to 99)', () => {
    expect(countdownText('three-weeks', 2, ar)).toBe('بقي يومان')
    expect(countdownText('three-weeks', 10, ar)).toBe('بقيت 10 أيام')
    expect(countdownText('two-months', 45, ar)).toBe('بقي 45 يومًا')
    expect(countdownText('two-months', 100, ar)).toBe('بقي 100 يوم')
  })
})

describe('the reminder timings', () => {
  it('are headed in the guest’s language, the content’s values unchanged', () => {
    expect(timingHeading('Three weeks', de)).toBe('Drei Wochen vor der Reise')
    expect(timingHeading('Any time', ar)).toBe('في أي وقت')
    expect(timingHeading('After booking', textsFor('en-GB'))).toBe('Soon after booking')
  })
})

describe('the next step when progress could not be read', () => {
  it('asks the guest, in their language, to check their advance information', () => {
    const next = nextUp(
      { mode: 'three-weeks', today: '2026-11-25', leaving: '2026-12-12', advance: 'unknown', arrangement: undefined },
      de,
    )
    expect(next).toEqual({ kind: 'step', step: checkAdvance(de), why: 'advance' })
    expect(checkAdvance(de)).toEqual({ title: 'Vorabinformationen prüfen', href: '/account/advance-information' })
  })
})

describe('an unnamed guest', () => {
  it('is numbered in the guest’s language, and in English without the catalogue', () => {
    const booking = { leadContactId: undefined, leaving: '2026-12-10' }
    expect(party([{ id: 'g1' }, { id: 'g2' }], booking, undefined, de).map((m) => m.name)).toEqual(['Gast 1', 'Gast 2'])
    expect(party([{ id: 'g1' }], booking, undefined, ar)[0]?.name).toBe('الضيف 1')
    expect(party([{ id: 'g1' }], booking, undefined)[0]?.name).toBe('Guest 1')
  })
})
