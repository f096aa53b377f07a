import type { FieldErrors } from '../../domain/field-errors.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { GuestForm } from './GuestForm.tsx'
import { useTexts } from '../../views/PageContext.tsx'

interface GuestDetailsPageProps {
  readonly name: string
  readonly action: string
  readonly values: GuestFormValues
  readonly passportRequired: boolean
  readonly canEdit: boolean
  /** No one may: the stay is over (issue 38). */
  readonly stayOver?: boolean | undefined
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
  stayOver = false,
  errors,
  message,
}: GuestDetailsPageProps) {
  const t = useTexts()
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {!message && errors && Object.keys(errors).length > 0 && (
        <Alert kind="error">{t.home_guest_check_fields()}</Alert>
      )}
      {canEdit ? (
        <GuestForm action={action} values={values} passportRequired={passportRequired} errors={errors} />
      ) : message ? null : (
        <p>{stayOver ? t.home_guest_stay_over() : t.home_guest_only_lead({ name })}</p>
      )}
      <p>
        <a href="/account">{t.home_guest_back_home()}</a>
      </p>
    </div>
  )
}
