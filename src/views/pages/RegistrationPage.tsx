import { Frame, type FormPageProps } from './AdvancePartPages.tsx'
import { Field, fieldsOf } from '../parts/Field.tsx'

export function RegistrationPage({ action, values, errors, message }: FormPageProps) {
  const field = fieldsOf(values, errors)
  return (
    <Frame errors={errors} message={message}>
      <p>The resort registers every group before arrival. This saves you time at reception.</p>
      <form method="post" action={action} noValidate className="guest-form">
        <Field label="Full name" {...field('fullName')} autoComplete="name" maxLength={100} />
        <Field label="Date of birth" {...field('dateOfBirth')} type="date" />
        <Field
          label="Nationality"
          {...field('nationality')}
          hint="The three letters printed in your passport, such as GBR."
          maxLength={3}
        />
        <Field label="Passport or ID card number" {...field('documentNumber')} maxLength={20} />
        <Field label="Mobile number" {...field('mobilePhone')} type="tel" autoComplete="tel" maxLength={20} />
        <fieldset className="fieldset">
          <legend>Emergency contact (someone not travelling with you)</legend>
          <Field label="Name" {...field('emergencyContactName')} maxLength={100} />
          <Field label="Phone number" {...field('emergencyContactPhone')} type="tel" maxLength={20} />
        </fieldset>
        <Field
          label="Expected arrival time at the resort (optional)"
          {...field('arrivalTime')}
          type="time"
          required={false}
        />
        <Field label="Anything we should know (optional)" {...field('notes')} required={false} maxLength={500} />
        <button className="button" type="submit">
          Register
        </button>
      </form>
    </Frame>
  )
}
