import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  addressForm,
  formatRoomConfigurations,
  parseRoomConfigurations,
  villaConfigurationForm,
} from '../../../src/features/advance-information/advance-forms.ts'
import { flightForm, localFlightInstant } from '../../../src/features/advance-information/flight-form.ts'
import { registrationForm } from '../../../src/features/advance-information/registration-form.ts'
import { fieldErrors } from '../../../src/domain/field-errors.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const t = textsFor('en-GB')
const AddressForm = addressForm(t)

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const flights = {
  arrivalFlight: 'ba 2712',
  arrivalAirport: 'pmi',
  arrivalDate: '2027-08-01',
  arrivalTime: '14:35',
  departureFlight: 'BA2713',
  departureAirport: 'PMI',
  departureDate: '2027-08-08',
  departureTime: '17:10',
}
const stay = flightForm({ arrival: '2027-08-01', leaving: '2027-08-08' }, t)

describe('address form', () => {
  it('needs the lines the country uses and tidies the postcode', () => {
    expect(
      v.parse(AddressForm, {
        country: 'gb',
        line1: ' 12 Harbour Lane ',
        city: 'Falmouth',
        stateOrProvince: 'Cornwall',
        postalCode: 'tr11 3ab',
      }),
    ).toEqual({
      country: 'GB',
      line1: '12 Harbour Lane',
      city: 'Falmouth',
      stateOrProvince: 'Cornwall',
      postalCode: 'TR11 3AB',
    })
    expect(errors(AddressForm, { line1: '', city: 'x', stateOrProvince: '', postalCode: 'TR11 <3>' })).toEqual({
      country: 'Please choose your country.',
      line1: 'Please enter the first line of your address.',
      postalCode: 'A postcode has letters, digits, spaces and hyphens only.',
    })
  })

  it('asks for the region and postcode as each country writes them, all at once', () => {
    const madrid = { country: 'ES', line1: 'Calle Mayor 1', city: 'Madrid', stateOrProvince: '', postalCode: '' }
    expect(errors(AddressForm, madrid)).toEqual({
      stateOrProvince: 'Please enter your province.',
      postalCode: 'Please enter your postal code.',
    })
    expect(v.parse(AddressForm, { ...madrid, stateOrProvince: 'Madrid', postalCode: '28013' })).toMatchObject({
      country: 'ES',
    })
    expect(errors(AddressForm, { ...madrid, line1: '', country: 'US', postalCode: '9410' })).toEqual({
      line1: 'Please enter the first line of your address.',
      stateOrProvince: 'Please enter your state.',
      postalCode: 'Please enter your ZIP code like 94103.',
    })
    // A British county is optional; an Emirati address has no postcode; a country we have no rules for takes either.
    expect(() => v.parse(AddressForm, { ...madrid, country: 'GB', postalCode: 'SW1A 1AA' })).not.toThrow()
    expect(() => v.parse(AddressForm, { ...madrid, country: 'AE', stateOrProvince: 'Dubai' })).not.toThrow()
    expect(() => v.parse(AddressForm, { ...madrid, country: 'KE' })).not.toThrow()
    expect(errors(AddressForm, { ...madrid, country: 'XX' })).toEqual({
      country: 'Please choose your country from the list.',
    })
  })
})

describe('villa configuration form', () => {
  const schema = villaConfigurationForm(
    [{ code: '1201', name: 'Villa Aurora', choices: ['Double beds', 'Twin beds'] }],
    t,
  )
  it('takes only the choices the content offers for each villa', () => {
    expect(v.parse(schema, { 'room-1201': 'Twin beds' })).toEqual({ 'room-1201': 'Twin beds' })
    expect(errors(schema, { 'room-1201': 'Bunk beds' })).toEqual({
      'room-1201': 'Please choose how the bedrooms of Villa Aurora are made up.',
    })
  })
  it('stores and reads back the choices per villa code', () => {
    const text = formatRoomConfigurations(
      new Map([
        ['1201', 'Double beds'],
        ['1202', 'Twin beds'],
      ]),
    )
    expect(text).toBe('1201: Double beds; 1202: Twin beds')
    expect(parseRoomConfigurations(text)).toEqual(
      new Map([
        ['1201', 'Double beds'],
        ['1202', 'Twin beds'],
      ]),
    )
    expect(parseRoomConfigurations('Double beds')).toEqual(new Map())
  })
})

