import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'

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
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{returning ? t.auth_welcome_back_hub() : t.auth_welcome_hub()}</h1>
      <p>{t.auth_landing_intro()}</p>
      {notice && <Alert kind="notice">{notice}</Alert>}
      {rememberedEmail ? (
        <div className="auth__actions">
          <a className="button" href="/account/login/password">
            {t.auth_continue_as({ email: rememberedEmail })}
          </a>
          <a href="/account/login/email">{t.auth_sign_in_different_email()}</a>
        </div>
      ) : (
        <div className="auth__actions">
          <a className="button" href="/account/login/email">
            {t.auth_sign_in_with_email()}
          </a>
        </div>
      )}
      <p className="auth__aside">
        <a href="/account/login/code">{t.auth_email_me_sign_in_code()}</a>
        {` ${t.auth_no_password_needed()}`}
      </p>
      <p className="auth__aside">
        {`${t.auth_first_time_here()} `}
        <a href="/account/forgot-password?purpose=setup">{t.auth_set_up_your_password()}</a>
      </p>
    </section>
  )
}
