import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'

/** A password or confirmation link that cannot be used: say why and offer the way forward (a new link). */
export function LinkProblem({ message, retryHref }: { readonly message: string; readonly retryHref: string }) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.auth_link_failed()}</h1>
      <Alert kind="error">{message}</Alert>
      <div className="auth__actions">
        <a className="button" href={retryHref}>
          {t.auth_send_me_a_new_link()}
        </a>
        <a href="/account/login">{t.auth_back_to_sign_in()}</a>
      </div>
    </section>
  )
}