describe('flight form', () => {
  it('tidies flight numbers and airport codes', () => {
    expect(v.parse(stay, flights)).toMatchObject({ arrivalFlight: 'BA2712', arrivalAirport: 'PMI' })
  })
  it('keeps flights around the stay: arriving up to 2 days early or 1 late, leaving up to 1 day early or 2 late', () => {
    expect(errors(stay, { ...flights, arrivalDate: '2027-07-30', departureDate: '2027-08-10' })).toEqual({})
    expect(errors(stay, { ...flights, arrivalDate: '2027-07-29' }).arrivalDate).toMatch(/within 2 days before/)
    expect(errors(stay, { ...flights, arrivalDate: '2027-08-03' }).arrivalDate).toMatch(/within 2 days before/)
    expect(errors(stay, { ...flights, departureDate: '2027-08-06' }).departureDate).toMatch(/within 1 day before/)
  })
  it('reads times as the local time of the airport named, refusing one the clocks skip', () => {
    expect(localFlightInstant('PMI', '2027-08-01', '14:35')).toBe(Date.UTC(2027, 7, 1, 12, 35))
    expect(localFlightInstant('JFK', '2027-08-01', '14:35')).toBe(Date.UTC(2027, 7, 1, 18, 35))
    expect(localFlightInstant('LGW', '2027-03-28', '01:30')).toBeUndefined() // clocks go forward at 01:00
    const gap = flightForm({ arrival: '2027-03-28', leaving: '2027-04-04' }, t)
    expect(
      errors(gap, {
        ...flights,
        arrivalAirport: 'LGW',
        arrivalDate: '2027-03-28',
        arrivalTime: '01:30',
        departureDate: '2027-04-04',
      }).arrivalTime,
    ).toMatch(/does not exist/)
  })
  it('rejects what is not a flight', () => {
    expect(errors(stay, { ...flights, arrivalFlight: 'hello', arrivalAirport: 'XXX', arrivalTime: '25:00' })).toEqual({
      arrivalFlight: 'A flight number is the airline code and a number, like BA2712.',
      arrivalAirport: 'Please choose the arrival airport.',
      arrivalTime: 'Please enter a time like 14:35 (24-hour clock).',
    })
    const overnight = flightForm({ arrival: '2027-08-01', leaving: '2027-08-02' }, t)
    expect(errors(overnight, { ...flights, departureDate: '2027-08-01', departureTime: '10:00' }).departureDate).toBe(
      'Your departure must be after your arrival.',
    )
  })
})

describe('registration form', () => {
  const schema = registrationForm({ year: 2026, month: 11, day: 23 }, t)
  const good = {
    fullName: 'Olivia Bennett',
    dateOfBirth: '1986-05-04',
    nationality: 'gbr',
    documentNumber: 'P1234567',
    mobilePhone: '+44 7700 900123',
    emergencyContactName: 'Margaret Bennett',
    emergencyContactPhone: '01632 960123',
    arrivalTime: '',
    notes: '',
  }
  it('takes what the resort needs at check-in', () => {
    expect(v.parse(schema, good)).toMatchObject({ nationality: 'GBR' })
  })
  it('says what is missing or wrong', () => {
    expect(
      errors(schema, {
        ...good,
        dateOfBirth: '2030-01-01',
        mobilePhone: 'call me',
        emergencyContactName: '',
        arrivalTime: '4pm',
      }),
    ).toEqual({
      dateOfBirth: 'The date of birth must be in the past.',
      mobilePhone: 'Please enter a phone number, like +44 7700 900123.',
      emergencyContactName: 'Please enter someone we can contact in an emergency.',
      arrivalTime: 'Please enter a time like 16:00 (24-hour clock).',
    })
  })
})
