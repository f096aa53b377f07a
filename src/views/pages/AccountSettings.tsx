import type { FieldErrors } from '../../domain/auth-forms.ts'
import { Alert } from '../parts/Alert.tsx'
import { NewPassword } from './auth/NewPassword.tsx'

interface AccountSettingsProps {
  readonly email: string | undefined
  readonly changed?: boolean | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Account settings: who is signed in, and changing the password. */
export function AccountSettings({ email, changed, errors, message }: AccountSettingsProps) {
  return (
    <div className="stack">
      {changed && <Alert kind="notice">Your password has been changed.</Alert>}
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      <NewPassword
        heading="Change your password"
        intro="Enter your current password, then choose a new one."
        submitLabel="Change password"
        askCurrent
        headingLevel={2}
        errors={errors}
        message={message}
      />
    </div>
  )
}
