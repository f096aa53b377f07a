/** Sign out: a confirmation while signed in (sign-out is a POST), a farewell after. */
export function Goodbye({ signedIn }: { readonly signedIn: boolean }) {
  if (signedIn) {
    return (
      <section className="auth">
        <h1>Sign out</h1>
        <p>Sign out of your Guest Hub on this device?</p>
        <form method="post">
          <button className="button" type="submit">
            Sign out
          </button>
        </form>
        <p className="auth__aside">
          <a href="/account">Stay signed in</a>
        </p>
      </section>
    )
  }
  return (
    <section className="auth">
      <h1>You've signed out</h1>
      <p>Thank you for visiting your Guest Hub. See you soon.</p>
      <div className="auth__actions">
        <a className="button" href="/account/login">
          Sign in again
        </a>
      </div>
    </section>
  )
}
