import { useTexts } from '../../views/PageContext.tsx'

/** First-time set-up, second step 'things to know' (docs/decisions/002-login-steps.md). */
export function ThingsToKnow() {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.auth_things_to_know()}</h1>
      <p>{t.auth_things_password_set()}</p>
      <ul className="things-to-know">
        <li>{t.auth_things_bookings()}</li>
        <li>{t.auth_things_advance()}</li>
        <li>{t.auth_things_extras()}</li>
        <li>{t.auth_things_help()}</li>
      </ul>
      <p>{t.auth_things_keep_secret()}</p>
      <div className="auth__actions">
        <a className="button" href="/account">
          {t.auth_continue_to_hub()}
        </a>
      </div>
    </section>
  )
}
