// The lead booker's side of companions (decision 033): statuses beside each adult, inviting with
// the address and confirm steps, sending again, withdrawing, and every refusal.
import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, createGuest, fault, latestEmail, post, sandbox, visit } from './support.ts'
import { accept, freshAddress, invitationToken, invite, ownBooking, text } from './companions-support.ts'
import { earlyInWindow } from './limit-window.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { limits } from '../../src/domain/limits.ts'
import { sandboxServiceRoleKey } from '../../sandbox/supabase/keys.ts'

afterEach(clearFaults)

describe('companion statuses', () => {
  it('shows the lead booker an invite link beside each adult but themselves, on home and my bookings', async () => {
    const { jar, guest } = await ownBooking()
    const home = await text(await visit('/account', { jar }))
    for (const adult of ['Omar', 'Ada'])
      expect(home).toContain(`href="/account/companions/${guest(adult).id}?from=home"`)
    for (const other of ['Lena', 'Kit']) expect(home).not.toContain(`/account/companions/${guest(other).id}`)
    expect(home).toContain('Invite to the portal<span class="visually-hidden"> (Omar Ward)</span>')
    const bookings = await text(await visit('/account/my-bookings', { jar }))
    expect(bookings).toContain('Your party on the Guest Hub')
    expect(bookings).toContain(`href="/account/companions/${guest('Omar').id}?from=my-bookings"`)
  })

  it('never holds the page for the invitations: a failed read leaves a link to each guest’s invitation page', async () => {
    const { jar, guest } = await ownBooking()
    await fault({ method: 'GET', path: '/rest/v1/invitations', status: 500 })
    const home = await visit('/account', { jar })
    expect(home.status).toBe(200)
    const html = await text(home)
    expect(html).toContain("Who's coming")
    expect(html).toContain(`href="/account/companions/${guest('Omar').id}?from=home">Invitation to the portal`)
    expect(html).not.toContain('Invite to the portal')
    await clearFaults()
    expect(await text(await visit(`/account/companions/${guest('Omar').id}`, { jar }))).toContain('Continue')
  })
})

