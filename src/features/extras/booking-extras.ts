import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import type { BookingStore } from '../../scope/bookings.ts'
import { describeExtra, groupExtras } from './extras.ts'
import { bookOptionLink, bookOptions } from './book-options.ts'
import type { ExtrasSectionView } from './ExtrasSection.tsx'
import type { BookOptionLink } from './book-options.ts'
import { bookingHomeMode } from '../bookings/booking-mode.ts'
import { hasUpgrades } from './upgrades.ts'
import { extraPayment } from '../payments/extra-payment.ts'
import { offerLinks, offersFor, soldKinds, type OfferFor } from '../payments/offers.ts'

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
  const offers = Promise.resolve(booking).then((own) => buyableOffers(scope, own))
  try {
    const [extras, own, sold] = await Promise.all([started, booking, offers])
    if (!extras) return { groups: [], options: optionLinks(scope, false, own, sold) }
    const { extras: inputs, products } = extras
    const [t, locale] = [scope.texts, scope.locale]
    const views = inputs.map((extra) => ({
      ...describeExtra(extra, t, locale),
      payment: extraPayment(extra, t, locale),
    }))
    const unknown = inputs.filter((_, i) => !views[i]?.understood)
    if (unknown.length > 0) {
      const what = unknown
        .map((extra) => `${extra.kind ?? 'unknown kind'} ${extra.id} status ${JSON.stringify(extra.status)}`)
        .join('; ')
      scope.report('extras.unknown', new UnknownExtraError(`Extras shown as Pending: ${what}`), 'warning')
    }
    return { groups: groupExtras(views, t), options: optionLinks(scope, hasUpgrades(products), own, sold) }
  } catch (error) {
    scope.report('extras.read', error)
    return { unavailable: true }
  }
}

/**
 * The offers the guest can buy in the portal (issue 40); none when the content service cannot say (reported: the
 * panel still lists the main website's links).
 */
export async function buyableOffers(scope: Scope, booking: Booking | undefined): Promise<OfferFor[]> {
  if (!booking) return []
  try {
    return await offersFor(scope, booking)
  } catch (error) {
    scope.report('extras.offers', error, 'warning')
    return []
  }
}

/**
 * The book options panel's links for the selected booking's home mode (docs/book-options.md): the offers sold in the
 * portal first, then the main website's links for what has none.
 */
export function optionLinks(
  scope: Scope,
  hasUpgrades: boolean,
  booking: Booking | undefined,
  offers: readonly OfferFor[] = [],
): BookOptionLink[] {
  const mode = bookingHomeMode(scope, booking)
  const site = bookOptions(mode, hasUpgrades, scope.texts, soldKinds(offers)).map((option) =>
    bookOptionLink(option, scope.config.MARKETING_SITE_URL),
  )
  return mode === 'post-stay' ? site : [...offerLinks(offers, scope.texts, scope.locale), ...site]
}
