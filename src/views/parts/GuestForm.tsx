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
      <Field
        label="Full name"
        name="fullName"
        autoComplete="off"
        value={values.fullName}
        error={errors?.fullName}
        autoFocus={first === 'fullName'}
        maxLength={100}
      />
      <Field
        label="Email address (optional)"
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors?.email}
        autoFocus={first === 'email'}
        required={false}
      />
      <Field
        label="Date of birth (optional)"
        name="dateOfBirth"
        type="date"
        value={values.dateOfBirth}
        error={errors?.dateOfBirth}
        autoFocus={first === 'dateOfBirth'}
        hint="We use it to place children in the right clubs."
        required={false}
      />
      {passportRequired && (
        <fieldset className="fieldset">
          <legend>Passport (needed for the lead booker)</legend>
          <Field
            label="Name as in the passport"
            name="passportName"
            value={values.passportName}
            error={errors?.passportName}
            autoFocus={first === 'passportName'}
            maxLength={100}
          />
          <Field
            label="Passport number"
            name="passportNumber"
            value={values.passportNumber}
            error={errors?.passportNumber}
            autoFocus={first === 'passportNumber'}
            maxLength={20}
          />
          <Field
            label="Nationality code"
            name="passportNationality"
            value={values.passportNationality}
            error={errors?.passportNationality}
            autoFocus={first === 'passportNationality'}
            hint="The three letters printed in the passport, such as GBR."
            maxLength={3}
          />
          <Field
            label="Expiry date"
            name="passportExpiry"
            type="date"
            value={values.passportExpiry}
            error={errors?.passportExpiry}
            autoFocus={first === 'passportExpiry'}
          />
        </fieldset>
      )}
      <button className="button" type="submit">
        Save details
      </button>
    </form>
  )
}
