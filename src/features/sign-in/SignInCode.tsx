import type { FieldErrors } from '../../domain/field-errors.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { EmailField, Field } from '../../views/parts/Field.tsx'
import { FormErrors } from './FormErrors.tsx'

interface StepProps {
  readonly email?: string | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Sign in with a code, step 1: the address to send it to (decision 028). */
export function RequestCode({ email, errors, message }: StepProps) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.auth_code_title()}</h1>
      <FormErrors errors={errors} message={message} />
      <p>{t.auth_code_intro()}</p>
      <form method="post" action="/account/login/code" noValidate>
        <EmailField value={email} error={errors?.email} />
        <button className="button" type="submit">
          {t.auth_email_me_a_code()}
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login/email">{t.auth_password_instead()}</a>
      </p>
    </section>
  )
}

/** Sign in with a code, step 2: the six digits from the email, and a new code asked for from here. */
export function EnterCode({
  email,
  errors,
  message,
  notice,
  code,
}: StepProps & { readonly code?: string | undefined; readonly notice?: string | undefined }) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{t.auth_enter_code_heading()}</h1>
      <FormErrors errors={errors} message={message} />
      {!message && !errors && <Alert kind="notice">{notice ?? t.auth_code_sent_to({ email: email ?? '' })}</Alert>}
      <form method="post" action="/account/login/enter-code" noValidate>
        <input type="hidden" name="email" value={email ?? ''} />
        <Field
          label={t.auth_code_label()}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          error={errors?.code}
          maxLength={12}
          autoFocus
          hint={t.auth_code_hint()}
        />
        <button className="button" type="submit">
          {t.auth_sign_in()}
        </button>
      </form>
      <form method="post" action="/account/login/code" className="auth__aside">
        <input type="hidden" name="email" value={email ?? ''} />
        <input type="hidden" name="again" value="1" />
        <button type="submit" className="link-button">
          {t.auth_email_me_a_new_code()}
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login/code">{t.auth_use_different_email()}</a>
      </p>
    </section>
  )
}
