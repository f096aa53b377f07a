import { Frame, type FormPageProps } from './AdvancePartPages.tsx'
import { Field, fieldsOf } from '../../views/parts/Field.tsx'
import { useTexts } from '../../views/PageContext.tsx'

export function RegistrationPage({ action, values, errors, message }: FormPageProps) {
  const t = useTexts()
  const field = fieldsOf(values, errors)
  return (
    <Frame errors={errors} message={message}>
      <p>{t.advance_registration_intro()}</p>
      <form method="post" action={action} noValidate className="guest-form">
        <Field label={t.advance_full_name()} {...field('fullName')} autoComplete="name" maxLength={100} />
        <Field label={t.advance_date_of_birth()} {...field('dateOfBirth')} type="date" />
        <Field
          label={t.advance_nationality()}
          {...field('nationality')}
          hint={t.advance_nationality_hint()}
          maxLength={3}
        />
        <Field label={t.advance_document_number()} {...field('documentNumber')} maxLength={20} />
        <Field
          label={t.advance_mobile_number()}
          {...field('mobilePhone')}
          type="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <fieldset className="fieldset">
          <legend>{t.advance_emergency_contact()}</legend>
          <Field label={t.advance_name()} {...field('emergencyContactName')} maxLength={100} />
          <Field label={t.advance_phone_number()} {...field('emergencyContactPhone')} type="tel" maxLength={20} />
        </fieldset>
        <Field label={t.advance_arrival_time()} {...field('arrivalTime')} type="time" required={false} />
        <Field label={t.advance_notes()} {...field('notes')} required={false} maxLength={500} />
        <button className="button" type="submit">
          {t.advance_register()}
        </button>
      </form>
    </Frame>
  )
}
