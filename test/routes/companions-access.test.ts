// The invitee's side of companions (decisions 032, 033): accepting the link, seeing the booking,
// and the companion rule on every page and endpoint a companion might call.
import { describe, expect, it } from 'vitest'
import { api, CookieJar, post, visit } from './support.ts'
import { accept, freshAddress, invitationToken, invite, ownBooking, text } from './companions-support.ts'

/** A booking whose lead booker invited Omar, and Omar signed in after accepting. */
async function withCompanion(next: 'password' | 'home' = 'home') {
  const booking = await ownBooking()
  const email = freshAddress()
  await invite(booking.jar, booking.guest('Omar').id, email)
  const accepted = await accept(email, next)
  return { ...booking, email, omar: accepted.jar, accepted }
}

describe('accepting an invitation', () => {
  it('shows buttons first (a link scanner spends nothing), then signs the guest in to choose a password', async () => {
    const { jar, guest } = await ownBooking()
    const email = freshAddress()
    await invite(jar, guest('Omar').id, email)
    const scanner = await visit(`/account/accept-invitation?token_hash=${await invitationToken(email)}&type=invite`)
    expect(scanner.status).toBe(200)
    expect(await text(scanner)).toContain('Accept and choose a password')
    const { landing, response, jar: omar } = await accept(email, 'password')
    expect(landing.status).toBe(200)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/update-password')
    expect(omar.names()).toEqual(expect.arrayContaining(['gp_pwlink', 'gp_prev']))
    const choose = await post(
      '/account/update-password',
      { password: 'Omars-Holiday-27', confirm: 'Omars-Holiday-27' },
      omar,
    )
    expect(choose.status).toBe(303)
    expect(await text(await visit('/account', { jar }))).toContain(
      'Has joined<span class="visually-hidden"> (Omar Ward)</span>',
    )
    // A password chosen: from now on it is asked for before a change.
    const settings = await text(await visit('/account/account-settings', { jar: omar }))
    expect(settings).toContain('Change your password')
    expect(settings).toContain('Current password')
  })

  it('lets a guest who accepted without a password set one in account settings, with no current password asked', async () => {
    const { omar, email } = await withCompanion('home')
    const settings = await text(await visit('/account/account-settings', { jar: omar }))
    expect(settings).toContain('Set a password')
    expect(settings).not.toContain('Current password')
    const set = await post('/account/account-settings', { password: 'Omars-Own-2027', confirm: 'Omars-Own-2027' }, omar)
    expect(set.status).toBe(303)
    expect(set.headers.get('location')).toBe('/account/account-settings?set=1')
    const after = await text(await visit('/account/account-settings?set=1', { jar: omar }))
    expect(after).toContain('Your password has been set.')
    expect(after).toContain('Current password') // now there is one to confirm
    const signedIn = await post('/account/login/email', { email, password: 'Omars-Own-2027' }, new CookieJar())
    expect(signedIn.status).toBe(303)
    // Without the current password, a change is refused now.
    const again = await post(
      '/account/account-settings',
      { password: 'Other-Pass-2027', confirm: 'Other-Pass-2027' },
      omar,
    )
    expect(again.status).toBe(400)
    expect(await text(again)).toContain('Please enter your current password.')
  })

  it('lets the companion see the booking: dates, who’s coming with themselves marked, extras', async () => {
    const { omar } = await withCompanion()
    const home = await text(await visit('/account', { jar: omar }))
    expect(home).toContain("Who's coming")
    expect(home).toContain('<bdi>Omar Ward</bdi><span class="badge">You</span>')
    expect(home).toMatch(/Arrival|arriv/i)
    expect(home).not.toContain('/account/companions/')
    const bookings = await text(await visit('/account/my-bookings', { jar: omar }))
    expect(bookings).not.toContain('You are the lead booker')
    expect(bookings).not.toContain('Your party on the Guest Hub')
  })

  it('answers a replayed, damaged or withdrawn link with a clear sentence and changes nothing', async () => {
    const { email } = await withCompanion()
    const replay = await post('/account/accept-invitation', { token_hash: await invitationToken(email), next: 'home' })
    expect(replay.status).toBe(400)
    expect(await text(replay)).toContain('This invitation link has expired, has already been used or was withdrawn.')
    const damaged = await visit('/account/accept-invitation?token_hash=%3Cscript%3E&type=invite')
    expect(damaged.status).toBe(400)
    expect(await text(damaged)).toContain('This invitation link is incomplete or damaged.')
    expect((await visit('/account/accept-invitation?token_hash=abcdefgh12&type=recovery')).status).toBe(400)
    expect((await post('/account/accept-invitation', { next: 'home' })).status).toBe(400)
  })
})

