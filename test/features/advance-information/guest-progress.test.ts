import { describe, expect, it } from 'vitest'
import { advanceProgress, type AdvanceFacts } from '../../../src/features/advance-information/advance-information.ts'
import type { AdvancePart } from '../../../src/domain/advance-parts.ts'
import {
  guestProgress,
  remindersFor,
  type AdvanceReach,
} from '../../../src/features/advance-information/guest-progress.ts'
import type { Arrangement } from '../../../src/domain/content-blocks.ts'

const all = new Set<AdvancePart>(['group', 'address', 'villaConfiguration', 'flight', 'registration'])
/** Nothing done but one guest's details (of two) and a flight. */
const facts: AdvanceFacts = {
  completeGuests: 1,
  totalGuests: 2,
  address: undefined,
  accounts: [{ roomConfigurations: false, travel: true, registration: false }],
}
const progress = advanceProgress(all, facts)
const lead: AdvanceReach = { lead: true, ownDetailsComplete: false, accountParts: true }
const companion: AdvanceReach = { lead: false, ownDetailsComplete: true, accountParts: false }

describe('guestProgress (issue 25: counted for what this guest may do)', () => {
  it('is the SPEC’s progress for the lead booker', () => {
    const mine = guestProgress(progress, lead)
    expect([mine.done, mine.total, mine.next, mine.withOthers]).toEqual([progress.done, 5, progress.next, 0])
    expect(mine.parts.map((p) => p.step)).toEqual(['to do', 'to do', 'to do', 'done', 'to do'])
  })

  it('counts a companion’s own details for the group, and no account part they may not change', () => {
    const mine = guestProgress(progress, companion)
    expect(mine.parts.map((p) => [p.part, p.complete, p.step])).toEqual([
      ['group', false, 'done'],
      ['address', false, 'not yours'],
      ['villaConfiguration', false, 'not yours'],
      ['flight', true, 'not yours'],
      ['registration', false, 'not yours'],
    ])
    expect([mine.done, mine.total, mine.next, mine.withOthers]).toEqual([1, 1, undefined, 4])
    expect(guestProgress(progress, { ...companion, ownDetailsComplete: false }).next).toBe('group')
    expect(guestProgress(progress, { ...companion, ownDetailsComplete: undefined }).total).toBe(0)
  })

  it('counts the account parts of a household the companion leads', () => {
    const mine = guestProgress(progress, { ...companion, accountParts: true })
    expect([mine.done, mine.total, mine.next, mine.withOthers]).toEqual([2, 5, 'address', 0])
  })
})

describe('remindersFor', () => {
  const item = (title: string, href?: string): Arrangement => ({
    title,
    html: '',
    timing: 'Three weeks',
    link: href ? { href, label: title, external: /^https?:/.test(href) } : undefined,
  })
  const items = [
    item('Complete registration', '/account/advance-information'),
    item('Add your flights', '/account/advance-information/flight#x'),
    item('Order a welcome hamper', '/account/tailor-your-holiday/welcome-hampers'),
    item('Check your passports'),
    item('Elsewhere', 'https://example.com/account/advance-information'),
    item('Look-alike', '/account/advance-informationally'),
  ]

  it('keeps every reminder for the lead booker, and for a guest with something left to do', () => {
    expect(remindersFor(items, { lead: true }, { next: undefined })).toEqual(items)
    expect(remindersFor(items, { lead: false }, { next: 'group' })).toEqual(items)
  })

  it('leaves out those leading into advance information for a guest with nothing there to do', () => {
    expect(remindersFor(items, { lead: false }, { next: undefined }).map((i) => i.title)).toEqual([
      'Order a welcome hamper',
      'Check your passports',
      'Elsewhere',
      'Look-alike',
    ])
  })
})
