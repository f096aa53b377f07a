import { describe, expect, it } from 'vitest'
import { guestCounts, guestCountsInWords, party } from '../../src/domain/party.ts'
import { textsFor } from '../../src/i18n/texts.ts'
import { membershipCodes } from '../../src/domain/membership.ts'
import { formatLongDate } from '../../src/domain/local-date.ts'

const booking = { leadContactId: 'LEAD', leaving: '2026-12-10' }
const passport = {
  passportName: 'A B',
  passportNumber: '1',
  passportNationality: 'GBR',
  passportExpiry: '2030-01-01',
}

describe('party', () => {
  it('applies the passport rule to the lead booker, wherever they are in the list', () => {
    const members = party(
      [
        { id: 'g1', fullName: 'Ann Child', dateOfBirth: '2018-01-01' },
        { id: 'g2', fullName: 'Lea Lead', contactId: 'lead' },
      ],
      booking,
      'lead',
    )
    expect(members.map((m) => [m.name, m.passportRequired, m.complete, m.isYou])).toEqual([
      ['Ann Child', false, true, false],
      ['Lea Lead', true, false, true],
    ])
    expect(members[0]).toMatchObject({ initials: 'AC', ageBand: '7-12' })
  })

  it('falls back to the first guest for the passport rule, and labels unnamed guests', () => {
    const [first, second] = party(
      [
        { id: 'g1', fullName: 'Al Pha', ...passport },
        { id: 'g2', label: 'Bennett, guest 2' },
      ],
      booking,
      undefined,
    )
    expect(first).toMatchObject({ passportRequired: true, complete: true })
    expect(second).toMatchObject({ name: 'Bennett, guest 2', named: false, complete: false, ageBand: 'Adult' })
  })

  it('names memberships for week 1 and week 2, leaving unknown codes out', () => {
    const [member] = party(
      [
        {
          id: 'g',
          fullName: 'X Y',
          week1: membershipCodes.rascals,
          week2: 42,
        },
      ],
      booking,
      undefined,
    )
    expect(member).toMatchObject({ week1: 'rascals', week2: undefined })
  })
})

describe('guestCounts', () => {
  it('sums the booking records', () => {
    expect(
      guestCounts([
        { adults: 2, children: 1, infants: 1, total: 4 },
        { adults: 1, total: 1 },
      ]),
    ).toEqual({ adults: 3, children: 1, infants: 1, total: 5 })
  })
})

describe('formatLongDate', () => {
  it('writes the day for people', () => {
    // ICU versions differ on the comma after the weekday.
    expect(formatLongDate('2026-12-03')).toMatch(/^Thursday,? 3 December 2026$/)
    expect(formatLongDate('2026-12-03T00:00:00+10:00')).toMatch(/^Thursday,? 3 December 2026$/)
    expect(formatLongDate(null)).toBeUndefined()
  })
})

describe('guestCountsInWords', () => {
  const counts = (adults: number, children: number, infants: number) => ({
    adults,
    children,
    infants,
    total: adults + children + infants,
  })
  const english = textsFor('en-GB')
  const arabic = textsFor('ar')

  it('names only the kinds a party has, after the total when there are two or more (issue 38)', () => {
    expect(guestCountsInWords(counts(2, 0, 0), english, 'en-GB')).toBe('2 adults')
    expect(guestCountsInWords(counts(1, 0, 0), english, 'en-GB')).toBe('1 adult')
    expect(guestCountsInWords(counts(2, 1, 0), english, 'en-GB')).toBe('3 guests: 2 adults and 1 child')
    expect(guestCountsInWords(counts(2, 0, 1), english, 'en-GB')).toBe('3 guests: 2 adults and 1 infant')
    expect(guestCountsInWords(counts(2, 2, 2), english, 'en-GB')).toBe('6 guests: 2 adults, 2 children and 2 infants')
  })

  it('falls back to the total when the booking system gives no kinds', () => {
    expect(guestCountsInWords({ adults: 0, children: 0, infants: 0, total: 4 }, english, 'en-GB')).toBe('4 guests')
  })

  it('words each kind by its count in Arabic: the dual, and no zeros', () => {
    expect(guestCountsInWords(counts(2, 0, 0), arabic, 'ar')).toBe('بالغان')
    expect(guestCountsInWords(counts(1, 0, 0), arabic, 'ar')).toBe('بالغ واحد')
    expect(guestCountsInWords(counts(3, 0, 0), arabic, 'ar')).toBe('3 بالغين')
    expect(guestCountsInWords(counts(2, 1, 0), arabic, 'ar')).toBe('3 ضيوف: بالغان وطفل واحد')
    expect(guestCountsInWords(counts(11, 2, 0), arabic, 'ar')).toBe('13 ضيفًا: 11 بالغًا وطفلان')
  })
})
