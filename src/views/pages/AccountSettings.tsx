import type { FieldErrors } from '../../domain/auth-forms.ts'
import { Alert } from '../parts/Alert.tsx'
import { NewPassword } from './auth/NewPassword.tsx'

interface AccountSettingsProps {
  readonly email: string | undefined
  /** False for a guest with no password yet (invited, signed in by a link or a code): they set one, nothing to confirm. */
  readonly hasPassword: boolean
  readonly changed?: boolean | undefined
  /** A first password was just set. */
  readonly set?: boolean | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Account settings: who is signed in, and changing the password (or setting a first one). */
export function AccountSettings({ email, hasPassword, changed, set, errors, message }: AccountSettingsProps) {
  return (
    <div className="stack">
      {changed && <Alert kind="notice">Your password has been changed.</Alert>}
      {set && <Alert kind="notice">Your password has been set. You can sign in with it from now on.</Alert>}
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      {hasPassword ? (
        <NewPassword
          heading="Change your password"
          intro="Enter your current password, then choose a new one."
          submitLabel="Change password"
          askCurrent
          headingLevel={2}
          errors={errors}
          message={message}
        />
      ) : (
        <NewPassword
          heading="Set a password"
          intro="Your account has no password yet: you signed in with an emailed link or code. Choose one to sign in with your email address and password as well."
          submitLabel="Set password"
          headingLevel={2}
          errors={errors}
          message={message}
        />
      )}
    </div>
  )
}
