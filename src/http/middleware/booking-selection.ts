import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import type { Booking } from '../../domain/booking.ts'
import { needsBooking } from '../../domain/routes.ts'
import { ownBooking, selectBooking, usableSavedId } from '../../domain/booking-selection.ts'
import { clearCookie, readCookie, writeCookie } from './cookies.ts'

/** Saves the guest's choice: the booking id and the user it was checked for. */
export function saveSelection(c: Context<AppEnv>, opportunityId: string): void {
  writeCookie(c, 'bookingId', opportunityId)
  const user = c.get('user')
  if (user) writeCookie(c, 'bookingUser', user.id)
}

export function clearSelection(c: Context<AppEnv>): void {
  clearCookie(c, 'bookingId')
  clearCookie(c, 'bookingUser')
}

/**
 * SPEC §4 booking selection on the pages that need a booking (SPEC §6): the only booking, else
 * the saved one, else the guest chooses on /account/select-booking (remembering where they
 * were going). A guest with no booking at all goes on without one (home shows 'after booking').
 *
 * With a usable saved selection (saved for this user) nothing is awaited here: the page streams
 * its shell at once, and `c.get('booking')()` answers the saved booking once the guest's bookings
 * confirm it is theirs, or undefined (the page then shows its not-found content). Only without
 * one do the checks that may redirect run before the page (docs/decisions/019-shell-first.md).
 */
export const bookingSelection = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user')
  const savedId = user ? usableSavedId(readCookie(c, 'bookingId'), readCookie(c, 'bookingUser'), user.id) : undefined
  let selected: Promise<Booking | undefined> | undefined
  c.set('bookingId', savedId)
  c.set('booking', () => {
    if (!user) return Promise.resolve(undefined)
    selected ??= c
      .get('bookings')()
      .list()
      .then((bookings) => (savedId ? ownBooking(bookings, savedId) : savedBooking(c, bookings)))
    return selected
  })
  const route = c.get('route')?.route
  if (!user || !route || !needsBooking(route) || savedId) return next()
  const bookings = await c.get('bookings')().list()
  const saved = readCookie(c, 'bookingId')
  const selection = selectBooking(bookings, saved)
  if (selection.kind === 'choose') {
    if (bookings.length === 0) {
      if (saved) clearSelection(c)
      return next()
    }
    const url = new URL(c.req.url)
    writeCookie(c, 'redirectPath', url.pathname + url.search)
    return c.redirect('/account/select-booking', 302)
  }
  saveSelection(c, selection.bookingId)
  c.set('bookingId', selection.bookingId)
  selected = Promise.resolve(bookings.find((b) => b.id === selection.bookingId))
  return next()
})

/** The selected booking on pages without the middleware (my bookings): the saved one, if still the guest's. */
export function savedBooking(c: Context<AppEnv>, bookings: readonly Booking[]): Booking | undefined {
  const selection = selectBooking(bookings, readCookie(c, 'bookingId'))
  return selection.kind === 'selected' ? bookings.find((b) => b.id === selection.bookingId) : undefined
}
