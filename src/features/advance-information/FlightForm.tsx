import type { FieldErrors } from '../../domain/field-errors.ts'
import { airports } from './airports.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Field, SelectField, fieldsOf } from '../../views/parts/Field.tsx'

import type { FlightFormValues } from './flight-form.ts'

/** The airports by their own names (place names, as tickets write them) and codes. */
const airportOptions = Object.entries(airports).map(([code, airport]) => ({
  value: code,
  label: `${airport.name} (${code})`,
}))

function Leg({
  leg,
  legend,
  values,
  errors,
}: {
  readonly leg: 'arrival' | 'departure'
  readonly legend: string
  readonly values: FlightFormValues
  readonly errors?: FieldErrors | undefined
}) {
  const t = useTexts()
  const airportLabel = leg === 'arrival' ? t.advance_airport_land() : t.advance_airport_leave()
  const field = fieldsOf(values, errors)
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      <Field
        label={t.advance_flight_number()}
        {...field(`${leg}Flight`)}
        hint={t.advance_flight_number_hint()}
        maxLength={8}
        autoComplete="off"
      />
      <SelectField
        label={airportLabel}
        {...field(`${leg}Airport`)}
        options={airportOptions}
        placeholder={t.advance_choose_airport()}
      />
      <Field label={t.advance_date()} {...field(`${leg}Date`)} type="date" />
      <Field label={t.advance_time()} {...field(`${leg}Time`)} type="time" hint={t.advance_time_hint()} />
    </fieldset>
  )
}

/** Arrival and departure flights: the same form in the flight details modal and on its own page (a plain POST). */
export function FlightForm({
  action,
  values,
  errors,
}: {
  readonly action: string
  readonly values: FlightFormValues
  readonly errors?: FieldErrors | undefined
}) {
  const t = useTexts()
  return (
    <form method="post" action={action} noValidate className="guest-form">
      <Leg leg="arrival" legend={t.advance_arrival_flight()} values={values} errors={errors} />
      <Leg leg="departure" legend={t.advance_departure_flight()} values={values} errors={errors} />
      <button className="button" type="submit">
        {t.advance_save_flights()}
      </button>
    </form>
  )
}
