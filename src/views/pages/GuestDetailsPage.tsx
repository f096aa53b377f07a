import type { FieldErrors } from '../../domain/auth-forms.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import { Alert } from '../parts/Alert.tsx'
import { GuestForm } from '../parts/GuestForm.tsx'

interface GuestDetailsPageProps {
  readonly name: string
  readonly action: string
  readonly values: GuestFormValues
  readonly passportRequired: boolean
  readonly canEdit: boolean
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** /account/guests/{id}: one guest's details as a page (the modal's form without JavaScript). */
export function GuestDetailsPage({
  name,
  action,
  values,
  passportRequired,
  canEdit,
  errors,
  message,
}: GuestDetailsPageProps) {
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {!message && errors && Object.keys(errors).length > 0 && (
        <Alert kind="error">Please check the highlighted fields.</Alert>
      )}
      {canEdit ? (
        <GuestForm action={action} values={values} passportRequired={passportRequired} errors={errors} />
      ) : (
        <p>{`Only the lead booker or ${name} can change these details. If something is wrong, please ask them or contact us.`}</p>
      )}
      <p>
        <a href="/account">Back to your home page</a>
      </p>
    </div>
  )
}
