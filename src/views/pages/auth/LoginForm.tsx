import type { FieldErrors } from '../../../domain/auth-forms.ts'
import { EmailField, Field } from '../../parts/Field.tsx'
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
  return (
    <section className="auth">
      <h1>{step === 'password' ? 'Welcome back' : 'Sign in'}</h1>
      <FormErrors errors={errors} message={message} />
      <form method="post" noValidate>
        {step === 'password' ? (
          <>
            <p>
              Signing in as <strong>{email}</strong>. <a href="/account/login/email">Not you?</a>
            </p>
            <input type="hidden" name="email" value={email ?? ''} />
          </>
        ) : (
          <EmailField value={email} error={errors?.email} autoFocus={!email} />
        )}
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors?.password}
          autoFocus={Boolean(email)}
        />
        <button className="button" type="submit">
          Sign in
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/forgot-password">Forgotten your password?</a>
      </p>
      <p className="auth__aside">
        <a href={email ? `/account/login/code?email=${encodeURIComponent(email)}` : '/account/login/code'}>
          Email me a sign-in code
        </a>{' '}
        (no password needed)
      </p>
      <p className="auth__aside">
        First time here? <a href="/account/forgot-password?purpose=setup">Set up your password</a>
      </p>
    </section>
  )
}
