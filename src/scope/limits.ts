// Counting an action against its rate limits (decision 034), for any scope: a route counts a request, an action the
// booking it writes for. The HTTP side (src/http/middleware/limits.ts) adds the client's address and the Retry-After header.
import {
  clientAddressKey,
  emailKey,
  limitedActions,
  limits,
  type KeyKind,
  type LimitedAction,
  type LimitRow,
} from '../domain/limits.ts'
import type { Scope } from './scope.ts'

/** What counting needs of a scope: the limiters, the words, and what log lines say of where they came from. */
export type Counter = Pick<Scope, 'env' | 'texts' | 'context'>

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * What is counted: the email address, booking id or guest (their booking-system contact) of per-email, per-booking and
 * per-guest rows, and the client's address.
 */
export interface Counted {
  readonly subject?: string | undefined
  /** CF-Connecting-IP, for per-address rows. */
  readonly clientAddress?: string | undefined
}

/** The counter's key: the client's address, a hash of the email, or the booking or contact id. */
async function keyFor(kind: KeyKind, counted: Counted): Promise<string> {
  if (kind === 'ip') return clientAddressKey(counted.clientAddress)
  // No email address leaves the worker, not even to the rate limiter.
  if (kind === 'email') return `email:${await sha256(emailKey(counted.subject ?? ''))}`
  // Booking and contact ids are GUIDs, written in either case.
  return `${kind}:${(counted.subject ?? '').toLowerCase()}`
}

/** A spent limit: the sentence the guest reads, in the scope's language, and when to try again. */
export interface OverLimit {
  readonly message: string
  readonly retryAfter: number
}

/** One log line per refusal (not the intake: under attack it would be flooded too). */
function logLine(scope: Counter, where: string, message: string) {
  console.warn(JSON.stringify({ level: 'warning', ...scope.context(), where, message }))
}

const describe = (row: LimitRow) => `Limit reached: ${row.limit} ${row.counts} per ${row.period} s`

/**
 * Counts one `action` against every limit of it (src/domain/limits.ts). A limiter that fails lets the action through:
 * an outage of it must not lock every guest out.
 *
 * @example
 * const limited = await countAgainst(scope, 'invitation', { subject: booking.id })
 * if (limited) return { ok: false, status: 429, ...limited }
 */
export async function countAgainst(
  scope: Counter,
  action: LimitedAction,
  counted: Counted = {},
): Promise<OverLimit | undefined> {
  for (const name of limitedActions[action]) {
    const row = limits[name]
    // Declared in every environment (deploy:check); a worker run without it counts nothing.
    const binding = scope.env[row.binding] as RateLimit | undefined
    let allowed = true
    try {
      if (binding) allowed = (await binding.limit({ key: await keyFor(row.key, counted) })).success
    } catch (error) {
      logLine(scope, 'limits.unavailable', String(error))
    }
    if (!allowed) {
      logLine(scope, `limits.${name}`, describe(row))
      return { message: scope.texts[row.message](), retryAfter: row.period }
    }
  }
  return undefined
}
