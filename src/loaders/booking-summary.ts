import type { Booking } from '../http/bookings.ts'
import type { BookingSummary } from '../views/parts/BookingCard.tsx'
import { formatLongDate } from '../domain/local-date.ts'
import { guestCounts } from '../domain/party.ts'
import { isLeadBooker } from '../domain/booking-selection.ts'
import { villaCodes, villaLabels } from '../domain/villa-codes.ts'

/** A booking as the booking cards show it, with its villas named from `villas` (code → villa). */
export function summarise(booking: Booking, contactId: string | undefined, selectedId: string | undefined, villas: ReadonlyMap<string, { readonly name: string }>): BookingSummary {
  return {
    id: booking.opportunityid,
    title: booking.name?.trim() || 'Your holiday',
    arrival: formatLongDate(booking.new_arrivaldateuserlocal),
    leaving: formatLongDate(booking.new_leavingdateuserlocal),
    villas: villaLabels(villaCodes(booking.adr_accommodationsupercontrolcodes), villas),
    counts: guestCounts(booking.adr_opportunity_adr_booking),
    isLeadBooker: isLeadBooker(booking, contactId),
    selected: booking.opportunityid === selectedId,
  }
}
