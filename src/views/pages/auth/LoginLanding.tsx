import { Alert } from '../../parts/Alert.tsx'

/** Login step 'landing' (docs/decisions/002-login-steps.md). */
export function LoginLanding({
  rememberedEmail,
  returning = false,
  notice,
}: {
  readonly rememberedEmail?: string | undefined
  /** Someone signed in on this device before (SPEC §4's previously-signed-in cookie). */
  readonly returning?: boolean
  readonly notice?: string | undefined
}) {
  return (
    <section className="auth">
      <h1>{returning ? 'Welcome back to your Guest Hub' : 'Welcome to your Guest Hub'}</h1>
      <p>Everything for your stay in one place: your bookings, your party, what to arrange and when.</p>
      {notice && <Alert kind="notice">{notice}</Alert>}
      {rememberedEmail ? (
        <div className="auth__actions">
          <a className="button" href="/account/login/password">
            {`Continue as ${rememberedEmail}`}
          </a>
          <a href="/account/login/email">Sign in with a different email</a>
        </div>
      ) : (
        <div className="auth__actions">
          <a className="button" href="/account/login/email">
            Sign in with email
          </a>
        </div>
      )}
      <p className="auth__aside">
        <a href="/account/login/code">Email me a sign-in code</a> (no password needed)
      </p>
      <p className="auth__aside">
        First time here? <a href="/account/forgot-password?purpose=setup">Set up your password</a>
      </p>
    </section>
  )
}