describe('inviting a guest', () => {
  it('asks for the address (pre-filled), confirms, sends, and shows "Invited on … — resend"', async () => {
    const { jar, guest, ids } = await ownBooking()
    const omar = guest('Omar')
    const form = await text(await visit(`/account/companions/${omar.id}`, { jar }))
    expect(form).toContain('value="omar.ward@example.com"')
    expect(form).toContain('Omar Ward will be able to sign in and see this booking')
    const email = freshAddress()
    const check = await post(
      `/account/companions/${omar.id}`,
      { email: ` ${email.toUpperCase()} `, step: 'check' },
      jar,
    )
    expect(check.status).toBe(200)
    expect(await text(check)).toContain(`We'll email an invitation to <strong><bdi>${email}</bdi></strong>`)
    const sent = await post(`/account/companions/${omar.id}`, { email, step: 'send', from: 'home' }, jar)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/account?companion=invited#notice')
    const message = await latestEmail(email)
    expect(message.type).toBe('invite')
    expect(message.links[0]).toMatch(
      /^https:\/\/portal\.test\/account\/accept-invitation\?token_hash=\w+&type=invite&invitation=[0-9a-f-]{36}$/,
    )
    // The invitation page takes no code, so the email offers none.
    expect(message.subject).toBe('You are invited to the Guest Hub')
    expect(message.code).toBeNull()
    expect(message.text).not.toMatch(/code/i)
    const home = await text(await visit('/account?companion=invited', { jar }))
    expect(home).toContain('Invitation sent.')
    expect(home).toMatch(/Invited on \d{1,2} \w{3} — <\/span><button type="submit" class="link-button">resend/)
    const list = (await (
      await post('/api/user/invitations', {}, jar, { 'content-type': 'application/json' })
    ).json()) as {
      opportunityId: string
      guests: { guestId: string; kind: string }[]
    }[]
    expect(list.find((b) => b.opportunityId === ids.opportunityId)?.guests).toEqual(
      expect.arrayContaining([expect.objectContaining({ guestId: omar.id, kind: 'invited' })]),
    )
  })

  it('lets the address be changed at the confirm step and keeps what was typed on a bad address', async () => {
    const { jar, guest } = await ownBooking()
    const path = `/account/companions/${guest('Ada').id}`
    const edit = await post(path, { email: 'ada@example.com', step: 'edit' }, jar)
    expect(await text(edit)).toContain('value="ada@example.com"')
    const bad = await post(path, { email: 'ada at example', step: 'check' }, jar)
    expect(bad.status).toBe(400)
    const html = await text(bad)
    expect(html).toContain('An email address has no spaces. Please check it.')
    expect(html).toContain('value="ada at example"')
  })

  it('answers an address the auth service would refuse with the form, the address kept and what to fix; only a sent invitation counts', async () => {
    // No console.error: the guest's mistake is no failure of ours (a warning at most).
    const { jar, guest } = await ownBooking()
    const path = `/account/companions/${guest('Omar').id}`
    const mistakes = {
      'a@b.c': 'The address should end with a domain ending such as .com or .co.uk.',
      'ünï@exämple.com': 'Please write the address without accents',
      '<b>x</b>@example.com': 'The part before the @ can\'t have any of ( ) < > [ ] , ; : " \\ in it.',
    }
    // Each at both steps, sent more often than the booking's limit allows emails in a minute.
    expect(Object.keys(mistakes).length * 2).toBeGreaterThan(limits.invitationsPerBooking.limit)
    for (const [email, sentence] of Object.entries(mistakes))
      for (const step of ['check', 'send', 'send']) {
        const response = await post(path, { email, step, from: 'home' }, jar)
        expect(response.status, `${email} ${step}`).toBe(400)
        // (markup typed into the address comes back as text, escaped)
        const html = (await text(response)).replaceAll('&lt;', '<').replaceAll('&gt;', '>')
        expect(html).toContain(sentence)
        expect(html).toMatch(/<form [^>]*method="post"/)
        expect(html).toContain(`name="email" value="${email}"`)
      }
    // An apostrophe is a real address's: sent, and the limit still has room for it.
    const obrien = `o'${freshAddress()}`
    expect((await invite(jar, guest('Omar').id, obrien)).status).toBe(303)
    expect((await latestEmail(obrien)).type).toBe('invite')
  })

  it('answers the auth service’s own refusal of an address (400 email_address_invalid) the same way, recording nothing', async () => {
    const { jar, guest } = await ownBooking()
    const path = `/account/companions/${guest('Ada').id}`
    // Past our checks, refused by the service's mail check (a reserved name, RFC 2606).
    const refused = await post(path, { email: 'ada@holiday.invalid', step: 'send', from: 'home' }, jar)
    expect(refused.status).toBe(400)
    const html = await text(refused)
    expect(html).toContain("Our email service can't send to that address. Please check it for a typing mistake")
    expect(html).toContain('value="ada@holiday.invalid"')
    // And as 422, should the service answer so.
    await fault({
      method: 'POST',
      path: '/auth/v1/invite',
      status: 422,
      times: 1,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ code: 'email_address_invalid', message: 'Email address "ada@example.com" is invalid' }),
    })
    expect((await post(path, { email: freshAddress(), step: 'send', from: 'home' }, jar)).status).toBe(400)
    // Nothing was recorded: the guest can be invited at once.
    expect((await invite(jar, guest('Ada').id, freshAddress())).status).toBe(303)
  })

  it('refuses children, the lead booker, other bookings’ guests, a guest twice and an address twice', async () => {
    const { jar, guest, ids } = await ownBooking()
    const other = await ownBooking()
    const refused = async (guestId: string, email: string) => {
      const response = await invite(jar, guestId, email)
      return { status: response.status, html: await text(response) }
    }
    expect(await refused(guest('Kit').id, freshAddress())).toMatchObject({
      status: 403,
      html: expect.stringContaining('Only adults (18 or over when the holiday starts) can be invited.'),
    })
    expect(await refused(guest('Lena').id, freshAddress())).toMatchObject({
      status: 400,
      html: expect.stringContaining('You are the lead booker: you already have this booking.'),
    })
    expect(await refused(other.guest('Omar').id, freshAddress())).toMatchObject({
      status: 404,
      html: expect.stringContaining('That guest is not on your booking.'),
    })
    const email = freshAddress()
    expect((await invite(jar, guest('Omar').id, email)).status).toBe(303)
    expect(await refused(guest('Omar').id, freshAddress())).toMatchObject({
      status: 409,
      html: expect.stringMatching(
        /Omar Ward was already invited on \d{1,2} \w{3}\. You can send it again or withdraw it\./,
      ),
    })
    expect(await refused(guest('Ada').id, email.toUpperCase())).toMatchObject({
      status: 409,
      html: expect.stringContaining('That email address has already been invited to this booking.'),
    })
    expect((await visit('/account/companions/not-a-guest', { jar })).status).toBe(404)
    expect(ids.guests).toHaveLength(4)
  })

  it('links someone who already has an account instead of inviting them, and they see the booking', async () => {
    const { jar, guest } = await ownBooking()
    const known = await createGuest({ firstName: 'Ada' })
    const linked = await invite(jar, guest('Ada').id, known.email)
    expect(linked.headers.get('location')).toBe('/account?companion=linked#notice')
    await expect(latestEmail(known.email)).rejects.toThrow(/404/)
    expect(await text(await visit('/account?companion=linked', { jar }))).toContain('Has joined')
    const ada = await (await import('./support.ts')).signIn(known)
    const home = await text(await visit('/account', { jar: ada }))
    expect(home).toContain('<bdi>Ada Ward</bdi><span class="badge">You</span>')
  })

  it('points the guest at the contact of an account that already has one (a booking-system write)', async () => {
    const { jar, guest } = await ownBooking()
    const elsewhere = await ownBooking([{ first: 'Omar', last: 'Ward', age: 42 }])
    const omarsOwn = await createGuest({ firstName: 'Omar', contactId: elsewhere.ids.leadContactId })
    expect((await invite(jar, guest('Omar').id, omarsOwn.email)).status).toBe(303)
    const { writes } = await sandbox<{ writes: { method: string; id: string; body: Record<string, unknown> }[] }>(
      '/__sandbox/dynamics/writes',
    )
    expect(writes.at(-1)).toMatchObject({
      method: 'PATCH',
      id: guest('Omar').id,
      // The sandbox logs the write as it stored it: the bound lookup as its column.
      body: { _adr_contactid_value: elsewhere.ids.leadContactId },
    })
  })
})

