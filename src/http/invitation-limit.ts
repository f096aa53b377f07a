// Counting invitation emails per booking with the Workers Rate Limiting binding (the numbers and
// the binding's name are in src/domain/invitation-limit.ts).
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { report } from './report.ts'
import { invitationLimitPeriodSeconds } from '../domain/invitation-limit.ts'

/**
 * Counts one invitation email for the booking: ok, or the seconds to wait. Production counts per
 * location and eventually, so this is a brake, not an exact quota. Without the binding (a
 * misconfigured deploy) the email is let through and the gap reported.
 */
export async function takeInvitationEmail(
  c: Context<AppEnv>,
  bookingId: string,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const limiter = c.env.LIMIT_INVITATIONS_PER_BOOKING
  if (!limiter) {
    report(c, 'invitations.limit', new Error('LIMIT_INVITATIONS_PER_BOOKING is not bound'), 'warning')
    return { ok: true }
  }
  const { success } = await limiter.limit({ key: `booking:${bookingId.toLowerCase()}` })
  return success ? { ok: true } : { ok: false, retryAfter: invitationLimitPeriodSeconds }
}
