// How many invitation emails a booking may send (DESIGN.md: anything that sends email is rate
// limited). The Workers Rate Limiting binding that counts them is declared in wrangler.toml; the
// deploy check holds every environment's declaration to these numbers.

/** The wrangler.toml binding (`[[ratelimits]]`, repeated in each `[env.*]`) keyed by booking id. */
export const invitationLimitBinding = 'LIMIT_INVITATIONS_PER_BOOKING'

/**
 * Invitation emails (first sends and resends) one booking may send per minute: enough for a villa
 * of adults invited one after another, too few for a taken-over account to spam strangers.
 */
export const invitationEmailsPerBookingPerMinute = 5

/** The binding's window (`simple.period`: 10 or 60 seconds only); also the Retry-After a refused lead booker gets. */
export const invitationLimitPeriodSeconds = 60

interface RateLimitDeclaration {
  readonly name: string
  readonly simple?: { readonly limit: number; readonly period: number } | undefined
}

/** What is wrong with an environment's `[[ratelimits]]` for invitations: one sentence per problem, none when right. */
export function rateLimitProblems(declared: readonly RateLimitDeclaration[]): string[] {
  const found = declared.find((d) => d.name === invitationLimitBinding)
  if (!found) return [`[[ratelimits]] ${invitationLimitBinding} is missing: invitation emails would not be limited`]
  const { limit, period } = found.simple ?? { limit: undefined, period: undefined }
  return limit === invitationEmailsPerBookingPerMinute && period === invitationLimitPeriodSeconds
    ? []
    : [
        `${invitationLimitBinding} must be simple = { limit = ${invitationEmailsPerBookingPerMinute}, period = ${invitationLimitPeriodSeconds} } (src/domain/invitation-limit.ts)`,
      ]
}
