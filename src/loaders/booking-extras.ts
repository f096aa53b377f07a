import { requireGuest, type Scope } from '../scope/scope.ts'
import type { Booking } from '../domain/booking.ts'
import type { BookingStore } from '../scope/bookings.ts'
import { describeExtra, groupExtras } from '../domain/extras.ts'
import { bookOptionLink, bookOptions } from '../domain/book-options.ts'
import type { ExtrasSectionView } from '../views/parts/ExtrasSection.tsx'
import type { BookOptionLink } from '../domain/book-options.ts'
import { bookingHomeMode } from './booking-mode.ts'
import { hasUpgrades } from '../domain/upgrades.ts'

/** Reported when an extra's status or kind is not one we know; the guest sees it as Pending. */
class UnknownExtraError extends Error {
  override name = 'UnknownExtraError'
}

/** The booking's extras and products as the booking system answers them; undefined without a booking system. */
export type BookingExtrasRead =
  | Awaited<ReturnType<NonNullable<Awaited<ReturnType<BookingStore['reads']>>>['extras']>>
  | undefined

/** Starts the read of the booking's extras (another part of the page may need them as read, home's itinerary). */
export function readBookingExtras(scope: Scope, opportunityId: string): Promise<BookingExtrasRead> {
  const read = requireGuest(scope)
    .bookings()
    .reads()
    .then((reads) => reads?.extras(opportunityId))
  read.catch(() => undefined) // awaited by bookingExtras, which reports a failure
  return read
}

/**
 * The booking's extras grouped by kind, newest first (SPEC §4). An extra we cannot read is
 * shown as Pending and reported; a failed read costs only this section. The read starts with
 * the selected id before the booking is confirmed (every read carries the ownership filter, so
 * another guest's id finds nothing); `booking` gives the home mode for the book options.
 */
export async function bookingExtras(
  scope: Scope,
  opportunityId: string,
  booking: Promise<Booking | undefined> | Booking,
  started: Promise<BookingExtrasRead> = readBookingExtras(scope, opportunityId),
): Promise<ExtrasSectionView> {
  try {
    const [extras, own] = await Promise.all([started, booking])
    if (!extras) return { groups: [], options: optionLinks(scope, false, own) }
    const { extras: inputs, products } = extras
    const [t, locale] = [scope.texts, scope.locale]
    const views = inputs.map((extra) => describeExtra(extra, t, locale))
    const unknown = inputs.filter((_, i) => !views[i]?.understood)
    if (unknown.length > 0) {
      const what = unknown
        .map((extra) => `${extra.kind ?? 'unknown kind'} ${extra.id} status ${JSON.stringify(extra.status)}`)
        .join('; ')
      scope.report('extras.unknown', new UnknownExtraError(`Extras shown as Pending: ${what}`), 'warning')
    }
    return { groups: groupExtras(views, t), options: optionLinks(scope, hasUpgrades(products), own) }
  } catch (error) {
    scope.report('extras.read', error)
    return { unavailable: true }
  }
}

/** The book options panel's links for the selected booking's home mode (docs/book-options.md). */
export function optionLinks(scope: Scope, hasUpgrades: boolean, booking: Booking | undefined): BookOptionLink[] {
  return bookOptions(bookingHomeMode(scope, booking), hasUpgrades, scope.texts).map((option) =>
    bookOptionLink(option, scope.config.MARKETING_SITE_URL),
  )
}