describe('the companion rule on every page and endpoint', () => {
  it('lets a companion change their own details but not another guest’s (403 with a sentence)', async () => {
    const { omar, guest } = await withCompanion()
    const own = await post(
      `/account/guests/${guest('Omar').id}`,
      { fullName: 'Omar Ward', email: 'o@example.com' },
      omar,
    )
    expect(own.status).toBe(303)
    const other = `/account/guests/${guest('Ada').id}`
    expect(await text(await visit(other, { jar: omar }))).toContain(
      'Only the lead booker or Ada Ward can change these details.',
    )
    const refused = await post(other, { fullName: 'Changed' }, omar)
    expect(refused.status).toBe(403)
    expect(await text(refused)).toContain('Only the lead booker or Ada Ward can change these details.')
  })

  it('keeps invitations and the lead’s household parts with the lead booker', async () => {
    const { omar, guest } = await withCompanion()
    for (const path of [`/account/companions/${guest('Ada').id}`, `/account/companions/${guest('Omar').id}/resend`]) {
      const response = await post(path, { email: freshAddress(), step: 'send' }, omar)
      expect(response.status).toBe(403)
      expect(await text(response)).toContain('Only the lead booker of this booking can invite guests to the portal.')
    }
    expect((await visit(`/account/companions/${guest('Ada').id}`, { jar: omar })).status).toBe(403)
    const address = await post(
      '/account/advance-information/address',
      { country: 'GB', line1: '1 Sea Road', city: 'Exeter', stateOrProvince: 'Devon', postalCode: 'EX1 1AA' },
      omar,
    )
    expect(address.status).toBe(403)
  })

  it('answers the API as the pages: 403 to a companion, 401 signed out, 400 a bad id or address, 201 to the lead', async () => {
    const { omar, jar, guest } = await withCompanion()
    const asCompanion = await api(
      '/api/user/invitations/invite',
      { guestId: guest('Ada').id, email: freshAddress() },
      omar,
    )
    expect(asCompanion.status).toBe(403)
    expect(await asCompanion.json()).toEqual({
      message: 'Only the lead booker of this booking can invite guests to the portal.',
    })
    expect((await api('/api/user/invitations/revoke', { guestId: guest('Omar').id }, omar)).status).toBe(403)
    expect((await api('/api/user/invitations/invite', { guestId: guest('Ada').id }, new CookieJar())).status).toBe(401)
    expect((await api('/api/user/invitations/invite', { guestId: 'nope', email: freshAddress() }, jar)).status).toBe(
      400,
    )
    expect((await api('/api/user/invitations/invite', { guestId: guest('Ada').id, email: 'nope' }, jar)).status).toBe(
      400,
    )
    const typo = await api('/api/user/invitations/invite', { guestId: guest('Ada').id, email: 'ada@b.c' }, jar)
    expect(typo.status).toBe(400)
    expect(await typo.json()).toEqual({
      message: 'The address should end with a domain ending such as .com or .co.uk. Please check it.',
    })
    expect((await api('/api/user/invitations/revoke', { guestId: guest('Omar').id }, jar)).status).toBe(409)
    const created = await api('/api/user/invitations/invite', { guestId: guest('Ada').id, email: freshAddress() }, jar)
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ done: 'invited' })
    const statuses = (await (await api('/api/user/invitations', {}, jar)).json()) as {
      guests: { name: string; kind: string }[]
    }[]
    expect(statuses[0]?.guests).toHaveLength(2)
    expect(statuses[0]?.guests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Omar Ward', kind: 'joined' }),
        expect.objectContaining({ name: 'Ada Ward', kind: 'invited', sentOn: expect.any(String) }),
      ]),
    )
    expect(await (await api('/api/user/invitations', {}, omar)).json()).toEqual([
      expect.objectContaining({ guests: [] }),
    ])
  })

  it('hides other guests’ private columns from a companion in the booking API', async () => {
    const { omar } = await withCompanion()
    const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, omar)).json()) as {
      isLeadBooker: boolean
      adr_opportunity_adr_bookingguest_Opportunity: {
        adr_name: string
        new_dateofbirth: string | null
        adr_emailaddress: string | null
      }[]
    }[]
    expect(booking?.isLeadBooker).toBe(false)
    const byName = (name: string) =>
      booking!.adr_opportunity_adr_bookingguest_Opportunity.find((g) => g.adr_name === name)
    expect(byName('Omar Ward')?.adr_emailaddress).toBe('omar.ward@example.com')
    expect(byName('Lena Ward')).toMatchObject({ new_dateofbirth: null, adr_emailaddress: null })
  })

  it('hides the household contacts’ addresses from a companion as it hides their guest records’', async () => {
    const { omar, jar, ids } = await withCompanion()
    type Contact = { firstname: string; emailaddress1: string | null }
    const emails = (contacts: Contact[] | undefined) =>
      Object.fromEntries((contacts ?? []).map((c) => [c.firstname, c.emailaddress1]))
    const opportunities = async (who: CookieJar) => {
      const [booking] = (await (await api('/api/user/msd/getUserOpportunities', {}, who)).json()) as {
        adr_opportunity_adr_accounts_Opportunity: { adr_GroupFamily: { adr_account_contact?: Contact[] } }[]
      }[]
      return emails(booking?.adr_opportunity_adr_accounts_Opportunity[0]?.adr_GroupFamily.adr_account_contact)
    }
    const familyGroup = async (who: CookieJar) =>
      emails(
        (
          (await (await api('/api/user/msd/getUserFamilyGroup', { opportunityId: ids.opportunityId }, who)).json()) as {
            adr_account_contact: Contact[]
          }
        ).adr_account_contact,
      )
    for (const seen of [await opportunities(omar), await familyGroup(omar)]) {
      expect(seen.Omar).toBe('omar.ward@example.com')
      expect(seen.Lena).toBeNull()
      expect(seen.Ada).toBeNull()
    }
    // The lead booker may change everyone's details, so sees every address.
    for (const seen of [await opportunities(jar), await familyGroup(jar)])
      expect(seen).toMatchObject({ Lena: 'lena.ward@example.com', Omar: 'omar.ward@example.com' })
  })
})
