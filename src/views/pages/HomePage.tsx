import { fillName } from '../../domain/greeting.ts'

/**
 * The account home. Bookings, the home mode and the party join it with the bookings work;
 * for now it greets the guest and points at what they can do.
 */
export function HomePage({ firstName }: { readonly firstName: string | null | undefined }) {
  return (
    <div className="stack">
      <p className="lead">{fillName('Welcome to your Guest Hub, [name].', firstName)}</p>
      <ul className="cards">
        <li className="card">
          <h2>
            <a href="/account/account-settings">Account settings</a>
          </h2>
          <p>Change your password.</p>
        </li>
        <li className="card">
          <h2>
            <a href="/account/contact-us">Contact us</a>
          </h2>
          <p>Questions about your stay? Our team is here to help.</p>
        </li>
      </ul>
    </div>
  )
}
