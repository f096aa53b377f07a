// Fault injection and the control API: what tests and people use to steer the sandbox.
import { afterEach, describe, expect, it } from 'vitest'
import { call, client, control, guest, sandboxUrl, signedIn, useSandbox } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

useSandbox()
afterEach(() => control('/faults', 'DELETE'))

const jwks = () => fetch(`${sandboxUrl()}/auth/v1/.well-known/jwks.json`)

describe('faults', () => {
  it('injects a status a given number of times, with Retry-After and headers, then serves normally', async () => {
    await control('/faults', 'POST', {
      path: '/auth/v1/.well-known',
      status: 503,
      times: 2,
      retryAfter: 2,
      headers: { 'x-why': 'test' },
    })
    for (let i = 0; i < 2; i++) {
      const failed = await jwks()
      expect(failed.status).toBe(503)
      expect(failed.headers.get('retry-after')).toBe('2')
      expect(failed.headers.get('x-why')).toBe('test')
    }
    expect((await jwks()).status).toBe(200)
  })

  // The middleware stops looking in D1 once a look finds no fault in force (sandbox/faults.ts), until one is added.
  it('uses a fault added after requests that found none, even while others were on their way', async () => {
    expect((await jwks()).status).toBe(200)
    const meanwhile = Array.from({ length: 8 }, () => jwks())
    await control('/faults', 'POST', { path: '/auth/v1/.well-known', status: 503, times: 1 })
    // Used exactly once: by one of those on their way, or else by the first request after.
    const statuses = [...(await Promise.all(meanwhile)), await jwks(), await jwks()].map((r) => r.status)
    expect(statuses.filter((status) => status === 503)).toHaveLength(1)
    await control('/faults', 'POST', { path: '/auth/v1/.well-known', status: 502, times: 1 })
    expect((await jwks()).status).toBe(502)
    expect((await jwks()).status).toBe(200)
  })

  it('reaches the client as the real failure would', async () => {
    const g = await guest()
    await control('/faults', 'POST', {
      method: 'post',
      path: '/auth/v1/token',
      status: 503,
      body: '{"message":"upstream down"}',
    })
    const down = await client().auth.signInWithPassword({ email: g.email, password: g.password })
    expect(down.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 })
    await control('/faults', 'DELETE')
    const { client: c } = await signedIn(g)
    await control('/faults', 'POST', {
      path: '/rest/v1/profiles',
      status: 500,
      body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}',
      times: 1,
    })
    const failed = await c.from('profiles').select('*').eq('id', g.id).maybeSingle()
    expect(failed).toMatchObject({ status: 500, error: { code: 'XX000', message: 'boom' } })
    expect((await c.from('profiles').select('*').eq('id', g.id).maybeSingle()).error).toBeNull()
  })

  it('matches the method: a GET fault leaves POSTs alone', async () => {
    await control('/faults', 'POST', { method: 'GET', path: '/auth/v1/user', status: 500 })
    expect((await call('/auth/v1/user')).status).toBe(500)
    expect(
      (
        await call('/auth/v1/token?grant_type=password', {
          method: 'POST',
          body: '{"email":"a@example.com","password":"b"}',
        })
      ).status,
    ).toBe(400)
  })

  it('delays, then serves normally when the fault has no status', async () => {
    await control('/faults', 'POST', { path: '/auth/v1/.well-known', delayMs: 150, times: 1 })
    const started = Date.now()
    expect((await jwks()).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('sends malformed bodies, which the client cannot parse', async () => {
    const g = await guest()
    await control('/faults', 'POST', { path: '/auth/v1/token', malformed: true, times: 1 })
    const response = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: '{}' })
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
    await control('/faults', 'POST', { path: '/auth/v1/token', malformed: true, times: 1 })
    const result = await client().auth.signInWithPassword({ email: g.email, password: g.password })
    expect(result.error).not.toBeNull()
    expect(result.data.session).toBeNull()
  })

  it('lists the faults in force and clears them; the control API itself is never faulted', async () => {
    const { id } = await control<{ id: number }>('/faults', 'POST', { path: '/', status: 502, times: 5 })
    expect(await control('/faults')).toEqual({ faults: [{ id, path: '/', status: 502, times: 5, malformed: false }] })
    expect((await jwks()).status).toBe(502)
    await control('/faults', 'DELETE')
    expect(await control('/faults')).toEqual({ faults: [] })
    const bad = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: 'no-slash' }),
    })
    expect(bad.status).toBe(400)
  })
})

describe('control API', () => {
  it('creates users (refusing a taken email) and keeps their emails readable', async () => {
    const g = await guest({ confirmed: false })
    const taken = await fetch(`${sandboxUrl()}/__sandbox/users`, {
      method: 'POST',
      body: JSON.stringify({ email: g.email.toUpperCase() }),
    })
    expect(taken.status).toBe(409)
    await client().auth.resend({ type: 'signup', email: g.email })
    const { messages } = await control<{ messages: Record<string, unknown>[] }>(
      `/outbox?to=${encodeURIComponent(g.email)}`,
    )
    expect(messages).toEqual([
      {
        id: expect.any(Number),
        to: g.email,
        subject: 'Confirm your email address',
        text: expect.stringContaining('http://portal.test/account/verify-email?token_hash='),
        html: expect.stringContaining('<a href="http://portal.test/account/verify-email?token_hash='),
        links: [expect.stringMatching(/^http:\/\/portal\.test\/account\/verify-email\?token_hash=\w+&type=signup$/)],
        code: null,
        type: 'signup',
        sentAt: expect.any(String),
      },
    ])
    expect((await fetch(`${sandboxUrl()}/__sandbox/outbox/latest?to=nobody@example.com`)).status).toBe(404)
  })

  it('answers unknown paths with a 404 JSON body', async () => {
    expectConsoleErrors(/^sandbox: unhandled path/)
    const response = await fetch(`${sandboxUrl()}/nowhere`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ message: expect.any(String) })
  })

  it('reset reseeds: test users are gone, demo guests are back', async () => {
    const g = await guest()
    await control('/settings', 'POST', { accessTokenTtl: 120 })
    expect(await control('/reset', 'POST')).toEqual({ ok: true })
    expect((await client().auth.signInWithPassword({ email: g.email, password: g.password })).error?.code).toBe(
      'invalid_credentials',
    )
    expect(await control('/settings')).toEqual({ accessTokenTtl: 3600 })
    expect(
      (await client().auth.signInWithPassword({ email: 'returning@example.com', password: 'Holiday-2026' })).error,
    ).toBeNull()
  })
})
