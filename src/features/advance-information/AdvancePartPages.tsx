import type { ReactNode } from 'react'
import type { FieldErrors } from '../../domain/field-errors.ts'
import { Field, fieldsOf, SelectField } from '../../views/parts/Field.tsx'
import { addressLabels } from './address-formats.ts'
import { countryChoices, isCountryCode } from '../../domain/countries.ts'
import { FlightForm } from './FlightForm.tsx'
import type { FlightFormValues } from './flight-form.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { intlLocale } from '../../domain/locale.ts'

export interface FormPageProps {
  readonly action: string
  readonly values: Values
  readonly errors?: FieldErrors | undefined
  /** Why the save failed (the typed values are kept). */
  readonly message?: string | undefined
}

type Values = Partial<Record<string, string>>

export function Frame({
  errors,
  message,
  children,
}: {
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
  readonly children: ReactNode
}) {
  const t = useTexts()
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {!message && errors && Object.keys(errors).length > 0 && <Alert kind="error">{t.advance_check_fields()}</Alert>}
      {children}
      <p>
        <a href="/account/advance-information">{t.advance_back()}</a>
      </p>
    </div>
  )
}

export interface ReadOnlyPartProps {
  /** What is recorded, as label and value, in the order the form would ask for it. */
  readonly entries: readonly (readonly [label: string, value: string])[]
  /** Said instead when nothing is recorded yet. */
  readonly empty: string
  /** Who can change this part, on a visit. */
  readonly notice?: string | undefined
  /** The same sentence as an error, after a post that changed nothing. */
  readonly message?: string | undefined
}

/**
 * A part this guest may not change (decision 032): what is recorded, as text, and who can change it. No form and no
 * Save: a field that looks editable and then drops what was typed is worse than none.
 */
export function ReadOnlyPart({ entries, empty, notice, message }: ReadOnlyPartProps) {
  return (
    <Frame message={message}>
      {notice && <Alert kind="notice">{notice}</Alert>}
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <dl className="facts">
          {entries.map(([label, value]) => (
            <div key={`${label}:${value}`}>
              <dt>{label}</dt>
              {/* What the guest recorded (an address line, a flight): laid out by its own script (issue 38). */}
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Frame>
  )
}

/** The postal address, country first: the region and postcode are named as that country names them (decision 040). */
export function AddressPage({ action, values, errors, message }: FormPageProps) {
  const t = useTexts()
  const locale = useLocale()
  const field = fieldsOf(values, errors)
  const country = values.country?.trim().toUpperCase()
  const labels = addressLabels(country && isCountryCode(country) ? country : undefined, t)
  return (
    <Frame errors={errors} message={message}>
      <form method="post" action={action} noValidate className="guest-form">
        <SelectField
          label={t.advance_country()}
          {...field('country')}
          options={countryChoices(intlLocale(locale)).map(({ code, name }) => ({ value: code, label: name }))}
          value={country}
          placeholder={t.advance_choose_country()}
        />
        <Field label={t.advance_address_line1()} {...field('line1')} autoComplete="address-line1" maxLength={250} />
        <Field label={t.advance_town_or_city()} {...field('city')} autoComplete="address-level2" maxLength={80} />
        <Field
          label={labels.region}
          {...field('stateOrProvince')}
          autoComplete="address-level1"
          maxLength={80}
          required={false}
        />
        <Field
          label={labels.postcode}
          {...field('postalCode')}
          autoComplete="postal-code"
          maxLength={20}
          required={false}
        />
        <button className="button" type="submit">
          {t.advance_save_address()}
        </button>
      </form>
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
