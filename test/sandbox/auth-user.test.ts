// GoTrue's user calls: updateUser's password rules, metadata, sign-out scopes, deleted users.
import { describe, expect, it } from 'vitest'
import { call, client, control, guest, signedIn, useSandbox } from './support.ts'

useSandbox()

describe('updateUser', () => {
  it('refuses weak passwords with their reasons, and the current one as same_password', async () => {
    const g = await guest()
    const { client: c } = await signedIn(g)
    const short = await c.auth.updateUser({ password: 'short' })
    expect(short.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password', status: 422 })
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual(['length', 'characters'])
    const plain = await c.auth.updateUser({ password: 'lowercase-only-long' })
    expect((plain.error as unknown as { reasons: string[] }).reasons).toEqual(['characters'])
    const known = await c.auth.updateUser({ password: 'Passw0rd1234' })
    expect((known.error as unknown as { reasons: string[] }).reasons).toEqual(['pwned'])
    expect(known.error?.message).toMatch(/known to be weak/)
    const raw = await call('/auth/v1/user', {
      method: 'PUT',
      token: (await c.auth.getSession()).data.session!.access_token,
      body: JSON.stringify({ password: 'abc' }),
    })
    expect(await raw.json()).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: ['length', 'characters'] },
    })
    expect((await c.auth.updateUser({ password: g.password })).error).toMatchObject({
      code: 'same_password',
      status: 422,
    })
    // Nothing changed: the old password still works.
    expect((await client().auth.signInWithPassword({ email: g.email, password: g.password })).error).toBeNull()
  })

  it('changes the password and merges metadata', async () => {
    const g = await guest()
    const { client: c } = await signedIn(g)
    const changed = await c.auth.updateUser({ password: 'Brand-New-2026', data: { locale: 'en-GB', drop: 'me' } })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.user_metadata).toEqual({ locale: 'en-GB', drop: 'me' })
    expect((await c.auth.updateUser({ data: { drop: null } })).data.user?.user_metadata).toEqual({ locale: 'en-GB' })
    expect((await client().auth.signInWithPassword({ email: g.email, password: g.password })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await client().auth.signInWithPassword({ email: g.email, password: 'Brand-New-2026' })).error).toBeNull()
  })
})

describe('sign-out', () => {
  it('answers 204 and revokes the session: /user says session_not_found, the refresh token is dead', async () => {
    const g = await guest()
    const { session } = await signedIn(g)
    const logout = await call('/auth/v1/logout?scope=local', { method: 'POST', token: session.access_token })
    expect(logout.status).toBe(204)
    expect(await logout.text()).toBe('')
    const after = await call('/auth/v1/user', { token: session.access_token })
    expect(after.status).toBe(403)
    expect(await after.json()).toMatchObject({ code: 'session_not_found' })
    // supabase-js turns session_not_found into "Auth session missing!".
    expect((await client().auth.getUser(session.access_token)).error).toMatchObject({ name: 'AuthSessionMissingError' })
    expect((await client().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    )
  })

  it('signOut() through the client ends the session on the server', async () => {
    const g = await guest()
    const { client: c, session } = await signedIn(g)
    expect((await c.auth.signOut()).error).toBeNull()
    expect((await client().auth.getUser(session.access_token)).error?.name).toBe('AuthSessionMissingError')
  })

  it('honours the scopes: others keeps this session, global ends all', async () => {
    const g = await guest()
    const first = await signedIn(g)
    const second = await signedIn(g)
    expect(
      (await call('/auth/v1/logout?scope=others', { method: 'POST', token: second.session.access_token })).status,
    ).toBe(204)
    expect((await call('/auth/v1/user', { token: first.session.access_token })).status).toBe(403)
    expect((await call('/auth/v1/user', { token: second.session.access_token })).status).toBe(200)
    const third = await signedIn(g)
    expect(
      (await call('/auth/v1/logout?scope=global', { method: 'POST', token: third.session.access_token })).status,
    ).toBe(204)
    expect((await call('/auth/v1/user', { token: second.session.access_token })).status).toBe(403)
    expect(
      (await call('/auth/v1/logout?scope=sideways', { method: 'POST', token: third.session.access_token })).status,
    ).toBe(400)
  })

  it('answers user_not_found once the user is deleted', async () => {
    const g = await guest()
    const { session } = await signedIn(g)
    await control(`/users/${g.id}`, 'DELETE')
    const response = await call('/auth/v1/user', { token: session.access_token })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'user_not_found' })
  })
})
