import { useTexts } from '../../views/PageContext.tsx'

/** The way back from buying or an order to the booking's extras. */
export function BackToExtras() {
  return (
    <p className="more-link">
      <a href="/account/my-bookings#extras">{useTexts().payments_back_extras()}</a>
    </p>
  )
}
