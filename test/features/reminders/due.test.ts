// Who is due for what and when (issue 41): each timing's first day, the day of booking, the companion and lead-booker
// split (the facts a guest may act on), a wellness visit tomorrow and the way home the day before leaving.
import { describe, expect, it } from 'vitest'
import {
  dayNeeds,
  dueReminders,
  needsNothing,
  timingBeginning,
  type GuestFacts,
} from '../../../src/features/reminders/due.ts'
import { parseLocalDate, type LocalDate } from '../../../src/domain/local-date.ts'

const day = (value: string): LocalDate => parseLocalDate(value)!
const stay = { arrival: '2027-03-15', leaving: '2027-03-22' }
const none: GuestFacts = { advanceToDo: [], arrangements: [], visits: [], wayHome: [] }

describe('the timing that begins on a day', () => {
  it('is each home mode’s first day: two months, three weeks, the arrival day and the day after leaving', () => {
    expect(timingBeginning(stay, day('2027-01-15'))).toBe('Two months')
    expect(timingBeginning(stay, day('2027-02-22'))).toBe('Three weeks')
    expect(timingBeginning(stay, day('2027-03-15'))).toBe('Mid stay')
    expect(timingBeginning(stay, day('2027-03-23'))).toBe('Post stay')
  })

  it('is nothing on the days between', () => {
    for (const other of [
      '2027-01-14',
      '2027-01-16',
      '2027-02-21',
      '2027-02-23',
      '2027-03-16',
      '2027-03-22',
      '2027-03-24',
    ])
      expect(timingBeginning(stay, day(other)), other).toBeUndefined()
  })

  it('is the timing a booking starts in, on the day it was made (after booking, or later when booked late)', () => {
    expect(timingBeginning({ ...stay, bookedOn: '2026-10-01' }, day('2026-10-01'))).toBe('After booking')
    expect(timingBeginning({ ...stay, bookedOn: '2026-10-01' }, day('2026-10-02'))).toBeUndefined()
    expect(timingBeginning({ ...stay, bookedOn: '2027-03-01' }, day('2027-03-01'))).toBe('Three weeks')
  })

  it('is nothing for a stay whose dates cannot be read', () => {
    expect(timingBeginning({ arrival: undefined, leaving: undefined }, day('2027-01-15'))).toBeUndefined()
    expect(timingBeginning({ arrival: 'soon', leaving: '2027-03-22' }, day('2027-01-15'))).toBeUndefined()
  })
})

describe('what a day needs read', () => {
  it('asks for tomorrow’s visits only when tomorrow is a day of the stay, and the way home the day before leaving', () => {
    expect(dayNeeds(stay, day('2027-03-13'))).toEqual({ timing: undefined, visitsOn: undefined, wayHome: false })
    expect(dayNeeds(stay, day('2027-03-14'))).toEqual({ timing: undefined, visitsOn: '2027-03-15', wayHome: false })
    expect(dayNeeds(stay, day('2027-03-21'))).toEqual({ timing: undefined, visitsOn: '2027-03-22', wayHome: true })
    expect(dayNeeds(stay, day('2027-03-22'))).toEqual({ timing: undefined, visitsOn: undefined, wayHome: false })
  })

  it('needs nothing on an ordinary day, so nothing is read for it', () => {
    expect(needsNothing(dayNeeds(stay, day('2027-02-01')))).toBe(true)
    expect(needsNothing(dayNeeds(stay, day('2027-02-22')))).toBe(false)
  })
})

describe('the reminders a guest is due', () => {
  const arrangements = [
    { title: 'Book airport transfers', timing: 'Three weeks' as const },
    { title: 'Order a welcome hamper', timing: 'Two months' as const },
    { title: 'Tell us what you thought', timing: 'Post stay' as const },
    { title: 'Bring sun cream', timing: undefined },
  ]

  it('advance information when a timing before arrival begins and this guest still has parts to do', () => {
    const needs = dayNeeds(stay, day('2027-02-22'))
    expect(dueReminders(needs, { ...none, advanceToDo: ['flight', 'registration'] })).toEqual([
      { kind: 'advance', timing: 'Three weeks', parts: ['flight', 'registration'] },
    ])
  })

  it('no advance reminder for a guest with nothing left that is theirs (a companion whose own details are done)', () => {
    // The loaders give a companion only the parts they may complete (decision 032): none left means none reminded,
    // even while the lead booker still has the flight to give.
    expect(dueReminders(dayNeeds(stay, day('2027-02-22')), { ...none, advanceToDo: [] })).toEqual([])
  })

  it('no advance reminder once the stay has begun, whatever is open', () => {
    expect(dueReminders(dayNeeds(stay, day('2027-03-15')), { ...none, advanceToDo: ['flight'] })).toEqual([])
  })

  it('the "what to arrange when" items of the timing that begins, and only those', () => {
    expect(dueReminders(dayNeeds(stay, day('2027-01-15')), { ...none, arrangements })).toEqual([
      { kind: 'arrange', timing: 'Two months', titles: ['Order a welcome hamper'] },
    ])
    expect(dueReminders(dayNeeds(stay, day('2027-03-23')), { ...none, arrangements })).toEqual([
      { kind: 'arrange', timing: 'Post stay', titles: ['Tell us what you thought'] },
    ])
    expect(dueReminders(dayNeeds(stay, day('2027-02-01')), { ...none, arrangements })).toEqual([])
  })

  it('a wellness visit tomorrow, with its time', () => {
    const visits = [{ name: 'Deep tissue massage', start: '10:30' }]
    expect(dueReminders(dayNeeds(stay, day('2027-03-17')), { ...none, visits })).toEqual([{ kind: 'wellness', visits }])
  })

  it('the way home the day before leaving, even when no travel is known yet', () => {
    expect(dueReminders(dayNeeds(stay, day('2027-03-21')), { ...none, wayHome: ['Flight EZY8012 at 18:05'] })).toEqual([
      { kind: 'way-home', lines: ['Flight EZY8012 at 18:05'] },
    ])
    expect(dueReminders(dayNeeds(stay, day('2027-03-21')), none)).toEqual([{ kind: 'way-home', lines: [] }])
  })
})
