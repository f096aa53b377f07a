// Decision 037: a session verified once is trusted again in the same isolate only with the very same cookies, only
// for tokens checked against the published keys, and never in the token's last two minutes.
import { describe, expect, it } from 'vitest'
import { demo, pathOf, signIn, visit } from './support.ts'
import { rememberSession, sessionKey, verifiedSession } from '../../src/integrations/auth/verified-sessions.ts'

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
const token = (header: Record<string, string>) => `${base64url(header)}.${base64url({ sub: 'u' })}.signature`
const user = {
  id: 'u',
  email: undefined,
  contactId: undefined,
  firstName: 'Ann',
  wellnessClientId: undefined,
  locale: undefined,
}
const now = Date.now()
const inAnHour = Math.floor(now / 1000) + 3600

describe('sessions verified in this isolate', () => {
  it('are keyed by every auth cookie, name and value, and by nothing else', () => {
    const key = sessionKey({ 'sb-x-auth-token.1': 'b', other: 'z', 'sb-x-auth-token.0': 'a' }, 'sb-')
    expect(key).toBe('sb-x-auth-token.0=a;sb-x-auth-token.1=b')
    expect(sessionKey({ other: 'z' }, 'sb-')).toBeUndefined()
  })

  it('are found again under the same key while the token has time left', () => {
    const accessToken = token({ alg: 'ES256', kid: 'k1' })
    rememberSession('key-a', { user, accessToken, expiresAt: inAnHour }, now)
    expect(verifiedSession('key-a', now)?.user.firstName).toBe('Ann')
    expect(verifiedSession('key-a-changed', now)).toBeUndefined()
    // Two minutes before expiry the auth client checks (and refreshes) it again.
    expect(verifiedSession('key-a', inAnHour * 1000 - 119_000)).toBeUndefined()
    expect(verifiedSession('key-a', now)).toBeUndefined() // dropped once stale
  })

  it('never keep a token the auth service checks itself (symmetric, or without a key id)', () => {
    rememberSession('key-hs', { user, accessToken: token({ alg: 'HS256', kid: 'k1' }), expiresAt: inAnHour }, now)
    rememberSession('key-nokid', { user, accessToken: token({ alg: 'ES256' }), expiresAt: inAnHour }, now)
    rememberSession('key-junk', { user, accessToken: 'not-a-token', expiresAt: inAnHour }, now)
    expect(verifiedSession('key-hs', now)).toBeUndefined()
    expect(verifiedSession('key-nokid', now)).toBeUndefined()
    expect(verifiedSession('key-junk', now)).toBeUndefined()
  })

  it('never keep a token that is already in its last two minutes', () => {
    const soon = Math.floor(now / 1000) + 100
    rememberSession('key-soon', { user, accessToken: token({ alg: 'ES256', kid: 'k1' }), expiresAt: soon }, now)
    expect(verifiedSession('key-soon', now)).toBeUndefined()
  })

  it('are bounded: the oldest goes first', () => {
    const accessToken = token({ alg: 'ES256', kid: 'k1' })
    rememberSession('first', { user, accessToken, expiresAt: inAnHour }, now)
    for (let i = 0; i < 1000; i++) rememberSession(`filler-${i}`, { user, accessToken, expiresAt: inAnHour }, now)
    expect(verifiedSession('first', now)).toBeUndefined()
    expect(verifiedSession('filler-999', now)).toBeDefined()
  })

  it('do not let an altered cookie in after the real one was trusted', async () => {
    const jar = await signIn(demo.olivia)
    expect((await visit('/account', { jar })).status).toBe(200)
    expect((await visit('/account/my-bookings', { jar })).status).toBe(200) // now remembered
    const [name, value] = [...jar.cookies].find(([n]) => n.startsWith('sb-') && !n.includes('verifier'))!
    jar.cookies.set(name, `${value.slice(0, -4)}AAAA`)
    const response = await visit('/account/my-bookings', { jar, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(pathOf(response.headers.get('location'))).toBe('/account/login')
  })
})
