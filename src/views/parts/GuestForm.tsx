import type { FieldErrors } from '../../domain/auth-forms.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import { Field, fieldsOf } from './Field.tsx'

export interface GuestFormProps {
  readonly action: string
  readonly values: GuestFormValues
  readonly passportRequired: boolean
  readonly errors?: FieldErrors | undefined
}

/** The guest-details form, the same in the modal and on its own page (a plain POST either way). */
export function GuestForm({ action, values, passportRequired, errors }: GuestFormProps) {
  const field = fieldsOf(values, errors)
  return (
    <form method="post" action={action} noValidate className="guest-form">
      <Field label="Full name" {...field('fullName')} autoComplete="off" maxLength={100} />
      <Field label="Email address (optional)" {...field('email')} type="email" autoComplete="off" required={false} />
      <Field
        label="Date of birth (optional)"
        {...field('dateOfBirth')}
        type="date"
        hint="We use it to place children in the right clubs."
        required={false}
      />
      {passportRequired && (
        <fieldset className="fieldset">
          <legend>Passport (needed for the lead booker)</legend>
          <Field label="Name as in the passport" {...field('passportName')} maxLength={100} />
          <Field label="Passport number" {...field('passportNumber')} maxLength={20} />
          <Field
            label="Nationality code"
            {...field('passportNationality')}
            hint="The three letters printed in the passport, such as GBR."
            maxLength={3}
          />
          <Field label="Expiry date" {...field('passportExpiry')} type="date" />
        </fieldset>
      )}
      <button className="button" type="submit">
        Save details
      </button>
    </form>
  )
}
