import type { Booking } from '../../domain/booking.ts'
import type { BookingSummary } from './BookingCard.tsx'
import { formatLongDate } from '../../domain/local-date.ts'
import { isLeadBooker } from '../../domain/booking-selection.ts'
import { villaLabels } from '../../domain/villa-codes.ts'
import type { Locale } from '../../domain/locale.ts'
import type { Texts } from '../../i18n/texts.ts'

/** A booking as the booking cards show it, in the guest's language, with its villas named from `villas` (code → villa). */
export function summarise(
  booking: Booking,
  contactId: string | undefined,
  selectedId: string | undefined,
  villas: ReadonlyMap<string, { readonly name: string }>,
  t: Texts,
  locale: Locale,
): BookingSummary {
  return {
    id: booking.id,
    title: booking.name?.trim() || t.home_your_holiday(),
    arrival: formatLongDate(booking.arrival, locale),
    leaving: formatLongDate(booking.leaving, locale),
    villas: villaLabels(booking.villaCodes, villas),
    counts: booking.counts,
    isLeadBooker: isLeadBooker(booking, contactId),
    selected: booking.id === selectedId,
  }
}
