import { describe, expect, it } from 'vitest'
import { companionStatuses, isAdult, sentOnText, type Invitation } from '../../src/domain/invitations.ts'

const invitation = (guestId: string, state: Invitation['state'], more: Partial<Invitation> = {}): Invitation => ({
  id: `inv-${guestId}-${state}`,
  bookingId: 'b1',
  guestId,
  contactId: `c-${guestId}`,
  email: `${guestId}@example.com`,
  invitedBy: 'lead-user',
  inviteeUserId: undefined,
  state,
  sentAt: '2026-12-03T09:00:00Z',
  ...more,
})

const booking = {
  leadContactId: 'c-lead',
  arrival: '2027-07-01',
  guests: [
    { id: 'lead', contactId: 'c-lead', dateOfBirth: '1980-01-01' },
    { id: 'partner', contactId: 'c-partner', dateOfBirth: '1981-05-05' },
    { id: 'teen', contactId: 'c-teen', dateOfBirth: '2010-01-01' },
    { id: 'nineteen', contactId: 'c-nineteen', dateOfBirth: '2008-06-30' },
    { id: 'unknown-age', contactId: 'c-unknown', dateOfBirth: undefined },
    { id: 'no-contact', contactId: undefined, dateOfBirth: '1970-01-01' },
    { id: 'invited', contactId: 'c-invited', dateOfBirth: undefined },
    { id: 'joined', contactId: 'c-joined', dateOfBirth: undefined },
  ],
}

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
