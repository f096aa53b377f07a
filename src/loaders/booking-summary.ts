import type { Booking } from '../http/bookings.ts'
import type { BookingSummary } from '../views/parts/BookingCard.tsx'
import { formatLongDate } from '../domain/local-date.ts'
import { isLeadBooker } from '../domain/booking-selection.ts'
import { villaLabels } from '../domain/villa-codes.ts'
import { guestCountsOf, stayDatesOf, villaCodesOf } from '../integrations/dynamics/booking-facts.ts'

/** A booking as the booking cards show it, with its villas named from `villas` (code → villa). */
export function summarise(
  booking: Booking,
  contactId: string | undefined,
  selectedId: string | undefined,
  villas: ReadonlyMap<string, { readonly name: string }>,
): BookingSummary {
  return {
    id: booking.opportunityid,
    title: booking.name?.trim() || 'Your holiday',
    arrival: formatLongDate(stayDatesOf(booking).arrival),
    leaving: formatLongDate(stayDatesOf(booking).leaving),
    villas: villaLabels(villaCodesOf(booking), villas),
    counts: guestCountsOf(booking),
    isLeadBooker: isLeadBooker(booking, contactId),
    selected: booking.opportunityid === selectedId,
  }
}
