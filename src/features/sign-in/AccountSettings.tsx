import type { ReactNode } from 'react'
import type { FieldErrors } from '../../domain/field-errors.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { emphasised } from './Emphasised.tsx'
import { NewPassword } from './NewPassword.tsx'

interface AccountSettingsProps {
  readonly email: string | undefined
  /** False for a guest with no password yet (invited, signed in by a link or a code): they set one, nothing to confirm. */
  readonly hasPassword: boolean
  readonly changed?: boolean | undefined
  /** A first password was just set. */
  readonly set?: boolean | undefined
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
  /** Further sections (the reminders'), after the password's. */
  readonly children?: ReactNode
}

/** Account settings: who is signed in, and changing the password (or setting a first one). */
export function AccountSettings({ email, hasPassword, changed, set, errors, message, children }: AccountSettingsProps) {
  const t = useTexts()
  return (
    <div className="stack">
      {changed && <Alert kind="notice">{t.auth_password_changed()}</Alert>}
      {set && <Alert kind="notice">{t.auth_password_set_notice()}</Alert>}
      <p>{emphasised((value) => t.auth_signed_in_as({ email: value }), email)}</p>
      {hasPassword ? (
        <NewPassword
          heading={t.auth_change_password_heading()}
          intro={t.auth_change_password_intro()}
          submitLabel={t.auth_change_password()}
          askCurrent
          headingLevel={2}
          errors={errors}
          message={message}
        />
      ) : (
        <NewPassword
          heading={t.auth_set_password_heading()}
          intro={t.auth_set_password_intro()}
          submitLabel={t.auth_set_password()}
          headingLevel={2}
          errors={errors}
          message={message}
        />
      )}
      {children}
    </div>
  )
}
