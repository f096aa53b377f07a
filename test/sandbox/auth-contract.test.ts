// The sandbox's GoTrue and PostgREST answer as supabase-js expects: driven here with the real
// client (Node), plus raw fetches for what the client hides.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.ts'
import { sandboxAnonKey } from '../../sandbox/supabase/keys.ts'
import { ProfileRow, profileColumns } from '../../src/integrations/auth/profile.ts'

let sandbox: RunningSandbox
const site = 'http://portal.test'

beforeAll(async () => {
  sandbox = await startSandbox({ siteUrl: site })
})
afterAll(() => sandbox?.stop())

/** A client with its own storage, so a PKCE verifier survives between calls as a browser's would. */
function client(): SupabaseClient {
  const store = new Map<string, string>()
  return createClient(sandbox.url, sandboxAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, val) => void store.set(k, val), removeItem: (k) => void store.delete(k) },
    },
  })
}

let n = 0
async function guest(options: { password?: string; confirmed?: boolean } = {}) {
  const email = `contract-${Date.now()}-${++n}@example.com`
  const password = 'password' in options ? options.password : 'Sunny-Days-2026'
  const response = await fetch(`${sandbox.url}/__sandbox/users`, {
    method: 'POST',
    body: JSON.stringify({ email, password, confirmed: options.confirmed ?? true, profile: { first_name: 'Ada', last_name: 'Lovelace', msd_contact_id: null, mindbody_client_id: '42' } }),
  })
  const { id } = (await response.json()) as { id: string }
  return { id, email, password: password ?? '' }
}

async function latestLink(to: string): Promise<string> {
  const message = (await (await fetch(`${sandbox.url}/__sandbox/outbox/latest?to=${encodeURIComponent(to)}`)).json()) as { links: string[] }
  return message.links[0]!
}

describe('GoTrue sign-in and tokens', () => {
  it('signs in with a password and verifies the ES256 token through the JWKS', async () => {
    const g = await guest()
    const auth = client().auth
    const { data, error } = await auth.signInWithPassword({ email: g.email, password: g.password })
    expect(error).toBeNull()
    expect(data.session?.expires_in).toBe(3600)
    const header = JSON.parse(atob(data.session!.access_token.split('.')[0]!))
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    const claims = await auth.getClaims()
    expect(claims.error).toBeNull()
    expect(claims.data?.claims).toMatchObject({ sub: g.id, aud: 'authenticated', role: 'authenticated', email: g.email, aal: 'aal1' })
    expect((await auth.getUser()).data.user?.id).toBe(g.id)
  })

  it('answers wrong credentials and unconfirmed emails with their codes', async () => {
    const g = await guest()
    const wrong = await client().auth.signInWithPassword({ email: g.email, password: 'nope' })
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' })
    const u = await guest({ confirmed: false })
    const unconfirmed = await client().auth.signInWithPassword({ email: u.email, password: u.password })
    expect(unconfirmed.error?.code).toBe('email_not_confirmed')
    const noPassword = await guest({ password: undefined })
    expect((await client().auth.signInWithPassword({ email: noPassword.email, password: 'Anything-1' })).error?.code).toBe('invalid_credentials')
  })

  it('rotates refresh tokens and refuses a spent one', async () => {
    const g = await guest()
    const auth = client().auth
    const first = (await auth.signInWithPassword({ email: g.email, password: g.password })).data.session!
    const refreshed = await auth.refreshSession({ refresh_token: first.refresh_token })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token)
    const reuse = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    const unknown = await client().auth.refreshSession({ refresh_token: 'never-issued' })
    expect(unknown.error?.code).toBe('refresh_token_not_found')
  })

  it('words weak and unchanged passwords', async () => {
    const g = await guest()
    const auth = client().auth
    await auth.signInWithPassword({ email: g.email, password: g.password })
    const weak = await auth.updateUser({ password: 'short' })
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422 })
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(expect.arrayContaining(['length', 'characters']))
    expect((await auth.updateUser({ password: g.password })).error?.code).toBe('same_password')
  })

  it('revokes the session on sign-out (logout answers 204)', async () => {
    const g = await guest()
    const auth = client().auth
    const session = (await auth.signInWithPassword({ email: g.email, password: g.password })).data.session!
    const logout = await fetch(`${sandbox.url}/auth/v1/logout?scope=local`, { method: 'POST', headers: { apikey: sandboxAnonKey, authorization: `Bearer ${session.access_token}` } })
    expect(logout.status).toBe(204)
    const after = await fetch(`${sandbox.url}/auth/v1/user`, { headers: { apikey: sandboxAnonKey, authorization: `Bearer ${session.access_token}` } })
    expect(after.status).toBe(403)
    expect(after.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await after.json()).toMatchObject({ code: 'session_not_found' })
  })

  it('refuses requests without the API key', async () => {
    const response = await fetch(`${sandbox.url}/auth/v1/user`)
    expect(response.status).toBe(401)
  })
})

