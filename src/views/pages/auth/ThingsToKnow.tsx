/** First-time set-up, second step 'things to know' (docs/decisions/002-login-steps.md). */
export function ThingsToKnow() {
  return (
    <section className="auth">
      <h1>Things to know</h1>
      <p>Your password is set. Here is what your Guest Hub does for you:</p>
      <ul className="things-to-know">
        <li>See your bookings, with arrival and leaving dates and everyone in your party.</li>
        <li>Complete your advance information: guest details, address, villa set-up, flights and registration.</li>
        <li>Follow the extras you asked for, from transfers to hampers, and see your wellness visits.</li>
        <li>Find answers in our help pages, or contact us whenever you need to.</li>
      </ul>
      <p>Keep your password to yourself: our team will never ask you for it.</p>
      <div className="auth__actions">
        <a className="button" href="/account">
          Continue to your Guest Hub
        </a>
      </div>
    </section>
  )
}
