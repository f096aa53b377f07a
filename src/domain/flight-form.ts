/** The flights form (docs/advance-information.md): both legs, judged against the stay. */
import * as v from 'valibot'
import { date, required } from './form-text.ts'
import { daysBetween, parseLocalDate, type LocalDate } from './local-date.ts'
import { airports, isAirportCode } from './airports.ts'
import { instantToZoned, zonedToInstant } from './zoned-time.ts'

/** The date sentences in English, until this form's words are in the catalogue (form-text's `date` takes them). */
const dateSentences = (label: string) => ({
  missing: `Please enter the ${label} date.`,
  notADate: `Please enter the ${label} date as a date.`,
  notReal: `Please enter the ${label} date as a real date.`,
})

export interface FlightContext {
  /** The stay's arrival and leaving dates (YYYY-MM-DD). */
  readonly arrival: string | null | undefined
  readonly leaving: string | null | undefined
}

/**
 * How far a flight may be from the stay's first and last day: arriving up to 2 days early, leaving up to 2 days late.
 */
export const flightWindowDays = { arriveBefore: 2, arriveAfter: 1, leaveBefore: 1, leaveAfter: 2 } as const

const flightNumber = (label: string) =>
  v.pipe(
    required(8, `Please enter the ${label} flight number.`, 'A flight number has at most 8 characters.'),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'A flight number is the airline code and a number, like BA2712.'),
  )
const airport = (label: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.check(isAirportCode, `Please choose the ${label} airport.`),
  )
const time = (label: string) =>
  v.pipe(
    required(5, `Please enter the ${label} time.`, 'Please enter a time like 14:35.'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time like 14:35 (24-hour clock).'),
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
export function flightForm(context: FlightContext) {
  const arrival = parseLocalDate(context.arrival)
  const leaving = parseLocalDate(context.leaving)
  const w = flightWindowDays
  return v.pipe(
    v.object({
      arrivalFlight: flightNumber('arrival'),
      arrivalAirport: airport('arrival'),
      arrivalDate: v.pipe(
        date(dateSentences('arrival')),
        v.check(
          (value) => within(value, arrival, w.arriveBefore, w.arriveAfter),
          `Your arrival flight should land within ${w.arriveBefore} days before or ${w.arriveAfter} day after your arrival date.`,
        ),
      ),
      arrivalTime: time('arrival'),
      departureFlight: flightNumber('departure'),
      departureAirport: airport('departure'),
      departureDate: v.pipe(
        date(dateSentences('departure')),
        v.check(
          (value) => within(value, leaving, w.leaveBefore, w.leaveAfter),
          `Your departure flight should leave within ${w.leaveBefore} day before or ${w.leaveAfter} days after your leaving date.`,
        ),
      ),
      departureTime: time('departure'),
    }),
    v.forward(
      v.check(
        (f) => localFlightInstant(f.arrivalAirport, f.arrivalDate, f.arrivalTime) !== undefined,
        'That time does not exist at the airport (the clocks go forward then). Please check it.',
      ),
      ['arrivalTime'],
    ),
    v.forward(
      v.check(
        (f) => localFlightInstant(f.departureAirport, f.departureDate, f.departureTime) !== undefined,
        'That time does not exist at the airport (the clocks go forward then). Please check it.',
      ),
      ['departureTime'],
    ),
    v.forward(
      v.check((f) => {
        const [a, d] = [
          localFlightInstant(f.arrivalAirport, f.arrivalDate, f.arrivalTime),
          localFlightInstant(f.departureAirport, f.departureDate, f.departureTime),
        ]
        return a === undefined || d === undefined || d > a
      }, 'Your departure must be after your arrival.'),
      ['departureDate'],
    ),
  )
}
export type FlightValues = v.InferOutput<ReturnType<typeof flightForm>>
/** The flight form's fields as typed (or as read back), all optional. */
export type FlightFormValues = Partial<Record<keyof FlightValues, string>>
