/**
 * The advance-information forms (docs/advance-information.md): address, villa configuration,
 * flights and registration, checked with valibot on the server. Messages say what to do.
 */
import * as v from 'valibot'
import { compareDates, daysBetween, parseLocalDate, type LocalDate } from './local-date.ts'
import { airports, isAirportCode } from './airports.ts'
import { instantToZoned, zonedToInstant } from './zoned-time.ts'

const text = (max: number, tooLong: string) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, tooLong))
const required = (max: number, missing: string, tooLong: string) => v.pipe(text(max, tooLong), v.nonEmpty(missing))

export const AddressForm = v.object({
  line1: required(250, 'Please enter the first line of your address.', 'Please keep the first line to 250 characters.'),
  city: required(80, 'Please enter your town or city.', 'Please keep the town or city to 80 characters.'),
  stateOrProvince: required(
    80,
    'Please enter your county, state or province.',
    'Please keep the county, state or province to 80 characters.',
  ),
  postalCode: v.pipe(
    required(20, 'Please enter your postcode.', 'A postcode has at most 20 characters.'),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'A postcode has letters, digits, spaces and hyphens only.'),
    v.toUpperCase(),
  ),
})
export type AddressValues = v.InferOutput<typeof AddressForm>

/** One choice per villa, among the choices the content offers for it (field `room-{code}`). */
export function villaConfigurationForm(
  villas: readonly { readonly code: string; readonly name: string; readonly choices: readonly string[] }[],
) {
  return v.object(
    Object.fromEntries(
      villas.map((villa) => [
        `room-${villa.code}`,
        v.pipe(
          v.optional(v.string(), ''),
          v.picklist([...villa.choices], `Please choose how the bedrooms of ${villa.name} are made up.`),
        ),
      ]),
    ),
  )
}

/** Room configurations as stored on the booking account: "1201: Double beds; 1202: Twin beds". */
export function formatRoomConfigurations(choices: ReadonlyMap<string, string>): string {
  return [...choices].map(([code, choice]) => `${code}: ${choice}`).join('; ')
}

export function parseRoomConfigurations(value: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of (value ?? '').split(';')) {
    const at = part.indexOf(':')
    if (at > 0) out.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return out
}

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
const date = (label: string) =>
  v.pipe(
    required(10, `Please enter the ${label} date.`, `Please enter the ${label} date as a date.`),
    v.check((value) => parseLocalDate(value) !== undefined, `Please enter the ${label} date as a real date.`),
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
        date('arrival'),
        v.check(
          (value) => within(value, arrival, w.arriveBefore, w.arriveAfter),
          `Your arrival flight should land within ${w.arriveBefore} days before or ${w.arriveAfter} day after your arrival date.`,
        ),
      ),
      arrivalTime: time('arrival'),
      departureFlight: flightNumber('departure'),
      departureAirport: airport('departure'),
      departureDate: v.pipe(
        date('departure'),
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

/** The resort's check-in registration (docs/advance-information.md). */
export function registrationForm(today: LocalDate) {
  return v.object({
    fullName: required(
      100,
      'Please enter the full name of the person registering.',
      'Please keep the name to 100 characters.',
    ),
    dateOfBirth: v.pipe(
      date('birth'),
      v.check((value) => {
        const birth = parseLocalDate(value)
        return !birth || (compareDates(birth, today) < 0 && birth.year >= 1900)
      }, 'The date of birth must be in the past.'),
    ),
    nationality: v.pipe(
      required(
        3,
        'Please enter your nationality as a three-letter code, such as GBR.',
        'Please use a three-letter code, such as GBR.',
      ),
      v.toUpperCase(),
      v.regex(/^[A-Z]{3}$/, 'Please use a three-letter code, such as GBR.'),
    ),
    documentNumber: v.pipe(
      required(20, 'Please enter your passport or ID card number.', 'A document number has at most 20 characters.'),
      v.regex(/^[A-Za-z0-9]{5,20}$/, 'A document number has 5 to 20 letters and digits, without spaces.'),
    ),
    mobilePhone: v.pipe(
      required(
        20,
        'Please enter a mobile number we can reach you on at the resort.',
        'A phone number has at most 20 characters.',
      ),
      v.regex(/^\+?[0-9 ()-]{7,19}$/, 'Please enter a phone number, like +44 7700 900123.'),
    ),
    emergencyContactName: required(
      100,
      'Please enter someone we can contact in an emergency.',
      'Please keep the name to 100 characters.',
    ),
    emergencyContactPhone: v.pipe(
      required(20, 'Please enter their phone number.', 'A phone number has at most 20 characters.'),
      v.regex(/^\+?[0-9 ()-]{7,19}$/, 'Please enter a phone number, like +44 7700 900123.'),
    ),
    arrivalTime: v.pipe(
      text(5, 'Please enter a time like 16:00.'),
      v.check(
        (value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
        'Please enter a time like 16:00 (24-hour clock).',
      ),
    ),
    notes: text(500, 'Please keep notes to 500 characters.'),
  })
}
export type RegistrationValues = v.InferOutput<ReturnType<typeof registrationForm>>
