import type { FieldErrors } from '../../../domain/auth-forms.ts'
import { Alert } from '../../parts/Alert.tsx'
import { EmailField, Field } from '../../parts/Field.tsx'
import { FormErrors } from './FormErrors.tsx'

interface StepProps {
  readonly email?: string | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Sign in with a code, step 1: the address to send it to (decision 028). */
export function RequestCode({ email, errors, message }: StepProps) {
  return (
    <section className="auth">
      <h1>Sign in with a code</h1>
      <FormErrors errors={errors} message={message} />
      <p>Enter the email address you booked with and we'll email you a six-digit code. No password needed.</p>
      <form method="post" action="/account/login/code" noValidate>
        <EmailField value={email} error={errors?.email} />
        <button className="button" type="submit">
          Email me a code
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login/email">Sign in with your password instead</a>
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
  return (
    <section className="auth">
      <h1>Enter your code</h1>
      <FormErrors errors={errors} message={message} />
      {!message && !errors && (
        <Alert kind="notice">
          {notice ??
            `If there is an account for ${email}, we've sent it a sign-in code. It can take a minute to arrive; check your spam folder too.`}
        </Alert>
      )}
      <form method="post" action="/account/login/enter-code" noValidate>
        <input type="hidden" name="email" value={email ?? ''} />
        <Field
          label="Six-digit code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          error={errors?.code}
          maxLength={12}
          autoFocus
          hint="The code lasts an hour. The link in the email also signs you in, in the browser where you asked for the code."
        />
        <button className="button" type="submit">
          Sign in
        </button>
      </form>
      <form method="post" action="/account/login/code" className="auth__aside">
        <input type="hidden" name="email" value={email ?? ''} />
        <input type="hidden" name="again" value="1" />
        <button type="submit" className="link-button">
          Email me a new code
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login/code">Use a different email address</a>
      </p>
    </section>
  )
}
