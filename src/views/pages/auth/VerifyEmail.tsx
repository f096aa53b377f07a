import type { FieldErrors } from '../../../domain/auth-forms.ts'
import { Alert } from '../../parts/Alert.tsx'
import { EmailField } from '../../parts/Field.tsx'
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
  return (
    <section className="auth">
      <h1>Confirm your email address</h1>
      <FormErrors errors={errors} message={message} />
      {sent ? (
        <Alert kind="notice">
          We've sent you a new link. Open it on this device to confirm your email address, then sign in.
        </Alert>
      ) : (
        <p>
          Before you sign in, please confirm your email address with the link we sent you. Can't find it? We can send
          another.
        </p>
      )}
      <form method="post" action={action} noValidate>
        <input type="hidden" name="intent" value="resend" />
        <EmailField value={email} error={errors?.email} autoFocus={false} />
        <button className="button" type="submit">
          Send a new link
        </button>
      </form>
      <p className="auth__aside">
        <a href="/account/login">Back to sign in</a>
      </p>
    </section>
  )
}

/** The email link's landing: a button to confirm, so link scanners cannot spend the token. */
export function ConfirmEmailButton({ tokenHash }: { readonly tokenHash: string }) {
  return (
    <section className="auth">
      <h1>Confirm your email address</h1>
      <p>One more step: confirm this is your email address and we'll sign you in.</p>
      <form method="post" action="/account/verify-email">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token_hash" value={tokenHash} />
        <button className="button" type="submit">
          Confirm my email address
        </button>
      </form>
    </section>
  )
}
