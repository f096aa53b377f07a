import type { FieldErrors } from '../../../domain/auth-forms.ts'
import { Alert } from '../../parts/Alert.tsx'
import { EmailField } from '../../parts/Field.tsx'
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
  const setup = purpose === 'setup'
  return (
    <section className="auth">
      <h1>{setup ? 'Set up your password' : 'Reset your password'}</h1>
      <FormErrors errors={errors} message={message} />
      {sent ? (
        <Alert kind="notice">
          If we have an account for that email address, we've sent it a link. Open the link in this browser within the
          next hour.
        </Alert>
      ) : (
        <p>
          {setup
            ? "Enter the email address you booked with and we'll send you a link to choose your password."
            : "Enter your email address and we'll send you a link to choose a new password."}
        </p>
      )}
      <form method="post" noValidate>
        <input type="hidden" name="purpose" value={purpose} />
        <EmailField value={email} error={errors?.email} />
        <button className="button" type="submit">
          {sent ? 'Send the link again' : 'Send me a link'}
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login">Back to sign in</a>
      </p>
    </section>
  )
}
