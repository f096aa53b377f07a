import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { reportContext } from './report.ts'
import { localeOf } from './locale.ts'
import { textsFor } from '../i18n/texts.ts'
import {
  clientAddressKey,
  emailKey,
  limitedActions,
  limits,
  type KeyKind,
  type LimitedAction,
  type LimitRow,
} from '../domain/limits.ts'

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The counter's key: the client's address (Cloudflare sets CF-Connecting-IP), a hash of the email, or the booking id. */
async function keyFor(c: Context<AppEnv>, kind: KeyKind, subject: string | undefined): Promise<string> {
  if (kind === 'ip') return clientAddressKey(c.req.header('cf-connecting-ip'))
  // No email address leaves the worker, not even to the rate limiter.
  if (kind === 'email') return `email:${await sha256(emailKey(subject ?? ''))}`
  // Booking ids are GUIDs, written in either case.
  return `booking:${(subject ?? '').toLowerCase()}`
}

/** One log line per refusal (not the intake: under attack it would be flooded too). */
function logRefusal(c: Context<AppEnv>, name: string, row: LimitRow) {
  console.warn(
    JSON.stringify({
      level: 'warning',
      ...reportContext(c, `limits.${name}`),
      message: `Limit reached: ${row.limit} ${row.counts} per ${row.period} s`,
    }),
  )
}

/**
 * Counts this request against every limit of `action` (src/domain/limits.ts, decision 034). When one
 * is spent: sets `Retry-After` and answers the sentence the guest reads, in the request's language; otherwise
 * undefined.
 * `subject` is the email address or booking id the action's per-email or per-booking rows count.
 * A limiter that fails lets the request through: an outage of it must not lock every guest out.
 *
 * @example
 * const refused = await overLimit(c, 'signIn', email)
 * if (refused) return renderStep(c, step, { email, message: refused }, 429)
 */
export async function overLimit(
  c: Context<AppEnv>,
  action: LimitedAction,
  subject?: string,
): Promise<string | undefined> {
  for (const name of limitedActions[action]) {
    const row = limits[name]
    // Declared in every environment (deploy:check); a worker run without it counts nothing.
    const binding = c.env[row.binding] as RateLimit | undefined
    let allowed = true
    try {
      if (binding) allowed = (await binding.limit({ key: await keyFor(c, row.key, subject) })).success
    } catch (error) {
      console.warn(
        JSON.stringify({ level: 'warning', ...reportContext(c, 'limits.unavailable'), message: String(error) }),
      )
    }
    if (!allowed) {
      logRefusal(c, name, row)
      c.header('Retry-After', String(row.period))
      return textsFor(localeOf(c))[row.message]()
    }
  }
  return undefined
}
