// What every invitation email shares, a first send or a resend: the booking's limit on them, and the metadata and link
// the email carries.
import type { Scope } from '../../scope/scope.ts'
import { countAgainst } from '../../scope/limits.ts'
import { splitName } from '../../domain/guests.ts'
import type { Outcome } from './invitation-outcomes.ts'

/**
 * Counts one invitation email (a first send or a resend) against the booking's limit, as every limit is counted
 * (decision 034): the 429 with the row's sentence when it is spent (logged; the route sets Retry-After).
 * Only an email counts, so this comes after the lookup that says whether one will be sent.
 */
export async function overInvitationLimit(scope: Scope, bookingId: string): Promise<Outcome | undefined> {
  const limited = await countAgainst(scope, 'invitation', { subject: bookingId })
  return limited ? { ok: false, status: 429, ...limited } : undefined
}

/**
 * The metadata and link every invitation email carries. The inviter's language goes with it as `invited_locale`, so
 * the email is written in it; not as `locale`, the invitee's own choice (decision 045), so their pages still follow
 * their own browser until they choose.
 */
export function inviteEmail(scope: Scope, name: string, words: Record<string, string>) {
  const { first, last } = splitName(name)
  return {
    data: { first_name: first, last_name: last, invited_locale: scope.locale, ...words },
    redirectTo: new URL('/account', scope.config.SITE_URL).href,
  }
}
