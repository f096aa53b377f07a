import { describe, expect, it } from 'vitest'
import {
  companionNotice,
  companionStatuses,
  invitationExpired,
  invitationLifetimeDays,
  isAdult,
  sentOnText,
} from '../../../src/features/companions/invitations.ts'
import { textsFor } from '../../../src/i18n/texts.ts'
import { invitation, invitationBooking as booking } from '../../support/invitations.ts'

describe('isAdult', () => {
  it('counts 18 or over on the first day of the holiday, and no date of birth as an adult (SPEC §5)', () => {
    expect(isAdult('2009-07-01', '2027-07-01')).toBe(true)
    expect(isAdult('2009-07-02', '2027-07-01')).toBe(false)
    expect(isAdult(undefined, '2027-07-01')).toBe(true)
    expect(isAdult('2020-01-01', undefined)).toBe(true)
  })
})

const en = textsFor('en-GB')

describe('companionStatuses', () => {
  const invitations = [
    invitation('invited', 'pending'),
    invitation('joined', 'accepted'),
    invitation('partner', 'revoked'),
  ]

  it('gives the lead booker one status per adult other than themselves who is linked to a contact', () => {
    expect(companionStatuses(en, 'en-GB', booking, true, invitations, 'Europe/London')).toEqual({
      partner: { kind: 'invite' },
      nineteen: { kind: 'invite' },
      'unknown-age': { kind: 'invite' },
      invited: { kind: 'invited', invitationId: 'inv-invited-pending', sentOn: '3 Dec' },
      joined: { kind: 'joined' },
    })
  })

  it('shows nothing to anyone else', () => {
    expect(companionStatuses(en, 'en-GB', booking, false, invitations, 'Europe/London')).toEqual({})
  })

  it('writes the day sent in the resort’s time zone', () => {
    expect(sentOnText(en, 'en-GB', '2026-12-03T23:30:00Z', 'Europe/London')).toBe('3 Dec')
    expect(sentOnText(en, 'en-GB', '2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe('4 Dec')
    expect(sentOnText(en, 'en-GB', 'not a date', 'Europe/London')).toBe('an earlier day')
  })

  it('writes the day in the guest’s language, Arabic with Western digits', () => {
    expect(sentOnText(textsFor('de'), 'de', '2026-12-03T23:30:00Z', 'Europe/London')).toBe('3. Dez.')
    expect(sentOnText(textsFor('ar'), 'ar', '2026-12-03T23:30:00Z', 'Europe/London')).toBe('3 ديسمبر')
    expect(sentOnText(textsFor('fr'), 'fr', 'not a date', 'Europe/London')).toBe('un jour précédent')
    expect(companionStatuses(textsFor('es'), 'es', booking, true, invitations, 'Europe/London').invited).toEqual({
      kind: 'invited',
      invitationId: 'inv-invited-pending',
      sentOn: '3 dic',
    })
  })
})

describe('companionNotice', () => {
  it('words the notice a redirect names, and nothing for any other value', () => {
    expect(companionNotice(en, 'resent')).toBe('Invitation sent again. The link in the earlier email no longer works.')
    expect(companionNotice(textsFor('de'), 'revoked')).toBe(
      'Einladung zurückgezogen. Der Link funktioniert nicht mehr.',
    )
    for (const other of [undefined, '', 'toString', 'guest']) expect(companionNotice(en, other)).toBeUndefined()
  })
})

describe('invitationExpired', () => {
  // The auth service's link lasts an hour; the portal's invitation lasts 7 days from its last send (issue 38, item 12).
  const sentAt = '2027-03-01T10:00:00.000Z'
  const later = (ms: number) => new Date(Date.parse(sentAt) + ms)
  const day = 86_400_000

  it('keeps an invitation open for 7 days from its last send, well past the link’s hour', () => {
    expect(invitationLifetimeDays).toBe(7)
    expect(invitationExpired(sentAt, later(61 * 60_000))).toBe(false)
    expect(invitationExpired(sentAt, later(7 * day - 1))).toBe(false)
  })

  it('ends it at 7 days, and treats a send time that cannot be read as ended', () => {
    expect(invitationExpired(sentAt, later(7 * day))).toBe(true)
    expect(invitationExpired(sentAt, later(30 * day))).toBe(true)
    expect(invitationExpired('yesterday', later(0))).toBe(true)
  })
})
