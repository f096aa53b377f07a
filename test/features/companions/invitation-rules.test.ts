import { describe, expect, it } from 'vitest'
import { changeRefusal, inviteRefusal, linkPlan } from '../../../src/features/companions/invitation-rules.ts'
import { textsFor } from '../../../src/i18n/texts.ts'
import { invitation, invitationBooking as booking } from '../../support/invitations.ts'

const en = textsFor('en-GB')

describe('inviteRefusal (who may invite whom)', () => {
  const lead = { role: 'lead' as const, contactId: 'c-lead' }
  const guest = (id: string) => {
    const found = booking.guests.find((g) => g.id === id)
    return found && { ...found, name: `Guest ${id}` }
  }
  const ask = (
    id: string,
    more: { viewer?: typeof lead | { role: 'companion'; contactId: string }; email?: string } = {},
  ) =>
    inviteRefusal(en, {
      viewer: more.viewer ?? lead,
      guest: guest(id),
      booking,
      invitations: [
        invitation('invited', 'pending'),
        invitation('joined', 'accepted'),
        invitation('partner', 'revoked'),
      ],
      email: more.email ?? 'new@example.com',
      sentOn: () => '3 Dec',
    })

  it('lets the lead booker invite an adult on the booking, again after a withdrawn invitation', () => {
    expect(ask('partner')).toBeUndefined()
    expect(ask('nineteen')).toBeUndefined()
    expect(ask('unknown-age')).toBeUndefined()
  })

  it('refuses with a status, a sentence and a reason that names no one', () => {
    expect(ask('partner', { viewer: { role: 'companion', contactId: 'c-partner' } })).toMatchObject({
      status: 403,
      reason: 'not the lead booker',
    })
    expect(ask('elsewhere')).toMatchObject({ status: 404, message: 'That guest is not on this booking.' })
    expect(ask('lead')).toMatchObject({ status: 400, reason: 'the lead booker' })
    expect(ask('teen')).toMatchObject({
      status: 403,
      reason: 'a child',
      message: expect.stringContaining('18 or over'),
    })
    expect(ask('no-contact')).toMatchObject({ status: 409, reason: 'no contact' })
    expect(ask('invited')).toMatchObject({
      status: 409,
      message: 'Guest invited was already invited on 3 Dec. You can send it again or withdraw it.',
    })
    expect(ask('joined')).toMatchObject({ status: 409, message: 'Guest joined has already joined.' })
    expect(ask('partner', { email: 'INVITED@example.com' })).toMatchObject({ status: 409, reason: 'address taken' })
    expect(ask('partner', { email: 'partner@example.com' })).toBeUndefined()
  })

  it('words its sentences in the guest’s language, the reasons staying as they are', () => {
    const teen = guest('teen')
    const inGerman = inviteRefusal(textsFor('de'), {
      viewer: lead,
      guest: teen,
      booking,
      invitations: [],
      email: 'new@example.com',
    })
    expect(inGerman).toMatchObject({
      reason: 'a child',
      message:
        'Nur Erwachsene (18 Jahre oder älter bei Urlaubsbeginn) können eingeladen werden. Die Angaben von Guest teen verwalten Sie selbst.',
    })
    const invited = inviteRefusal(textsFor('ar'), {
      viewer: lead,
      guest: guest('invited'),
      booking,
      invitations: [invitation('invited', 'pending')],
      email: 'new@example.com',
      sentOn: () => '3 ديسمبر',
    })
    expect(invited).toMatchObject({
      reason: 'already invited',
      message: 'سبقت دعوة Guest invited (3 ديسمبر). يمكنك إرسال الدعوة مرة أخرى أو سحبها.',
    })
  })
})

describe('changeRefusal (resend and withdraw)', () => {
  it('allows the lead booker to resend or withdraw a pending invitation only', () => {
    const lead = { role: 'lead' as const, contactId: 'c-lead' }
    expect(changeRefusal(en, lead, invitation('x', 'pending'), 'resend', 'Jo')).toBeUndefined()
    expect(changeRefusal(en, lead, invitation('x', 'pending'), 'revoke', 'Jo')).toBeUndefined()
    expect(changeRefusal(en, lead, invitation('x', 'accepted'), 'revoke', 'Jo')).toMatchObject({
      status: 409,
      message: 'Jo has already joined: there is nothing to withdraw.',
    })
    expect(changeRefusal(en, lead, undefined, 'resend', 'Jo')).toMatchObject({ status: 404 })
    expect(
      changeRefusal(en, { role: 'companion', contactId: 'c-x' }, invitation('x', 'pending'), 'resend', 'Jo'),
    ).toMatchObject({ status: 403 })
    expect(changeRefusal(textsFor('fr'), lead, undefined, 'revoke', 'Jo')).toMatchObject({
      status: 404,
      message: "Il n'y a aucune invitation à retirer pour Jo.",
    })
  })
})

describe('linkPlan (an address that may already have an account)', () => {
  const contacts = ['c-lead', 'c-partner']

  it('invites a new address and links the new profile to the guest', () => {
    expect(linkPlan(en, undefined, 'c-partner', contacts)).toEqual({
      sendEmail: true,
      setProfile: true,
      relinkGuestTo: undefined,
      contactId: 'c-partner',
    })
  })

  it('links a confirmed account without emailing it: its profile, or the guest to its own contact', () => {
    expect(linkPlan(en, { userId: 'u', confirmed: true, contactId: undefined }, 'c-partner', contacts)).toMatchObject({
      sendEmail: false,
      setProfile: true,
    })
    expect(linkPlan(en, { userId: 'u', confirmed: true, contactId: 'C-PARTNER' }, 'c-partner', contacts)).toMatchObject(
      {
        sendEmail: false,
        setProfile: false,
        relinkGuestTo: undefined,
      },
    )
    expect(linkPlan(en, { userId: 'u', confirmed: true, contactId: 'c-elsewhere' }, 'c-partner', contacts)).toEqual({
      sendEmail: false,
      setProfile: false,
      relinkGuestTo: 'c-elsewhere',
      contactId: 'c-elsewhere',
    })
  })

  it('invites an unconfirmed account again, and refuses an account that is already another guest', () => {
    expect(linkPlan(en, { userId: 'u', confirmed: false, contactId: undefined }, 'c-partner', contacts)).toMatchObject({
      sendEmail: true,
    })
    expect(linkPlan(en, { userId: 'u', confirmed: true, contactId: 'c-lead' }, 'c-partner', contacts)).toMatchObject({
      status: 409,
      reason: 'address of another guest',
    })
  })
})
