import type { ReactNode } from 'react'
import type { FieldErrors } from '../../domain/auth-forms.ts'
import { Field, SelectField, firstError } from '../parts/Field.tsx'
import { FlightForm } from '../parts/FlightForm.tsx'
import type { FlightFormValues } from '../../domain/flight-form.ts'
import { Alert } from '../parts/Alert.tsx'

type Values = Partial<Record<string, string>>

export interface FormPageProps {
  readonly action: string
  readonly values: Values
  readonly errors?: FieldErrors | undefined
  /** Why the save failed (the typed values are kept). */
  readonly message?: string | undefined
}

function Frame({
  errors,
  message,
  children,
}: {
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
  readonly children: ReactNode
}) {
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {!message && errors && Object.keys(errors).length > 0 && (
        <Alert kind="error">Please check the highlighted fields.</Alert>
      )}
      {children}
      <p>
        <a href="/account/advance-information">Back to advance information</a>
      </p>
    </div>
  )
}

export function AddressPage({ action, values, errors, message }: FormPageProps) {
  const first = firstError(errors)
  return (
    <Frame errors={errors} message={message}>
      <form method="post" action={action} noValidate className="guest-form">
        <Field
          label="Address line 1"
          name="line1"
          autoComplete="address-line1"
          value={values.line1}
          error={errors?.line1}
          autoFocus={first === 'line1'}
          maxLength={250}
        />
        <Field
          label="Town or city"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          error={errors?.city}
          autoFocus={first === 'city'}
          maxLength={80}
        />
        <Field
          label="County, state or province"
          name="stateOrProvince"
          autoComplete="address-level1"
          value={values.stateOrProvince}
          error={errors?.stateOrProvince}
          autoFocus={first === 'stateOrProvince'}
          maxLength={80}
        />
        <Field
          label="Postcode"
          name="postalCode"
          autoComplete="postal-code"
          value={values.postalCode}
          error={errors?.postalCode}
          autoFocus={first === 'postalCode'}
          maxLength={20}
        />
        <button className="button" type="submit">
          Save address
        </button>
      </form>
    </Frame>
  )
}

export interface VillaChoices {
  readonly code: string
  readonly name: string
  readonly choices: readonly { readonly value: string; readonly label: string; readonly description: string }[]
}

export function VillaConfigurationPage({
  action,
  values,
  errors,
  message,
  villas,
}: FormPageProps & { readonly villas: readonly VillaChoices[] }) {
  const first = firstError(errors)
  const configurable = villas.filter((villa) => villa.choices.length > 0)
  return (
    <Frame errors={errors} message={message}>
      {configurable.length === 0 ? (
        <p>Your villa's rooms are set up by our team. Please contact us if you have a request.</p>
      ) : (
        <form method="post" action={action} noValidate className="guest-form">
          {configurable.map((villa) => (
            <SelectField
              key={villa.code}
              label={`How should the bedrooms of ${villa.name} be made up?`}
              name={`room-${villa.code}`}
              options={villa.choices.map((choice) => ({
                value: choice.value,
                label: choice.description ? `${choice.label}: ${choice.description}` : choice.label,
              }))}
              value={values[`room-${villa.code}`]}
              error={errors?.[`room-${villa.code}`]}
              autoFocus={first === `room-${villa.code}`}
              placeholder="Choose a set-up"
            />
          ))}
          <button className="button" type="submit">
            Save room set-up
          </button>
        </form>
      )}
      {villas.some((villa) => villa.choices.length === 0) && configurable.length > 0 && (
        <p>Other villas on your booking are set up by our team.</p>
      )}
    </Frame>
  )
}

export function FlightPage({ action, values, errors, message }: FormPageProps & { readonly values: FlightFormValues }) {
  return (
    <Frame errors={errors} message={message}>
      <FlightForm action={action} values={values} errors={errors} />
    </Frame>
  )
}

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
