/** The flights form (docs/advance-information.md): both legs, judged against the stay. */
import * as v from 'valibot'
import { required } from '../../domain/form-text.ts'
import { requiredDate } from './advance-forms.ts'
import { daysBetween, parseLocalDate, type LocalDate } from '../../domain/local-date.ts'
import { airports, isAirportCode } from './airports.ts'
import { instantToZoned, zonedToInstant } from '../../domain/zoned-time.ts'
import type { Texts } from '../../i18n/texts.ts'

export interface FlightContext {
  /** The stay's arrival and leaving dates (YYYY-MM-DD). */
  readonly arrival: string | null | undefined
  readonly leaving: string | null | undefined
}

/**
 * How far a flight may be from the stay's first and last day: arriving up to 2 days early, leaving up to 2 days late.
 */
export const flightWindowDays = { arriveBefore: 2, arriveAfter: 1, leaveBefore: 1, leaveAfter: 2 } as const

const flightNumber = (t: Texts, missing: string) =>
  v.pipe(
    required(8, missing, t.advance_err_flight_long()),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, t.advance_err_flight_shape()),
  )
const airport = (missing: string) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.toUpperCase(), v.check(isAirportCode, missing))
const time = (t: Texts, missing: string) =>
  v.pipe(
    required(5, missing, t.advance_err_flight_time_long()),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.advance_err_flight_time_shape()),
  )

/** A local time that the airport's clocks actually show (not one skipped when they go forward). */
export function localFlightInstant(airportCode: string, dateValue: string, timeValue: string): number | undefined {
  if (!isAirportCode(airportCode)) return undefined
  const wallClock = `${dateValue}T${timeValue}`
  const instant = zonedToInstant(wallClock, airports[airportCode].timeZone)
  return instant !== undefined && instantToZoned(instant, airports[airportCode].timeZone) === wallClock
    ? instant
    : undefined
}

const within = (value: string, from: LocalDate | undefined, before: number, after: number) => {
  const day = parseLocalDate(value)
  if (!day || !from) return true // an unknown stay date does not block the form
  const offset = daysBetween(from, day)
  return offset >= -before && offset <= after
}

/** Arrival and departure flights (flight number, airport, local date and time), judged against the stay. */
export function flightForm(context: FlightContext, t: Texts) {
  const arrival = parseLocalDate(context.arrival)
  const leaving = parseLocalDate(context.leaving)
  const w = flightWindowDays
  const days = (count: number) => t.advance_days({ count })
  const skipped = t.advance_err_time_skipped()
  return v.pipe(
    v.object({
      arrivalFlight: flightNumber(t, t.advance_err_arrival_flight_missing()),
      arrivalAirport: airport(t.advance_err_arrival_airport()),
      arrivalDate: v.pipe(
        requiredDate(
          t.advance_err_arrival_date_missing(),
          t.advance_err_arrival_date_not_date(),
          t.advance_err_arrival_date_not_real(),
        ),
        v.check(
          (value) => within(value, arrival, w.arriveBefore, w.arriveAfter),
          t.advance_err_arrival_window({ before: days(w.arriveBefore), after: days(w.arriveAfter) }),
        ),
      ),
      arrivalTime: time(t, t.advance_err_arrival_time_missing()),
      departureFlight: flightNumber(t, t.advance_err_departure_flight_missing()),
      departureAirport: airport(t.advance_err_departure_airport()),
      departureDate: v.pipe(
        requiredDate(
          t.advance_err_departure_date_missing(),
          t.advance_err_departure_date_not_date(),
          t.advance_err_departure_date_not_real(),
        ),
        v.check(
          (value) => within(value, leaving, w.leaveBefore, w.leaveAfter),
          t.advance_err_departure_window({ before: days(w.leaveBefore), after: days(w.leaveAfter) }),
        ),
      ),
      departureTime: time(t, t.advance_err_departure_time_missing()),
    }),
    v.forward(
      v.check((f) => localFlightInstant(f.arrivalAirport, f.arrivalDate, f.arrivalTime) !== undefined, skipped),
      ['arrivalTime'],
    ),
    v.forward(
      v.check((f) => localFlightInstant(f.departureAirport, f.departureDate, f.departureTime) !== undefined, skipped),
      ['departureTime'],
    ),
    v.forward(
      v.check((f) => {
        const [a, d] = [
          localFlightInstant(f.arrivalAirport, f.arrivalDate, f.arrivalTime),
          localFlightInstant(f.departureAirport, f.departureDate, f.departureTime),
        ]
        return a === undefined || d === undefined || d > a
      }, t.advance_err_departure_before_arrival()),
      ['departureDate'],
    ),
  )
}
export type FlightValues = v.InferOutput<ReturnType<typeof flightForm>>
/** The flight form's fields as typed (or as read back), all optional. */
export type FlightFormValues = Partial<Record<keyof FlightValues, string>>
