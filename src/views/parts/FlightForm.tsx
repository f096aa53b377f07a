import type { FieldErrors } from '../../domain/auth-forms.ts'
import { airports } from '../../domain/airports.ts'
import { Field, SelectField, fieldsOf } from './Field.tsx'

import type { FlightFormValues } from '../../domain/flight-form.ts'

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
  const airportLabel = leg === 'arrival' ? 'Airport you land at' : 'Airport you leave from'
  const field = fieldsOf(values, errors)
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      <Field label="Flight number" {...field(`${leg}Flight`)} hint="Like BA2712" maxLength={8} autoComplete="off" />
      <SelectField
        label={airportLabel}
        {...field(`${leg}Airport`)}
        options={airportOptions}
        placeholder="Choose an airport"
      />
      <Field label="Date" {...field(`${leg}Date`)} type="date" />
      <Field
        label="Time"
        {...field(`${leg}Time`)}
        type="time"
        hint="The local time at that airport, as on your ticket"
      />
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
  return (
    <form method="post" action={action} noValidate className="guest-form">
      <Leg leg="arrival" legend="Arrival flight" values={values} errors={errors} />
      <Leg leg="departure" legend="Departure flight" values={values} errors={errors} />
      <button className="button" type="submit">
        Save flights
      </button>
    </form>
  )
}
