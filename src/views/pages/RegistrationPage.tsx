import { Frame, type FormPageProps } from './AdvancePartPages.tsx'
import { Field, firstError } from '../parts/Field.tsx'

export function RegistrationPage({ action, values, errors, message }: FormPageProps) {
  const first = firstError(errors)
  return (
    <Frame errors={errors} message={message}>
      <p>The resort registers every group before arrival. This saves you time at reception.</p>
      <form method="post" action={action} noValidate className="guest-form">
        <Field
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          error={errors?.fullName}
          autoFocus={first === 'fullName'}
          maxLength={100}
        />
        <Field
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          value={values.dateOfBirth}
          error={errors?.dateOfBirth}
          autoFocus={first === 'dateOfBirth'}
        />
        <Field
          label="Nationality"
          name="nationality"
          value={values.nationality}
          error={errors?.nationality}
          autoFocus={first === 'nationality'}
          hint="The three letters printed in your passport, such as GBR."
          maxLength={3}
        />
        <Field
          label="Passport or ID card number"
          name="documentNumber"
          value={values.documentNumber}
          error={errors?.documentNumber}
          autoFocus={first === 'documentNumber'}
          maxLength={20}
        />
        <Field
          label="Mobile number"
          name="mobilePhone"
          type="tel"
          autoComplete="tel"
          value={values.mobilePhone}
          error={errors?.mobilePhone}
          autoFocus={first === 'mobilePhone'}
          maxLength={20}
        />
        <fieldset className="fieldset">
          <legend>Emergency contact (someone not travelling with you)</legend>
          <Field
            label="Name"
            name="emergencyContactName"
            value={values.emergencyContactName}
            error={errors?.emergencyContactName}
            autoFocus={first === 'emergencyContactName'}
            maxLength={100}
          />
          <Field
            label="Phone number"
            name="emergencyContactPhone"
            type="tel"
            value={values.emergencyContactPhone}
            error={errors?.emergencyContactPhone}
            autoFocus={first === 'emergencyContactPhone'}
            maxLength={20}
          />
        </fieldset>
        <Field
          label="Expected arrival time at the resort (optional)"
          name="arrivalTime"
          type="time"
          value={values.arrivalTime}
          error={errors?.arrivalTime}
          autoFocus={first === 'arrivalTime'}
          required={false}
        />
        <Field
          label="Anything we should know (optional)"
          name="notes"
          value={values.notes}
          error={errors?.notes}
          autoFocus={first === 'notes'}
          required={false}
          maxLength={500}
        />
        <button className="button" type="submit">
          Register
        </button>
      </form>
    </Frame>
  )
}
