import { Alert } from '../parts/Alert.tsx'
import { BookingCard, ChooseBookingButton, type BookingSummary } from '../parts/BookingCard.tsx'

/** /account/select-booking: the guest has several bookings and none chosen yet (SPEC §4). */
export function SelectBookingPage({
  bookings,
  message,
}: {
  readonly bookings: readonly BookingSummary[]
  readonly message?: string | undefined
}) {
  return (
    <div className="stack">
      <p className="lead">You have more than one booking. Which holiday would you like to look at?</p>
      {message && <Alert kind="error">{message}</Alert>}
      {bookings.length === 0 && (
        <p>We couldn't find a booking for your account. If you have booked with us, please contact us.</p>
      )}
      <ul className="cards">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking}>
              <ChooseBookingButton id={booking.id} label={`Choose ${booking.title}`} />
            </BookingCard>
          </li>
        ))}
      </ul>
    </div>
  )
}
