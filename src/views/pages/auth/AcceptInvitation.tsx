import { useTexts } from '../../PageContext.tsx'
import { Alert } from '../../parts/Alert.tsx'

/**
 * The invitation email's landing (decision 033): buttons to accept, so link scanners that open
 * links cannot spend the invitation. A password is optional: a code by email signs in too.
 */
export function AcceptInvitation({ tokenHash }: { readonly tokenHash: string }) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.companions_accept_heading()}</h1>
      <p>{t.companions_accept_intro()}</p>
      <form method="post" action="/account/accept-invitation" className="auth__actions">
        <input type="hidden" name="token_hash" value={tokenHash} />
        <button className="button" type="submit" name="next" value="password">
          {t.companions_accept_with_password()}
        </button>
        <button className="button button--secondary" type="submit" name="next" value="home">
          {t.companions_accept_without_password()}
        </button>
      </form>
      <p className="auth__aside">{t.companions_accept_aside()}</p>
    </section>
  )
}

/** An invitation link that cannot be used: why, and the way forward. */
export function InvitationProblem({ message }: { readonly message: string }) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.companions_problem_heading()}</h1>
      <Alert kind="error">{message}</Alert>
      <p className="auth__aside">
        <a href="/account/login">{t.companions_go_to_sign_in()}</a>
      </p>
    </section>
  )
}
