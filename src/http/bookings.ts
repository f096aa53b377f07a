import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { checkId, idMessages, type IdCheck } from '../domain/request-ids.ts'
import { sortBookings } from '../domain/booking-selection.ts'
import { dynamicsClient } from '../integrations/dynamics/client.ts'
import { bookingsOf, type Bookings } from '../integrations/dynamics/bookings.ts'
import type { Booking } from '../domain/booking.ts'

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

/** The signed-in guest's bookings for this request: read once, in the order of SPEC §4. */
export interface BookingStore {
  /** The booking-system contact id from the profile, checked (SPEC §5). */
  contactId(): Promise<IdCheck>
  /** The guest's bookings; [] when the profile has no contact id. Throws BookingsUnavailableError. */
  list(): Promise<Booking[]>
  /** Scoped reads for the contact (products, accounts, family group); undefined without a contact id. */
  reads(): Promise<Bookings | undefined>
}

function createStore(c: Context<AppEnv>): BookingStore {
  const unavailable = (error: unknown) => new BookingsUnavailableError(error, c.get('texts').bookings_unavailable())
  let contact: Promise<IdCheck> | undefined
  let list: Promise<Booking[]> | undefined
  // The token's claim when the auth hook provides it (no profile read on the critical path),
  // else the profile's own field: both come from the profile, never from the request.
  const contactId = () =>
    (contact ??= c.get('user')?.contactId
      ? Promise.resolve(checkId(c.get('user')?.contactId))
      : c
          .get('profile')()
          .then(
            (profile) => checkId(profile?.msd_contact_id),
            (error: unknown) => {
              throw unavailable(error)
            },
          ))
  const reads = async () => {
    const id = await contactId()
    return id.ok ? bookingsOf(dynamicsClient(c.get('config')), id.id) : undefined
  }
  const load = async (): Promise<Booking[]> => {
    try {
      const id = await contactId()
      if (!id.ok) return []
      const bookings = await bookingsOf(dynamicsClient(c.get('config')), id.id).list()
      return sortBookings(bookings, id.id)
    } catch (error) {
      throw error instanceof BookingsUnavailableError ? error : unavailable(error)
    }
  }
  return { contactId, reads, list: () => (list ??= load()) }
}

/** Makes `c.get('bookings')` available: nothing is read until a route asks. */
export const bookingStore = createMiddleware<AppEnv>(async (c, next) => {
  let store: BookingStore | undefined
  c.set('bookings', () => (store ??= createStore(c)))
  await next()
})
