import { Alert } from '../../parts/Alert.tsx'

/**
 * The invitation email's landing (decision 033): buttons to accept, so link scanners that open
 * links cannot spend the invitation. A password is optional: a code by email signs in too.
 */
export function AcceptInvitation({ tokenHash }: { readonly tokenHash: string }) {
  return (
    <section className="auth">
      <h1>Join your holiday on the Guest Hub</h1>
      <p>
        You've been invited to see a booking: its dates, who's coming, the extras, your own wellness visits and the
        resort's pages. You can change your own details; the lead booker looks after everyone else's.
      </p>
      <form method="post" action="/account/accept-invitation" className="auth__actions">
        <input type="hidden" name="token_hash" value={tokenHash} />
        <button className="button" type="submit" name="next" value="password">
          Accept and choose a password
        </button>
        <button className="button button--secondary" type="submit" name="next" value="home">
          Accept without a password
        </button>
      </form>
      <p className="auth__aside">
        Without a password you sign in next time with a code we email you ("Email me a sign-in code").
      </p>
    </section>
  )
}

/** An invitation link that cannot be used: why, and the way forward. */
export function InvitationProblem({ message }: { readonly message: string }) {
  return (
    <section className="auth">
      <h1>That invitation didn't work</h1>
      <Alert kind="error">{message}</Alert>
      <p className="auth__aside">
        <a href="/account/login">Go to sign in</a>
      </p>
    </section>
  )
}
