import type { ReactNode } from 'react'
import { guestCountsInWords } from '../../domain/party.ts'
import { StayDates } from './StayDates.tsx'
import { VillasFact } from './VillasFact.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'

export interface BookingSummary {
  readonly id: string
  readonly title: string
  readonly arrival: string | undefined
  readonly leaving: string | undefined
  /** The villas' names (or codes when the content service has no name). */
  readonly villas: readonly string[]
  readonly counts: {
    readonly adults: number
    readonly children: number
    readonly infants: number
    readonly total: number
  }
  readonly isLeadBooker: boolean
  readonly selected: boolean
}

/** One booking: dates, guest counts and the lead-booker flag (SPEC §1, §4), with an action. */
export function BookingCard({
  booking,
  children,
}: {
  readonly booking: BookingSummary
  readonly children?: ReactNode
}) {
  const { counts } = booking
  const locale = useLocale()
  const t = useTexts()
  return (
    <article
      className={booking.selected ? 'card booking-card booking-card--selected' : 'card booking-card'}
      aria-current={booking.selected ? 'true' : undefined}
    >
      {/* The booking system's name for it ("Ward family, August") or ours: laid out by its own script. */}
      <h2 dir="auto">{booking.title}</h2>
      <dl className="facts">
        <StayDates arrival={booking.arrival} leaving={booking.leaving} />
        <VillasFact villas={booking.villas} />
        <div>
          <dt>{t.bookings_guests_label()}</dt>
          <dd>{guestCountsInWords(counts, t, locale)}</dd>
        </div>
      </dl>
      <p className="booking-card__badges">
        {booking.isLeadBooker && <span className="badge">{t.bookings_lead_booker()}</span>}
        {booking.selected && <span className="badge badge--selected">{t.bookings_selected()}</span>}
      </p>
      {children}
    </article>
  )
}

/** A form that selects a booking (post/redirect/get). */
export function ChooseBookingButton({ id, label }: { readonly id: string; readonly label: string }) {
  return (
    <form method="post" action="/account/select-booking">
      <input type="hidden" name="opportunityId" value={id} />
      <button className="button" type="submit">
        {label}
      </button>
    </form>
  )
}
