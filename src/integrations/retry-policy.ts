/**
 * When to try an upstream call again (SPEC §8): statuses 408, 409, 425, 429, 500, 502, 503 and
 * 504 once, and a network failure up to 3 times, only for idempotent calls; a 429 waits for its
 * Retry-After. A wait longer than `maxWaitMs` is not worth holding a page for: give up instead.
 */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const statusRetries = 1
export const networkRetries = 3
/** Exponential backoff for network failures starts here (SPEC §9's auth client uses 200 ms). */
export const backoffStartMs = 200

export interface AttemptOutcome {
  readonly idempotent: boolean
  /** 1 for the first try. */
  readonly attempt: number
  /** Failed attempts so far of each kind, this one included. */
  readonly statusFailures: number
  readonly networkFailures: number
  /** The HTTP status, or undefined when the request never got an answer. */
  readonly status?: number | undefined
  /** The Retry-After header as sent (seconds or an HTTP date). */
  readonly retryAfter?: string | null | undefined
  readonly now: number
  readonly maxWaitMs: number
}

export type RetryDecision = { readonly retry: false } | { readonly retry: true; readonly waitMs: number }

/** Retry-After in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function retryDecision(outcome: AttemptOutcome): RetryDecision {
  if (!outcome.idempotent) return { retry: false }
  if (outcome.status === undefined) {
    if (outcome.networkFailures > networkRetries) return { retry: false }
    return { retry: true, waitMs: backoffStartMs * 2 ** (outcome.networkFailures - 1) }
  }
  if (!retryableStatuses.has(outcome.status) || outcome.statusFailures > statusRetries) return { retry: false }
  const waitMs = outcome.status === 429 ? (retryAfterMs(outcome.retryAfter, outcome.now) ?? 1000) : backoffStartMs
  return waitMs > outcome.maxWaitMs ? { retry: false } : { retry: true, waitMs }
}
