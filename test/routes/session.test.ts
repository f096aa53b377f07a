import { afterEach, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { CookieJar, clearFaults, createGuest, fault, sandbox, signIn, visit } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(async () => {
  await clearFaults()
  await sandbox('/__sandbox/settings', { method: 'POST', body: JSON.stringify({ accessTokenTtl: 3600 }) })
})

describe('session', () => {
  it('refreshes an expiring access token before the page streams', async () => {
    await sandbox('/__sandbox/settings', { method: 'POST', body: JSON.stringify({ accessTokenTtl: 60 }) })
    const jar = await signIn(await createGuest())
    const before = jar.header()
    const response = await visit('/account', { jar })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sb-'))).toBe(true)
    expect(jar.header()).not.toBe(before)
    expect((await visit('/account', { jar })).status).toBe(200)
  })

  it('chunks a large session cookie at 3180 characters and reads it back', async () => {
    const guest = await createGuest()
    // A large user_metadata makes the JWT and the session big enough to need several cookies.
    const session = (await (
      await fetch(`${env.SANDBOX_URL}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: env.SUPABASE_ANON_KEY,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email: guest.email, password: guest.password }),
      })
    ).json()) as { access_token: string }
    await fetch(`${env.SANDBOX_URL}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: env.SUPABASE_ANON_KEY,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: { note: 'x'.repeat(3000) } }),
    })
    const big = await signIn(guest, new CookieJar())
    const chunks = big.raw.filter((line) => /^sb-[^=]+-auth-token\.\d+=/.test(line))
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    for (const line of chunks)
      expect(decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('=')).length).toBeLessThanOrEqual(3180)
    expect((await visit('/account', { jar: big })).status).toBe(200)
  })

  it('treats a forged session cookie as signed out', async () => {
    const jar = await signIn(await createGuest())
    for (const [name, value] of jar.cookies) {
      if (name.startsWith('sb-')) jar.cookies.set(name, `${value.slice(0, -12)}AAAAAAAAAAAA`)
    }
    const response = await visit('/account', { jar })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/login')
  })

  it('keeps the home page when only the profile read fails', async () => {
    expectConsoleErrors(/"where":"profile\.header"/)
    // A contact id in the token (the auth hook) means bookings do not wait for the profile.
    const jar = await signIn(
      await createGuest({ firstName: 'Kept', contactId: '11111111-2222-4333-8444-555555555555' }),
    )
    await fault({
      path: '/rest/v1/profiles',
      status: 500,
      body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}',
    })
    const response = await visit('/account', { jar })
    expect(response.status).toBe(200)
    // The first name comes with the token too (decision 019): the greeting needs no profile.
    expect(await response.text()).toContain('Hello Kept')
    // Without a name in the token the greeting falls back to 'Anon' when the profile cannot be read.
    const nameless = await signIn(
      await createGuest({ firstName: '', contactId: '11111111-2222-4333-8444-555555555555' }),
    )
    const fallback = await visit('/account', { jar: nameless })
    expect(fallback.status).toBe(200)
    expect(await fallback.text()).toContain('Hello Anon')
  })

  it('shows an error page with a reference, not a stack trace, when a page cannot do without the failed read', async () => {
    expectConsoleErrors(/"where":"request"/)
    const jar = await signIn(await createGuest())
    await fault({
      path: '/rest/v1/profiles',
      status: 500,
      body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}',
    })
    const response = await visit('/account/my-bookings', { jar })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('An unknown error occurred while fetching bookings.')
    expect(html).toMatch(/reference [0-9a-f-]{8,}/)
    expect(html).not.toMatch(/at .*\.ts:\d+/)
  })
})

describe('GET /api/user/getUserProfile', () => {
  it('answers 401 naming the auth user as not found when signed out', async () => {
    const response = await visit('/api/user/getUserProfile')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Supabase user not found' })
  })

  it("answers the signed-in user's profile", async () => {
    const jar = await signIn(await createGuest({ firstName: 'Maya' }))
    const response = await visit('/api/user/getUserProfile', { jar })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      first_name: 'Maya',
      last_name: 'Guest',
      msd_contact_id: null,
      mindbody_client_id: null,
    })
  })

  it("answers 500 'Error fetching user profile' when the read fails", async () => {
    expectConsoleErrors(/"where":"api\.getUserProfile"/)
    const jar = await signIn(await createGuest())
    await fault({
      path: '/rest/v1/profiles',
      status: 503,
      body: '{"code":"PGRST000","details":null,"hint":null,"message":"down"}',
    })
    const response = await visit('/api/user/getUserProfile', { jar })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Error fetching user profile' })
  })

  it('retries a failed read once (SPEC §8), so one 503 is invisible', async () => {
    const jar = await signIn(await createGuest({ firstName: 'Once' }))
    await fault({ path: '/rest/v1/profiles', status: 503, times: 1 })
    const response = await visit('/api/user/getUserProfile', { jar })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ first_name: 'Once' })
  })

  it('gives up quickly when the read keeps failing', async () => {
    expectConsoleErrors(/"where":"api\.getUserProfile"/)
    const jar = await signIn(await createGuest())
    await fault({ path: '/rest/v1/profiles', status: 503, times: 2 })
    const started = Date.now()
    expect((await visit('/api/user/getUserProfile', { jar })).status).toBe(500)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('treats a malformed profile body as a failure', async () => {
    expectConsoleErrors(/"where":"api\.getUserProfile"/)
    const jar = await signIn(await createGuest())
    await fault({ path: '/rest/v1/profiles', malformed: true })
    const response = await visit('/api/user/getUserProfile', { jar })
    expect(response.status).toBe(500)
  })
})
