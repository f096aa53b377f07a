import { describe, expect, it } from 'vitest'
import { companionStatuses, isAdult, sentOnText } from '../../src/domain/invitations.ts'
import { invitation, invitationBooking as booking } from '../support/invitations.ts'

describe('isAdult', () => {
  it('counts 18 or over on the first day of the holiday, and no date of birth as an adult (SPEC §5)', () => {
    expect(isAdult('2009-07-01', '2027-07-01')).toBe(true)
    expect(isAdult('2009-07-02', '2027-07-01')).toBe(false)
    expect(isAdult(undefined, '2027-07-01')).toBe(true)
    expect(isAdult('2020-01-01', undefined)).toBe(true)
  })
})

describe('companionStatuses', () => {
  const invitations = [
    invitation('invited', 'pending'),
    invitation('joined', 'accepted'),
    invitation('partner', 'revoked'),
  ]

  it('gives the lead booker one status per adult other than themselves who is linked to a contact', () => {
    expect(companionStatuses(booking, true, invitations, 'Europe/London')).toEqual({
      partner: { kind: 'invite' },
      nineteen: { kind: 'invite' },
      'unknown-age': { kind: 'invite' },
      invited: { kind: 'invited', invitationId: 'inv-invited-pending', sentOn: '3 Dec' },
      joined: { kind: 'joined' },
    })
  })

  it('shows nothing to anyone else', () => {
    expect(companionStatuses(booking, false, invitations, 'Europe/London')).toEqual({})
  })

  it('writes the day sent in the resort’s time zone', () => {
    expect(sentOnText('2026-12-03T23:30:00Z', 'Europe/London')).toBe('3 Dec')
    expect(sentOnText('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe('4 Dec')
    expect(sentOnText('not a date', 'Europe/London')).toBe('an earlier day')
  })
})
