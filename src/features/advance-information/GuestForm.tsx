import type { FieldErrors } from '../../domain/field-errors.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Field, fieldsOf } from '../../views/parts/Field.tsx'

export interface GuestFormProps {
  readonly action: string
  readonly values: GuestFormValues
  readonly passportRequired: boolean
  readonly errors?: FieldErrors | undefined
}

/** The guest-details form, the same in the modal and on its own page (a plain POST either way). */
export function GuestForm({ action, values, passportRequired, errors }: GuestFormProps) {
  const t = useTexts()
  const field = fieldsOf(values, errors)
  return (
    <form method="post" action={action} noValidate className="guest-form">
      <Field label={t.advance_full_name()} {...field('fullName')} autoComplete="off" maxLength={100} />
      <Field label={t.advance_email_optional()} {...field('email')} type="email" autoComplete="off" required={false} />
      <Field
        label={t.advance_date_of_birth_optional()}
        {...field('dateOfBirth')}
        type="date"
        hint={t.advance_date_of_birth_hint()}
        required={false}
      />
      {passportRequired && (
        <fieldset className="fieldset">
          <legend>{t.advance_passport_legend()}</legend>
          <Field label={t.advance_passport_name()} {...field('passportName')} maxLength={100} />
          <Field label={t.advance_passport_number()} {...field('passportNumber')} maxLength={20} />
          <Field
            label={t.advance_nationality_code()}
            {...field('passportNationality')}
            hint={t.advance_nationality_code_hint()}
            maxLength={3}
          />
          <Field label={t.advance_expiry_date()} {...field('passportExpiry')} type="date" />
        </fieldset>
      )}
      <button className="button" type="submit">
        {t.advance_save_details()}
      </button>
    </form>
  )
}
