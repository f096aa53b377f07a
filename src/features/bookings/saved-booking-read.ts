import type { Selection } from '../../scope/guest.ts'
import type { Booking } from '../../domain/booking.ts'

/**
 * A read scoped to one booking, started at once with the saved booking id, before the guest's bookings confirm it
 * (decision 019): every such read carries the ownership filter, so another guest's id finds nothing. Answers the read
 * for the confirmed booking, reading again only when that is another booking (or none was saved).
 */
export function savedBookingRead<T>(selected: Selection, read: (bookingId: string) => Promise<T>) {
  const id = selected.savedId
  const early = id === undefined ? undefined : read(id)
  early?.catch(() => undefined) // awaited for the confirmed booking, or not needed
  return (booking: Booking): Promise<T> => (early && booking.id === id ? early : read(booking.id))
}