describe('GoTrue emails', () => {
  it('recovers with PKCE: email link → 303 with a code → session', async () => {
    const g = await guest()
    const c = client()
    const asked = await c.auth.resetPasswordForEmail(g.email, { redirectTo: `${site}/account/confirm` })
    expect(asked.error).toBeNull()
    const verify = await fetch(await latestLink(g.email), { redirect: 'manual' })
    expect(verify.status).toBe(303)
    const code = new URL(verify.headers.get('location')!).searchParams.get('code')!
    const exchanged = await c.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(g.email)
    const again = await fetch(await latestLink(g.email), { redirect: 'manual' })
    expect(new URL(again.headers.get('location')!).searchParams.get('error_code')).toBe('otp_expired')
  })

  it('answers an unknown email the same, and sends nothing', async () => {
    const unknown = `nobody-${Date.now()}@example.com`
    expect((await client().auth.resetPasswordForEmail(unknown)).error).toBeNull()
    expect((await fetch(`${sandbox.url}/__sandbox/outbox/latest?to=${unknown}`)).status).toBe(404)
  })

  it('confirms a signup through the token hash in the site link', async () => {
    const g = await guest({ confirmed: false })
    expect((await client().auth.resend({ type: 'signup', email: g.email })).error).toBeNull()
    const link = new URL(await latestLink(g.email))
    expect(link.origin + link.pathname).toBe(`${site}/account/verify-email`)
    const verified = await client().auth.verifyOtp({ type: 'signup', token_hash: link.searchParams.get('token_hash')! })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    expect((await client().auth.signInWithPassword({ email: g.email, password: g.password })).error).toBeNull()
  })

  it('limits emails to one address', async () => {
    const g = await guest()
    const c = client()
    for (let i = 0; i < 3; i++) expect((await c.auth.resetPasswordForEmail(g.email)).error).toBeNull()
    expect((await c.auth.resetPasswordForEmail(g.email)).error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 })
  })

  it('refuses an OTP for an unknown email without creating a user', async () => {
    const result = await client().auth.signInWithOtp({ email: `new-${Date.now()}@example.com`, options: { shouldCreateUser: false } })
    expect(result.error?.code).toBe('otp_disabled')
  })
})

describe('PostgREST profiles', () => {
  it('gives a user their own row, checked by the portal schema', async () => {
    const g = await guest()
    const c = client()
    await c.auth.signInWithPassword({ email: g.email, password: g.password })
    const single = await c.from('profiles').select(profileColumns).eq('id', g.id).single()
    expect(single.error).toBeNull()
    expect(v.parse(ProfileRow, single.data)).toEqual({ first_name: 'Ada', last_name: 'Lovelace', msd_contact_id: null, mindbody_client_id: '42' })
    const maybe = await c.from('profiles').select('first_name').eq('id', g.id).maybeSingle()
    expect(maybe.data).toEqual({ first_name: 'Ada' })
  })

  it("hides other users' rows (row-level security) and answers PGRST116 to .single()", async () => {
    const me = await guest()
    const other = await guest()
    const c = client()
    await c.auth.signInWithPassword({ email: me.email, password: me.password })
    expect((await c.from('profiles').select('*').eq('id', other.id)).data).toEqual([])
    const single = await c.from('profiles').select('*').eq('id', other.id).single()
    expect(single.status).toBe(406)
    expect(single.error?.code).toBe('PGRST116')
    expect((await c.from('profiles').select('*').eq('id', other.id).maybeSingle()).data).toBeNull()
  })

  it('answers a bad token with 401 PGRST303', async () => {
    const response = await fetch(`${sandbox.url}/rest/v1/profiles?select=*`, { headers: { apikey: sandboxAnonKey, authorization: 'Bearer a.b.c' } })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toContain('invalid_token')
    expect(await response.json()).toMatchObject({ code: 'PGRST303', hint: null, details: null })
  })
})

describe('faults', () => {
  const faults = (init: RequestInit) => fetch(`${sandbox.url}/__sandbox/faults`, init)

  it('injects a status a given number of times, then serves normally', async () => {
    await faults({ method: 'POST', body: JSON.stringify({ path: '/auth/v1/.well-known', status: 503, times: 1, retryAfter: 2 }) })
    const first = await fetch(`${sandbox.url}/auth/v1/.well-known/jwks.json`)
    expect(first.status).toBe(503)
    expect(first.headers.get('retry-after')).toBe('2')
    expect((await fetch(`${sandbox.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200)
  })

  it('delays and sends malformed bodies', async () => {
    await faults({ method: 'POST', body: JSON.stringify({ path: '/auth/v1/.well-known', delayMs: 150, times: 1 }) })
    const started = Date.now()
    expect((await fetch(`${sandbox.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    await faults({ method: 'POST', body: JSON.stringify({ path: '/auth/v1/.well-known', malformed: true, times: 1 }) })
    await expect((await fetch(`${sandbox.url}/auth/v1/.well-known/jwks.json`)).json()).rejects.toThrow()
    await faults({ method: 'DELETE' })
  })
})
