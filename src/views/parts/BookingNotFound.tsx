/**
 * What a streamed page shows when the saved booking turns out not to be one of the guest's
 * (removed from it, or a cookie from elsewhere): never that booking's data, a way to choose.
 */
export function BookingNotFound() {
  return (
    <div className="stack">
      <p className="lead">We couldn't find this booking among yours.</p>
      <p>
        <a className="button" href="/account/select-booking">
          Choose a booking
        </a>
      </p>
    </div>
  )
}
