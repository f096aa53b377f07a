// How many invitation emails a booking may send (DESIGN.md: anything that sends email is rate limited): the
// invitations row of the limits table (src/domain/limits.ts, decision 034), under the names the invitations
// code reads (decision 033). The deploy check holds every environment's binding to the table.
import { limits } from './limits.ts'

const row = limits.invitationsPerBooking

/** The wrangler.toml binding, keyed by booking id. */
export const invitationLimitBinding = row.binding

/** Invitation emails (first sends and resends) one booking may send per window. */
export const invitationEmailsPerBookingPerMinute = row.limit

/** The binding's window; also the Retry-After a refused lead booker gets. */
export const invitationLimitPeriodSeconds = row.period
