import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import type { Booking } from './bookings.ts'
import { needsBooking } from '../domain/routes.ts'
import { selectBooking } from '../domain/booking-selection.ts'
import { clearCookie, readCookie, writeCookie } from './cookies.ts'

/**
 * SPEC §4 booking selection on the pages that need a booking (SPEC §6): the only booking, else
 * the saved one, else the guest chooses on /account/select-booking (remembering where they
 * were going). A guest with no booking at all goes on without one (home shows 'after booking').
 */
export const bookingSelection = createMiddleware<AppEnv>(async (c, next) => {
  const route = c.var.route?.route
  if (!c.var.user || !route || !needsBooking(route)) return next()
  // The page will want the profile (the header's first name): read it alongside the bookings.
  const [bookings] = await Promise.all([c.var.bookings().list(), c.var.profile().catch(() => null)])
  const saved = readCookie(c, 'bookingId')
  const selection = selectBooking(bookings, saved)
  if (selection.kind === 'choose') {
    if (bookings.length === 0) {
      if (saved) clearCookie(c, 'bookingId')
      return next()
    }
    const url = new URL(c.req.url)
    writeCookie(c, 'redirectPath', url.pathname + url.search)
    return c.redirect('/account/select-booking', 302)
  }
  if (saved !== selection.opportunityId) writeCookie(c, 'bookingId', selection.opportunityId)
  c.set('booking', bookings.find((b) => b.opportunityid === selection.opportunityId))
  return next()
})

/** The selected booking on pages without the middleware (my bookings): the saved one, if still the guest's. */
export function savedBooking(c: Context<AppEnv>, bookings: readonly Booking[]): Booking | undefined {
  const selection = selectBooking(bookings, readCookie(c, 'bookingId'))
  return selection.kind === 'selected' ? bookings.find((b) => b.opportunityid === selection.opportunityId) : undefined
}
