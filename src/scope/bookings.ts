// The acting guest's bookings: read once per scope, in the order of SPEC §4, scoped to their booking-system contact.
import type { Config } from '../integrations/config.ts'
import { idMessages, type IdCheck } from '../domain/request-ids.ts'
import { sortBookings } from '../domain/booking-selection.ts'
import { dynamicsClient } from '../integrations/dynamics/client.ts'
import { bookingsOf, type Bookings } from '../integrations/dynamics/bookings.ts'
import type { Booking } from '../domain/booking.ts'
import type { Texts } from '../i18n/texts.ts'

/**
 * The booking reads could not be done: SPEC §8 'An unknown error occurred while fetching bookings.', in the guest's
 * language (the error page and a streamed page show the message; the JSON API answers idMessages.bookingsFailed).
 */
export class BookingsUnavailableError extends Error {
  override name = 'BookingsUnavailableError'
  constructor(
    override readonly cause: unknown,
    message: string = idMessages.bookingsFailed,
  ) {
    super(message)
  }
}

/** A guest's bookings: read once, in the order of SPEC §4. */
export interface BookingStore {
  /** The booking-system contact id (from the token's claim or the profile, never the request), checked (SPEC §5). */
  contactId(): Promise<IdCheck>
  /** The guest's bookings; [] when the profile has no contact id. Throws BookingsUnavailableError. */
  list(): Promise<Booking[]>
  /** Scoped reads for the contact (products, accounts, family group); undefined without a contact id. */
  reads(): Promise<Bookings | undefined>
}

/**
 * The bookings of the contact `contactId` answers. A failure to learn the contact (the profile read) or to read the
 * bookings is a BookingsUnavailableError worded by `texts`.
 */
export function bookingStore(config: Config, contactId: () => Promise<IdCheck>, texts: Texts): BookingStore {
  const unavailable = (error: unknown) =>
    error instanceof BookingsUnavailableError
      ? error
      : new BookingsUnavailableError(error, texts.bookings_unavailable())
  let contact: Promise<IdCheck> | undefined
  let list: Promise<Booking[]> | undefined
  const checkedContact = () =>
    (contact ??= contactId().catch((error: unknown) => {
      throw unavailable(error)
    }))
  const reads = async () => {
    const id = await checkedContact()
    return id.ok ? bookingsOf(dynamicsClient(config), id.id) : undefined
  }
  const load = async (): Promise<Booking[]> => {
    try {
      const id = await checkedContact()
      if (!id.ok) return []
      return sortBookings(await bookingsOf(dynamicsClient(config), id.id).list(), id.id)
    } catch (error) {
      throw unavailable(error)
    }
  }
  return { contactId: checkedContact, reads, list: () => (list ??= load()) }
}
