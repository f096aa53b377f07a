import { Alert } from '../../views/parts/Alert.tsx'
import { BookingCard, ChooseBookingButton, type BookingSummary } from './BookingCard.tsx'
import { useTexts } from '../../views/PageContext.tsx'

/** /account/select-booking: the guest has several bookings and none chosen yet (SPEC §4). */
export function SelectBookingPage({
  bookings,
  message,
}: {
  readonly bookings: readonly BookingSummary[]
  readonly message?: string | undefined
}) {
  const t = useTexts()
  return (
    <div className="stack">
      <p className="lead">{t.bookings_several()}</p>
      {message && <Alert kind="error">{message}</Alert>}
      {bookings.length === 0 && <p>{t.bookings_none()}</p>}
      <ul className="cards">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking}>
              <ChooseBookingButton id={booking.id} label={t.bookings_choose_named({ title: booking.title })} />
            </BookingCard>
          </li>
        ))}
      </ul>
    </div>
  )
}
