import { useTexts } from '../../views/PageContext.tsx'

/** Sign out: a confirmation while signed in (sign-out is a POST), a farewell after. */
export function Goodbye({ signedIn }: { readonly signedIn: boolean }) {
  const t = useTexts()
  if (signedIn) {
    return (
      <section className="auth">
        <h1>{t.auth_sign_out()}</h1>
        <p>{t.auth_sign_out_question()}</p>
        <form method="post">
          <button className="button" type="submit">
            {t.auth_sign_out()}
          </button>
        </form>
        <p className="auth__aside">
          <a href="/account">{t.auth_stay_signed_in()}</a>
        </p>
      </section>
    )
  }
  return (
    <section className="auth">
      <h1>{t.auth_signed_out_heading()}</h1>
      <p>{t.auth_signed_out_thanks()}</p>
      <div className="auth__actions">
        <a className="button" href="/account/login">
          {t.auth_sign_in_again()}
        </a>
      </div>
    </section>
  )
}
