import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, createGuest, fault, sandbox, signIn, visit } from './support.ts'

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

  it('treats a forged session cookie as signed out', async () => {
    const jar = await signIn(await createGuest())
    for (const [name, value] of jar.cookies) {
      if (name.startsWith('sb-')) jar.cookies.set(name, value.slice(0, -12) + 'AAAAAAAAAAAA')
    }
    const response = await visit('/account', { jar })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/login')
  })

  it('shows an error page with a reference, not a stack trace, when the profile read fails', async () => {
    const jar = await signIn(await createGuest())
    await fault({ path: '/rest/v1/profiles', status: 500, body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}' })
    const response = await visit('/account', { jar })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Something went wrong')
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
    expect(await response.json()).toEqual({ first_name: 'Maya', last_name: 'Guest', msd_contact_id: null, mindbody_client_id: null })
  })

  it("answers 500 'Error fetching user profile' when the read fails", async () => {
    const jar = await signIn(await createGuest())
    await fault({ path: '/rest/v1/profiles', status: 503, body: '{"code":"PGRST000","details":null,"hint":null,"message":"down"}' })
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
    const jar = await signIn(await createGuest())
    await fault({ path: '/rest/v1/profiles', status: 503, times: 2 })
    const started = Date.now()
    expect((await visit('/api/user/getUserProfile', { jar })).status).toBe(500)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('treats a malformed profile body as a failure', async () => {
    const jar = await signIn(await createGuest())
    await fault({ path: '/rest/v1/profiles', malformed: true })
    const response = await visit('/api/user/getUserProfile', { jar })
    expect(response.status).toBe(500)
  })
})
