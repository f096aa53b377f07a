import type { FieldErrors } from '../../domain/field-errors.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { EmailField, Field } from '../../views/parts/Field.tsx'
import { emphasised } from './Emphasised.tsx'
import { FormErrors } from './FormErrors.tsx'

interface LoginFormProps {
  /** 'email': email and password; 'password': password only, for a remembered email. */
  readonly step: 'email' | 'password'
  readonly email?: string | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Login steps 'email and password' and 'password only' (docs/decisions/002-login-steps.md). */
export function LoginForm({ step, email, errors, message }: LoginFormProps) {
  const t = useTexts()
  return (
    <section className="auth">
      <h1>{step === 'password' ? t.auth_welcome_back() : t.auth_sign_in()}</h1>
      <FormErrors errors={errors} message={message} />
      <form method="post" noValidate>
        {step === 'password' ? (
          <>
            <p>
              {emphasised((value) => t.auth_signing_in_as({ email: value }), email, ' ')}
              <a href="/account/login/email">{t.auth_not_you()}</a>
            </p>
            <input type="hidden" name="email" value={email ?? ''} />
          </>
        ) : (
          <EmailField value={email} error={errors?.email} autoFocus={!email} />
        )}
        <Field
          label={t.auth_password()}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors?.password}
          autoFocus={Boolean(email)}
        />
        <button className="button" type="submit">
          {t.auth_sign_in()}
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/forgot-password">{t.auth_forgotten_password()}</a>
      </p>
      <p className="auth__aside">
        <a href={email ? `/account/login/code?email=${encodeURIComponent(email)}` : '/account/login/code'}>
          {t.auth_email_me_sign_in_code()}
        </a>
        {` ${t.auth_no_password_needed()}`}
      </p>
      <p className="auth__aside">
        {`${t.auth_first_time_here()} `}
        <a href="/account/forgot-password?purpose=setup">{t.auth_set_up_your_password()}</a>
      </p>
    </section>
  )
}
