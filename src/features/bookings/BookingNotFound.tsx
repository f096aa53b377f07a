import { useTexts } from '../../views/PageContext.tsx'

/**
 * What a streamed page shows when the saved booking turns out not to be one of the guest's
 * (removed from it, or a cookie from elsewhere): never that booking's data, a way to choose.
 */
export function BookingNotFound() {
  const t = useTexts()
  return (
    <div className="stack">
      <p className="lead">{t.bookings_not_found()}</p>
      <p>
        <a className="button" href="/account/select-booking">
          {t.bookings_choose()}
        </a>
      </p>
    </div>
  )
}
