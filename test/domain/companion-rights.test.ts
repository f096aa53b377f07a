import { describe, expect, it } from 'vitest'
import {
  bookingRole,
  mayChange,
  maySeePrivate,
  refusal,
  viewerOf,
  type Change,
} from '../../src/domain/companion-rights.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const en = textsFor('en-GB')

const booking = { leadContactId: 'Lead', guests: [{ contactId: 'lead' }, { contactId: 'friend' }, { contactId: null }] }

describe('bookingRole', () => {
  it('knows the lead booker by the parent contact and a companion by a guest’s contact, in any case', () => {
    expect(bookingRole(booking, 'LEAD')).toBe('lead')
    expect(bookingRole(booking, 'Friend')).toBe('companion')
    expect(bookingRole(booking, 'stranger')).toBe('none')
    expect(bookingRole(booking, undefined)).toBe('none')
    expect(bookingRole({ leadContactId: undefined, guests: [{ contactId: undefined }] }, undefined)).toBe('none')
  })
})

describe('mayChange (decision 032)', () => {
  const lead = viewerOf(booking, 'lead')
  const friend = viewerOf(booking, 'friend')
  const stranger = viewerOf(booking, 'stranger')
  const every: Change[] = [
    { kind: 'guest', guestContactId: 'friend' },
    { kind: 'guest', guestContactId: 'someone else' },
    { kind: 'guest', guestContactId: null },
    { kind: 'account', groupPrimaryContactId: 'lead' },
    { kind: 'account', groupPrimaryContactId: undefined },
    { kind: 'upgrades' },
    { kind: 'invitations' },
  ]

  it('lets the lead booker make every change', () => {
    for (const change of every) expect(mayChange(lead, change)).toBe(true)
  })

  it('lets a companion change their own details and a household they lead, nothing about others', () => {
    expect(mayChange(friend, { kind: 'guest', guestContactId: 'FRIEND' })).toBe(true)
    expect(mayChange(friend, { kind: 'guest', guestContactId: 'lead' })).toBe(false)
    expect(mayChange(friend, { kind: 'guest', guestContactId: null })).toBe(false)
    expect(mayChange(friend, { kind: 'account', groupPrimaryContactId: 'friend' })).toBe(true)
    expect(mayChange(friend, { kind: 'account', groupPrimaryContactId: 'lead' })).toBe(false)
    expect(mayChange(friend, { kind: 'account', groupPrimaryContactId: undefined })).toBe(false)
  })

  it('keeps upgrades and invitations with the lead booker', () => {
    expect(mayChange(friend, { kind: 'upgrades' })).toBe(false)
    expect(mayChange(friend, { kind: 'invitations' })).toBe(false)
  })

  it('lets someone not on the booking change nothing, even with a matching contact id on a change', () => {
    for (const change of every) expect(mayChange(stranger, change)).toBe(false)
    expect(mayChange(stranger, { kind: 'guest', guestContactId: 'stranger' })).toBe(false)
    expect(mayChange({ role: 'companion', contactId: undefined }, { kind: 'guest', guestContactId: undefined })).toBe(
      false,
    )
  })

  it('words each refusal naming who can make the change', () => {
    expect(refusal(en, 'guest', 'Sophie Bennett')).toBe(
      'Only the lead booker or Sophie Bennett can change these details.',
    )
    expect(refusal(en, 'upgrades')).toBe('Only the lead booker can assign upgrades.')
    expect(refusal(en, 'invitations')).toMatch(/^Only the lead booker of this booking can invite/)
    expect(refusal(en, 'account')).toMatch(/^Only the lead booker can change this part/)
  })

  it('words them in the guest’s language', () => {
    expect(refusal(textsFor('de'), 'guest', 'Sophie Bennett')).toBe(
      'Nur die hauptbuchende Person oder Sophie Bennett kann diese Angaben ändern.',
    )
    expect(refusal(textsFor('ar'), 'upgrades')).toBe('لا يمكن تخصيص الترقيات إلا لصاحب الحجز الرئيسي.')
  })
})

describe('maySeePrivate (decision 032)', () => {
  it('shows a person’s private details to the lead booker and to that person only', () => {
    expect(maySeePrivate(viewerOf(booking, 'lead'), 'friend')).toBe(true)
    expect(maySeePrivate(viewerOf(booking, 'lead'), 'a family contact not on the booking')).toBe(true)
    expect(maySeePrivate(viewerOf(booking, 'friend'), 'FRIEND')).toBe(true)
    expect(maySeePrivate(viewerOf(booking, 'friend'), 'lead')).toBe(false)
    expect(maySeePrivate(viewerOf(booking, 'friend'), undefined)).toBe(false)
    expect(maySeePrivate(viewerOf(booking, 'stranger'), 'stranger')).toBe(false)
  })
})
