import { describe, expect, it } from 'vitest'
import { reuseMarginMs, sessionReusable } from '../../src/integrations/auth/session-reuse.ts'

describe('reusing a verified session', () => {
  const expiresAt = 1_800_000_000 // seconds
  const expiry = expiresAt * 1000

  it('is allowed while the token has more than the margin left', () => {
    expect(sessionReusable(expiresAt, expiry - 3_600_000)).toBe(true)
    expect(sessionReusable(expiresAt, expiry - reuseMarginMs - 1)).toBe(true)
  })

  it('stops before the auth client would refresh the token (its last 90 seconds)', () => {
    expect(reuseMarginMs).toBeGreaterThan(90_000)
    expect(sessionReusable(expiresAt, expiry - reuseMarginMs)).toBe(false)
    expect(sessionReusable(expiresAt, expiry - 90_000)).toBe(false)
  })

  it('is refused for an expired token', () => {
    expect(sessionReusable(expiresAt, expiry)).toBe(false)
    expect(sessionReusable(expiresAt, expiry + 1)).toBe(false)
  })
})