describe('sending again and withdrawing', () => {
  it('sends a fresh link (the old one stops working), then withdraws it: the link fails and the guest can be invited again', async () => {
    const { jar, guest } = await ownBooking()
    const omar = guest('Omar')
    const email = freshAddress()
    await invite(jar, omar.id, email)
    const first = await invitationToken(email)
    const resent = await post(`/account/companions/${omar.id}/resend`, { from: 'my-bookings' }, jar)
    expect(resent.headers.get('location')).toBe('/account/my-bookings?companion=resent#notice')
    expect(await invitationToken(email)).not.toBe(first)
    expect(await text(await visit('/account/my-bookings?companion=resent', { jar }))).toContain(
      'Invitation sent again.',
    )
    const revoked = await post(`/account/companions/${omar.id}/revoke`, {}, jar)
    expect(revoked.headers.get('location')).toBe('/account?companion=revoked#notice')
    const late = await accept(email)
    expect(late.response.status).toBe(400)
    expect(await text(late.response)).toContain(
      'This invitation link has expired, has already been used or was withdrawn.',
    )
    expect((await post(`/account/companions/${omar.id}/revoke`, {}, jar)).status).toBe(404)
    expect((await invite(jar, omar.id, email)).status).toBe(303)
  })

  it('limits invitation emails per booking: one more than the limit within a minute is a 429 with Retry-After, and nothing is sent', async () => {
    // One more adult than the limit (wrangler.toml's LIMIT_INVITATIONS_PER_BOOKING, the same number).
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kay']
    const adults = names
      .slice(0, limits.invitationsPerBooking.limit + 1)
      .map((first) => ({ first, last: 'Hale', age: 30 }))
    const { jar, guest } = await ownBooking([{ first: 'Lee', last: 'Hale', age: 50 }, ...adults])
    await earlyInWindow(60, 30_000)
    for (const { first } of adults.slice(0, -1))
      expect((await invite(jar, guest(first).id, freshAddress())).status).toBe(303)
    const email = freshAddress()
    const last = adults.at(-1)!.first
    const limited = await invite(jar, guest(last).id, email)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await text(limited)).toContain('You have sent several invitations just now. You can send more in a minute.')
    await expect(latestEmail(email)).rejects.toThrow(/404/)
    expect(await text(await visit('/account', { jar }))).toContain(`/account/companions/${guest(last).id}?from=home`)
  }, 90_000) // a wait for a fresh window, then six invitations, each an account and an email

  it('sends nothing and records nothing when the auth service fails, and reports it without the address', async () => {
    expectConsoleErrors(/"where":"invitations\.invite"/)
    const { jar, guest } = await ownBooking()
    const email = freshAddress()
    await fault({ method: 'POST', path: '/auth/v1/invite', status: 500, times: 1 })
    const failed = await invite(jar, guest('Ada').id, email)
    expect(failed.status).toBe(503)
    const page = await text(failed)
    expect(page).toContain("We couldn't send the invitation just now. Nothing was sent")
    expect(page).not.toContain(sandboxServiceRoleKey)
    const { events } = await sandbox<{ events: unknown[] }>('/__sandbox/monitoring')
    expect(JSON.stringify(events)).not.toContain(email)
    expect(JSON.stringify(events)).not.toContain(sandboxServiceRoleKey)
    expect((await invite(jar, guest('Ada').id, email)).status).toBe(303)
  })
})
