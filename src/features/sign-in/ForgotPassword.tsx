import type { FieldErrors } from '../../domain/field-errors.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { EmailField } from '../../views/parts/Field.tsx'
import { FormErrors } from './FormErrors.tsx'

export type PasswordLinkPurpose = 'reset' | 'setup'

interface ForgotPasswordProps {
  readonly purpose: PasswordLinkPurpose
  readonly sent?: boolean
  readonly email?: string | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Ask for a password link: 'reset' when forgotten, 'setup' for a first-time guest. */
export function ForgotPassword({ purpose, sent, email, errors, message }: ForgotPasswordProps) {
  const t = useTexts()
  const setup = purpose === 'setup'
  return (
    <section className="auth">
      <h1>{setup ? t.auth_set_up_your_password() : t.auth_reset_your_password()}</h1>
      <FormErrors errors={errors} message={message} />
      {sent ? (
        <Alert kind="notice">{t.auth_link_sent()}</Alert>
      ) : (
        <p>{setup ? t.auth_setup_intro() : t.auth_reset_intro()}</p>
      )}
      <form method="post" noValidate>
        <input type="hidden" name="purpose" value={purpose} />
        <EmailField value={email} error={errors?.email} />
        <button className="button" type="submit">
          {sent ? t.auth_send_link_again() : t.auth_send_me_a_link()}
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login">{t.auth_back_to_sign_in()}</a>
      </p>
    </section>
  )
}
