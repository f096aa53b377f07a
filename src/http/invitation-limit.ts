// Invitation emails are rate limited per booking (DESIGN.md: anything that sends email is limited),
// with the Workers Rate Limiting binding LIMIT_INVITATIONS_PER_BOOKING declared in wrangler.toml.
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { report } from './report.ts'

/**
 * Invitation emails (first sends and resends) one booking may send per minute: enough for a villa
 * of adults invited one after another, too few for a taken-over account to spam strangers. It
 * must equal `simple.limit` of LIMIT_INVITATIONS_PER_BOOKING in every wrangler.toml environment.
 */
export const invitationEmailsPerBookingPerMinute = 5
/** The binding's window (`simple.period`, 10 or 60 seconds only): also the Retry-After the guest is given. */
export const invitationLimitPeriodSeconds = 60

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
