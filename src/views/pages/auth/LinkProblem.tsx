import { Alert } from '../../parts/Alert.tsx'

/** A password or confirmation link that cannot be used: say why and offer the way forward. */
export function LinkProblem({
  message,
  retryHref,
  retryLabel,
}: {
  readonly message: string
  readonly retryHref: string
  readonly retryLabel: string
}) {
  return (
    <section className="auth">
      <h1>That link didn't work</h1>
      <Alert kind="error">{message}</Alert>
      <div className="auth__actions">
        <a className="button" href={retryHref}>
          {retryLabel}
        </a>
        <a href="/account/login">Back to sign in</a>
      </div>
    </section>
  )
}
