// GoTrue's admin invite and PostgREST's invitations table, driven by the real supabase-js with the
// service-role key, as the portal's companions feature uses them (UPSTREAMS.md "Invitations").
import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { sandboxServiceRoleKey } from '../../sandbox/supabase/keys.ts'
import { call, client, guest, latestEmail, sandboxUrl, signedIn, useSandbox } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

useSandbox()

const admin = () =>
  createClient(sandboxUrl(), sandboxServiceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } })
let counter = 0
const address = () => `invitee-${Date.now().toString(36)}-${++counter}@example.com`
const tokenHashOf = (link: string) => new URL(link).searchParams.get('token_hash')!

describe('inviting by email (GoTrue admin)', () => {
  it('creates an unconfirmed user, emails a link to the portal, and the link signs them in once', async () => {
    const email = address()
    const invited = await admin().auth.admin.inviteUserByEmail(email, {
      data: { first_name: 'Jo' },
      redirectTo: 'http://portal.test/account',
    })
    expect(invited.error).toBeNull()
    expect(invited.data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { first_name: 'Jo' } })
    expect(invited.data.user?.invited_at).toEqual(expect.any(String))
    const message = await latestEmail(email)
    expect(message.type).toBe('invite')
    const link = message.links[0]!
    expect(link).toMatch(/^http:\/\/portal\.test\/account\/accept-invitation\?token_hash=[0-9a-f]+&type=invite$/)

    const mixed = await call('/auth/v1/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'invite', token_hash: tokenHashOf(link), email }),
    })
    expect(mixed.status).toBe(400)
    expect(await mixed.json()).toMatchObject({ code: 'validation_failed' })

    const accepted = await client().auth.verifyOtp({ token_hash: tokenHashOf(link), type: 'invite' })
    expect(accepted.error).toBeNull()
    expect(accepted.data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) })
    const replay = await client().auth.verifyOtp({ token_hash: tokenHashOf(link), type: 'invite' })
    expect(replay.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('refuses a confirmed user with 422 email_exists and invites an unconfirmed one again', async () => {
    const known = await guest()
    const refused = await admin().auth.admin.inviteUserByEmail(known.email)
    expect(refused.error).toMatchObject({ status: 422, code: 'email_exists' })

    const email = address()
    const first = await admin().auth.admin.inviteUserByEmail(email)
    const firstLink = (await latestEmail(email)).links[0]!
    const again = await admin().auth.admin.inviteUserByEmail(email)
    expect(again.data.user?.id).toBe(first.data.user?.id)
    const secondLink = (await latestEmail(email)).links[0]!
    expect(secondLink).not.toBe(firstLink)
    // Only the newest email's link works (one token per user and kind).
    expect((await client().auth.verifyOtp({ token_hash: tokenHashOf(firstLink), type: 'invite' })).error?.code).toBe(
      'otp_expired',
    )
    expect((await client().auth.verifyOtp({ token_hash: tokenHashOf(secondLink), type: 'invite' })).error).toBeNull()
  })

  it('judges an address as GoTrue does: its format check, then its mail check, sending nothing when refused', async () => {
    const obrien = `o'${address()}`
    expect((await admin().auth.admin.inviteUserByEmail(obrien)).error).toBeNull()
    expect((await latestEmail(obrien)).type).toBe('invite')
    for (const bad of ['ünï@exämple.com', '<b>x</b>@example.com', 'jo@-example.com'])
      expect((await admin().auth.admin.inviteUserByEmail(bad)).error, bad).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      })
    for (const bad of ['a@b.c', 'jo@holiday.invalid', 'jo@localhost']) {
      expect((await admin().auth.admin.inviteUserByEmail(bad)).error, bad).toMatchObject({
        status: 400,
        code: 'email_address_invalid',
        message: `Email address "${bad}" is invalid`,
      })
      await expect(latestEmail(bad)).rejects.toThrow()
    }
  })

  it('merges app_metadata key by key with the admin update (null removes a key); the user and new tokens carry it', async () => {
    const email = address()
    const { data } = await admin().auth.admin.inviteUserByEmail(email)
    const id = data.user!.id
    const set = await admin().auth.admin.updateUserById(id, { app_metadata: { password_not_set: true, plan: 'x' } })
    expect(set.error).toBeNull()
    expect(set.data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      password_not_set: true,
      plan: 'x',
    })
    await admin().auth.admin.updateUserById(id, { app_metadata: { plan: null } })
    const read = await admin().auth.admin.getUserById(id)
    expect(read.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], password_not_set: true })
    const accepted = await client().auth.verifyOtp({
      token_hash: tokenHashOf((await latestEmail(email)).links[0]!),
      type: 'invite',
    })
    const claims = JSON.parse(
      atob(accepted.data.session!.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    )
    expect(claims.app_metadata).toMatchObject({ password_not_set: true })
    expect((await admin().auth.admin.updateUserById(crypto.randomUUID(), { app_metadata: {} })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
  })

  it('answers 401 without a bearer and 403 not_admin to the anon key or a user', async () => {
    const bare = await call('/auth/v1/invite', { method: 'POST', body: JSON.stringify({ email: address() }) })
    expect(bare.status).toBe(401)
    expect(await bare.json()).toMatchObject({ code: 'no_authorization' })
    const anon = await client().auth.admin.inviteUserByEmail(address())
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' })
    const { session } = await signedIn(await guest())
    const user = await call('/auth/v1/invite', {
      method: 'POST',
      token: session.access_token,
      body: JSON.stringify({ email: address() }),
    })
    expect(user.status).toBe(403)
    expect((await admin().auth.admin.inviteUserByEmail('not an email')).error).toMatchObject({ status: 400 })
  })

  it('reads and deletes a user by id; a deleted invitee’s link no longer works', async () => {
    const email = address()
    const { data } = await admin().auth.admin.inviteUserByEmail(email)
    const id = data.user!.id
    expect((await admin().auth.admin.getUserById(id)).data.user?.email).toBe(email)
    expect((await admin().auth.admin.deleteUser(id)).error).toBeNull()
    expect((await admin().auth.admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    const link = (await latestEmail(email)).links[0]!
    expect((await client().auth.verifyOtp({ token_hash: tokenHashOf(link), type: 'invite' })).error?.code).toBe(
      'otp_expired',
    )
  })
})

describe('the invitations table (PostgREST, row-level security)', () => {
  const row = (lead: string, overrides: Record<string, unknown> = {}) => ({
    booking_id: crypto.randomUUID(),
    guest_id: crypto.randomUUID(),
    contact_id: crypto.randomUUID(),
    email: address(),
    invited_by: lead,
    ...overrides,
  })

  it('lets the service role insert, update and delete, with defaults and the rows answered', async () => {
    const lead = await guest()
    const inserted = await admin().from('invitations').insert(row(lead.id)).select().single()
    expect(inserted.status).toBe(201)
    expect(inserted.data).toMatchObject({ invited_by: lead.id, state: 'pending', invitee_user_id: null })
    expect(inserted.data.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(inserted.data.sent_at).toEqual(expect.any(String))
    const updated = await admin()
      .from('invitations')
      .update({ state: 'revoked', revoked_at: new Date().toISOString() })
      .eq('id', inserted.data.id)
      .eq('state', 'pending')
      .select('id,state')
    expect(updated.data).toEqual([{ id: inserted.data.id, state: 'revoked' }])
    const again = await admin()
      .from('invitations')
      .update({ state: 'accepted' })
      .in('state', ['pending'])
      .eq('id', inserted.data.id)
      .select()
    expect(again.data).toEqual([])
    const removed = await admin().from('invitations').delete().eq('id', inserted.data.id)
    expect(removed.status).toBe(204)
  })

  it('refuses a second live invitation of one address or guest to a booking (409 23505), not after a revoke', async () => {
    const lead = await guest()
    const first = row(lead.id)
    const created = await admin().from('invitations').insert(first).select().single()
    const sameEmail = await admin()
      .from('invitations')
      .insert({ ...row(lead.id), booking_id: first.booking_id, email: first.email.toUpperCase() })
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "invitations_live_email"',
    })
    const sameGuest = await admin()
      .from('invitations')
      .insert({ ...row(lead.id), booking_id: first.booking_id, guest_id: first.guest_id })
    expect(sameGuest.error?.message).toContain('invitations_live_guest')
    await admin().from('invitations').update({ state: 'revoked' }).eq('id', created.data.id)
    expect((await admin().from('invitations').insert(first)).status).toBe(201)
    expect(
      (
        await admin()
          .from('invitations')
          .insert({ ...row(lead.id), state: 'lost' })
      ).error?.code,
    ).toBe('23514')
    expect(
      (
        await admin()
          .from('invitations')
          .insert({ ...row(lead.id), shoe: 1 })
      ).error?.code,
    ).toBe('PGRST204')
  })

  it('shows the lead booker the invitations they sent and the invitee theirs, no one else anything', async () => {
    expectConsoleErrors(/^sandbox: PostgREST write refused/)
    const [lead, invitee, stranger] = await Promise.all([guest(), guest(), guest()])
    const mine = row(lead.id, { invitee_user_id: invitee.id })
    await admin().from('invitations').insert(mine)
    await admin().from('invitations').insert(row(stranger.id))
    const asLead = (await signedIn(lead)).client
    expect((await asLead.from('invitations').select('email')).data).toEqual([{ email: mine.email }])
    const asInvitee = (await signedIn(invitee)).client
    expect((await asInvitee.from('invitations').select('email').eq('state', 'pending')).data).toEqual([
      { email: mine.email },
    ])
    const asStranger = (await signedIn(stranger)).client
    expect((await asStranger.from('invitations').select('email').eq('booking_id', mine.booking_id)).data).toEqual([])
    // Anon holds no select on the table at all (its migration revokes it): 401 42501, not an empty list.
    expect(await client().from('invitations').select('*')).toMatchObject({
      data: null,
      status: 401,
      error: { code: '42501' },
    })
    const write = await asLead.from('invitations').update({ state: 'accepted' }).eq('booking_id', mine.booking_id)
    expect(write.error?.code).toBe('42501')
  })

  it('lets the service role link a profile, and find a user by address only through its function', async () => {
    const known = await guest()
    const contact = crypto.randomUUID()
    const linked = await admin()
      .from('profiles')
      .upsert({ id: known.id, msd_contact_id: contact }, { onConflict: 'id' })
      .select('id,first_name,msd_contact_id')
      .single()
    expect(linked.data).toEqual({ id: known.id, first_name: 'Ada', msd_contact_id: contact })
    const found = await admin().rpc('portal_user_by_email', { email: known.email.toUpperCase() }).maybeSingle()
    expect(found.data).toEqual({ user_id: known.id, confirmed: true, msd_contact_id: contact })
    expect((await admin().rpc('portal_user_by_email', { email: address() }).maybeSingle()).data).toBeNull()
    const asUser = (await signedIn(known)).client
    expect((await asUser.rpc('portal_user_by_email', { email: known.email })).error).toMatchObject({ code: '42501' })
    expect((await client().rpc('portal_user_by_email', { email: known.email })).status).toBe(401)
    expect((await admin().rpc('someone_else', {})).error?.code).toBe('PGRST202')
  })
})
