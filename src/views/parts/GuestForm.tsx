import type { FieldErrors } from '../../domain/auth-forms.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import { Field, firstError } from './Field.tsx'

export interface GuestFormProps {
  readonly action: string
  readonly values: GuestFormValues
  readonly passportRequired: boolean
  readonly errors?: FieldErrors | undefined
}

/** The guest-details form, the same in the modal and on its own page (a plain POST either way). */
export function GuestForm({ action, values, passportRequired, errors }: GuestFormProps) {
  const first = firstError(errors)
  return (
    <form method="post" action={action} noValidate className="guest-form">
      <Field label="Full name" name="adr_guestname" autoComplete="off" value={values.adr_guestname} error={errors?.adr_guestname} autoFocus={first === 'adr_guestname'} maxLength={100} />
      <Field label="Email address (optional)" name="adr_emailaddress" type="email" autoComplete="off" value={values.adr_emailaddress} error={errors?.adr_emailaddress} autoFocus={first === 'adr_emailaddress'} required={false} />
      <Field label="Date of birth (optional)" name="new_dateofbirth" type="date" value={values.new_dateofbirth} error={errors?.new_dateofbirth} autoFocus={first === 'new_dateofbirth'} hint="We use it to place children in the right clubs." required={false} />
      {passportRequired && (
        <fieldset className="fieldset">
          <legend>Passport (needed for the lead booker)</legend>
          <Field label="Name as in the passport" name="adr_passportname" value={values.adr_passportname} error={errors?.adr_passportname} autoFocus={first === 'adr_passportname'} maxLength={100} />
          <Field label="Passport number" name="adr_passportnumber" value={values.adr_passportnumber} error={errors?.adr_passportnumber} autoFocus={first === 'adr_passportnumber'} maxLength={20} />
          <Field label="Nationality code" name="adr_passportnationality" value={values.adr_passportnationality} error={errors?.adr_passportnationality} autoFocus={first === 'adr_passportnationality'} hint="The three letters printed in the passport, such as GBR." maxLength={3} />
          <Field label="Expiry date" name="adr_expirydate" type="date" value={values.adr_expirydate} error={errors?.adr_expirydate} autoFocus={first === 'adr_expirydate'} />
        </fieldset>
      )}
      <button className="button" type="submit">
        Save details
      </button>
    </form>
  )
}
