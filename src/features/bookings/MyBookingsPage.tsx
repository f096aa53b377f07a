import { BookingCard, ChooseBookingButton, type BookingSummary } from './BookingCard.tsx'
import { WellnessSection, type WellnessView } from '../wellness/WellnessSection.tsx'
import { ExtrasSection, type ExtrasSectionView } from '../extras/ExtrasSection.tsx'
import { CompanionList, type CompanionEntries } from '../companions/CompanionList.tsx'
import { useTexts } from '../../views/PageContext.tsx'

/** /account/my-bookings: every booking, the selected one marked, a way to switch. */
export function MyBookingsPage({
  bookings,
  wellness,
  extras,
  companions = {},
}: {
  readonly bookings: readonly BookingSummary[]
  /** For bookings the guest leads: each adult's invitation status, by booking id (decision 033). */
  readonly companions?: Readonly<Record<string, CompanionEntries>>
  readonly wellness?: Promise<WellnessView> | undefined
  /** The selected booking's extras, rendered in the page (this is where the home's no-JavaScript link leads). */
  readonly extras?: Promise<ExtrasSectionView> | undefined
}) {
  const t = useTexts()
  if (bookings.length === 0) return <p className="lead">{t.bookings_none()}</p>
  return (
    <div className="stack">
      <ul className="cards">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking}>
              {booking.selected ? (
                <a className="button" href="/account">
                  {t.bookings_go_to_holiday()}
                </a>
              ) : (
                <ChooseBookingButton id={booking.id} label={t.bookings_switch_to({ title: booking.title })} />
              )}
              <CompanionList entries={companions[booking.id]} />
            </BookingCard>
          </li>
        ))}
      </ul>
      {extras && <ExtrasSection view={extras} />}
      {wellness && <WellnessSection schedule={wellness} from="my-bookings" />}
    </div>
  )
}
