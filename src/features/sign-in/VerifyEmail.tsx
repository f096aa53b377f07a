import type { FieldErrors } from '../../domain/field-errors.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { EmailField } from '../../views/parts/Field.tsx'
import { FormErrors } from './FormErrors.tsx'

interface VerifyEmailProps {
  readonly email?: string | undefined
  readonly sent?: boolean
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
  /** Where the resend form posts. */
  readonly action: string
}

/** Login step 'email verification': the address is not confirmed yet; offer a new link. */
export function VerifyEmail({ email, sent, errors, message, action }: VerifyEmailProps) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.auth_confirm_email()}</h1>
      <FormErrors errors={errors} message={message} />
      {sent ? <Alert kind="notice">{t.auth_new_link_sent()}</Alert> : <p>{t.auth_confirm_first()}</p>}
      <form method="post" action={action} noValidate>
        <input type="hidden" name="intent" value="resend" />
        <EmailField value={email} error={errors?.email} autoFocus={false} />
        <button className="button" type="submit">
          {t.auth_send_new_link()}
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login">{t.auth_back_to_sign_in()}</a>
      </p>
    </section>
  )
}

/** The email link's landing: a button to confirm, so link scanners cannot spend the token. */
export function ConfirmEmailButton({ tokenHash }: { readonly tokenHash: string }) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.auth_confirm_email()}</h1>
      <p>{t.auth_confirm_one_more_step()}</p>
      <form method="post" action="/account/verify-email">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token_hash" value={tokenHash} />
        <button className="button" type="submit">
          {t.auth_confirm_my_email()}
        </button>
      </form>
    </section>
  )
}
