// GoTrue sign-in, tokens and refresh: the real supabase-js client against the sandbox, plus raw
// requests for the wire details the client hides.
import { describe, expect, it } from 'vitest'
import { demoPassword } from '../../sandbox/seed/demo-users.ts'
import { call, client, control, decodeJwtPart, guest, sandboxUrl, signedIn, useSandbox } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

useSandbox()

describe('password sign-in', () => {
  it('answers a session whose ES256 token getClaims verifies through the JWKS', async () => {
    const g = await guest()
    const c = client()
    const { data, error } = await c.auth.signInWithPassword({ email: g.email, password: g.password })
    expect(error).toBeNull()
    const session = data.session!
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590)
    expect(session.user).toMatchObject({
      id: g.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: g.email,
      is_anonymous: false,
    })
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })

    const header = decodeJwtPart(session.access_token, 0)
    const { keys } = (await (await fetch(`${sandboxUrl()}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[]
    }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
      kid: header.kid,
    })
    expect(keys[0]).not.toHaveProperty('ext')
    expect(keys[0]).not.toHaveProperty('d')
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })

    // With /user broken, getClaims can only succeed by verifying the signature itself.
    await control('/faults', 'POST', { path: '/auth/v1/user', status: 500 })
    const claims = await c.auth.getClaims()
    await control('/faults', 'DELETE')
    expect(claims.error).toBeNull()
    expect(claims.data?.claims).toMatchObject({
      iss: `${sandboxUrl()}/auth/v1`,
      aud: 'authenticated',
      sub: g.id,
      email: g.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      is_anonymous: false,
    })
    expect((await c.auth.getUser()).data.user?.id).toBe(g.id)
  })

  it('answers wrong credentials, a missing password and an unconfirmed email with their codes', async () => {
    const g = await guest()
    const wrong = await client().auth.signInWithPassword({ email: g.email, password: 'Not-The-One-1' })
    expect(wrong.error).toMatchObject({
      name: 'AuthApiError',
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    })
    const unknown = await client().auth.signInWithPassword({ email: 'nobody@example.com', password: g.password })
    expect(unknown.error?.code).toBe('invalid_credentials')
    const noPassword = await guest({ password: null })
    expect((await client().auth.signInWithPassword({ email: noPassword.email, password: '' })).error?.code).toBe(
      'invalid_credentials',
    )
    const unconfirmed = await guest({ confirmed: false })
    const refused = await client().auth.signInWithPassword({ email: unconfirmed.email, password: unconfirmed.password })
    expect(refused.error).toMatchObject({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' })
    // The wrong password on an unconfirmed account says nothing about confirmation.
    expect(
      (await client().auth.signInWithPassword({ email: unconfirmed.email, password: 'Wrong-Pass-1' })).error?.code,
    ).toBe('invalid_credentials')
  })

  it('seeds the demo guests', async () => {
    expect(
      (await client().auth.signInWithPassword({ email: 'returning@example.com', password: demoPassword })).error,
    ).toBeNull()
    expect(
      (await client().auth.signInWithPassword({ email: 'firsttime@example.com', password: demoPassword })).error?.code,
    ).toBe('invalid_credentials')
    expect(
      (await client().auth.signInWithPassword({ email: 'unverified@example.com', password: demoPassword })).error?.code,
    ).toBe('email_not_confirmed')
  })

  it('speaks the wire contract: version header, both error forms, bad JSON, API key', async () => {
    expectConsoleErrors(/^sandbox: unhandled GoTrue path/)
    const response = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'x@example.com', password: 'y' }),
    })
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await response.json()).toMatchObject({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
      msg: 'Invalid login credentials',
    })
    const broken = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: '{"email":' })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({
      code: 'bad_json',
      message: expect.stringMatching(/^Could not parse request body as JSON: /),
    })
    expect((await call('/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' })).status).toBe(400)
    const noKey = await call('/auth/v1/user', { headers: { apikey: '' } })
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' })
    expect(await (await call('/auth/v1/user', { headers: { apikey: 'other' } })).json()).toMatchObject({
      message: 'Invalid API key',
    })
    const missing = await call('/auth/v1/nothing-here')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('tokens', () => {
  it('rotates refresh tokens and refuses a spent or unknown one', async () => {
    const g = await guest()
    const { client: c, session } = await signedIn(g)
    const refreshed = await c.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(decodeJwtPart(refreshed.data.session!.access_token, 1).session_id).toBe(
      decodeJwtPart(session.access_token, 1).session_id,
    )
    const reuse = await client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(reuse.error).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    const unknown = await client().auth.refreshSession({ refresh_token: 'never-issued' })
    expect(unknown.error).toMatchObject({
      code: 'refresh_token_not_found',
      status: 400,
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    expect(
      (await client().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token })).error,
    ).toBeNull()
  })

  it('issues short-lived tokens when told to, so the client refreshes on its next use', async () => {
    const g = await guest()
    await control('/settings', 'POST', { accessTokenTtl: 60 })
    try {
      const { client: c, session } = await signedIn(g)
      expect(session.expires_in).toBe(60)
      // Inside supabase-js's 90 s margin, getSession() refreshes.
      const next = (await c.auth.getSession()).data.session!
      expect(next.refresh_token).not.toBe(session.refresh_token)
    } finally {
      await control('/settings', 'POST', { accessTokenTtl: 3600 })
    }
    expect((await signedIn(g)).session.expires_in).toBe(3600)
  })

  it('refuses a bad or expired token on /user with bad_jwt, and no token with no_authorization', async () => {
    const g = await guest()
    await control('/settings', 'POST', { accessTokenTtl: 1 })
    const { session } = await signedIn(g)
    await control('/settings', 'POST', { accessTokenTtl: 3600 })
    const [header, payload] = session.access_token.split('.')
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwtPart(session.access_token, 1), sub: 'someone-else' })).toString('base64url')}.${session.access_token.split('.')[2]}`
    for (const token of ['not-a-jwt', forged, `${header}.${payload}.`]) {
      const response = await call('/auth/v1/user', { token })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'bad_jwt' })
    }
    expect((await client().auth.getUser(forged)).error).toMatchObject({ code: 'bad_jwt', status: 403 })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const expired = await call('/auth/v1/user', { token: session.access_token })
    expect(expired.status).toBe(403)
    expect(await expired.json()).toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('expired') })
    const none = await call('/auth/v1/user')
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ code: 'no_authorization' })
  })
})
