import { describe, expect, it } from 'vitest'
import { retryAfterMs, retryDecision, type AttemptOutcome } from '../../src/integrations/retry-policy.ts'

const base: AttemptOutcome = {
  idempotent: true,
  attempt: 1,
  statusFailures: 0,
  networkFailures: 0,
  now: 0,
  maxWaitMs: 5000,
}

describe('retryDecision (SPEC §8)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries %i once', (status) => {
    expect(retryDecision({ ...base, status, statusFailures: 1 }).retry).toBe(true)
    expect(retryDecision({ ...base, status, statusFailures: 2 }).retry).toBe(false)
  })
  it.each([400, 401, 403, 404, 412, 501])('does not retry %i', (status) => {
    expect(retryDecision({ ...base, status, statusFailures: 1 }).retry).toBe(false)
  })
  it('retries a network failure up to 3 times with growing waits', () => {
    expect(retryDecision({ ...base, networkFailures: 1 })).toEqual({ retry: true, waitMs: 200 })
    expect(retryDecision({ ...base, networkFailures: 3 })).toEqual({ retry: true, waitMs: 800 })
    expect(retryDecision({ ...base, networkFailures: 4 })).toEqual({ retry: false })
  })
  it('never retries a call that is not idempotent', () => {
    expect(retryDecision({ ...base, idempotent: false, status: 503, statusFailures: 1 })).toEqual({ retry: false })
    expect(retryDecision({ ...base, idempotent: false, networkFailures: 1 })).toEqual({ retry: false })
  })
  it('honours Retry-After on 429, and gives up when the wait is too long', () => {
    expect(retryDecision({ ...base, status: 429, statusFailures: 1, retryAfter: '2' })).toEqual({
      retry: true,
      waitMs: 2000,
    })
    expect(retryDecision({ ...base, status: 429, statusFailures: 1, retryAfter: '60' })).toEqual({ retry: false })
  })
})

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3', 0)).toBe(3000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000)
    expect(retryAfterMs('soon', 0)).toBeUndefined()
    expect(retryAfterMs(null, 0)).toBeUndefined()
  })
})
