import { useTexts } from '../../PageContext.tsx'
import { Alert } from '../../parts/Alert.tsx'
import { slot, withParts } from '../../parts/Sentence.tsx'

/**
 * The invitation email's landing (decision 033): buttons to accept, so link scanners that open
 * links cannot spend the invitation. A password is optional: a code by email signs in too.
 */
export function AcceptInvitation({
  tokenHash,
  invitation,
  holiday,
}: {
  readonly tokenHash: string
  /** The portal's invitation the link carried (decision 057). */
  readonly invitation?: string | undefined
  /** Who invited and to which holiday, so the page says where it comes from (issue 38, item 12). */
  readonly holiday?: { readonly inviter: string; readonly villa: string; readonly dates: string } | undefined
}) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.companions_accept_heading()}</h1>
      {holiday && (
        <p className="lead">
          {withParts(t.companions_accept_from({ inviter: slot(0), villa: slot(1), dates: holiday.dates }), [
            <bdi key="inviter">{holiday.inviter}</bdi>,
            <bdi key="villa">{holiday.villa}</bdi>,
          ])}
        </p>
      )}
      <p>{t.companions_accept_intro()}</p>
      <form method="post" action="/account/accept-invitation" className="auth__actions">
        <input type="hidden" name="token_hash" value={tokenHash} />
        {invitation && <input type="hidden" name="invitation" value={invitation} />}
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

/** A link past its hour, of an invitation still open: a fresh one is on its way (decision 057). */
export function InvitationRenewed() {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.companions_fresh_link_heading()}</h1>
      <Alert kind="notice">{t.companions_fresh_link_sent()}</Alert>
    </section>
  )
}
