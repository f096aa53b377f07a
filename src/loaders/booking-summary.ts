import type { Booking } from '../domain/booking.ts'
import type { BookingSummary } from '../views/parts/BookingCard.tsx'
import { formatLongDate } from '../domain/local-date.ts'
import { isLeadBooker } from '../domain/booking-selection.ts'
import { villaLabels } from '../domain/villa-codes.ts'

/** A booking as the booking cards show it, with its villas named from `villas` (code → villa). */
export function summarise(
  booking: Booking,
  contactId: string | undefined,
  selectedId: string | undefined,
  villas: ReadonlyMap<string, { readonly name: string }>,
): BookingSummary {
  return {
    id: booking.id,
    title: booking.name?.trim() || 'Your holiday',
    arrival: formatLongDate(booking.arrival),
    leaving: formatLongDate(booking.leaving),
    villas: villaLabels(booking.villaCodes, villas),
    counts: booking.counts,
    isLeadBooker: isLeadBooker(booking, contactId),
    selected: booking.id === selectedId,
  }
}
