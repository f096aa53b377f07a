// Advance information's rules in the guest's language (decision 045): the forms' sentences, the address labels,
// flight facts, age bands and country names in German and Arabic, and one schema per language.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addressForm } from '../../../src/features/advance-information/advance-forms.ts'
import { addressLabels } from '../../../src/features/advance-information/address-formats.ts'
import { ageBandLabel } from '../../../src/domain/age-band.ts'
import { countryShown } from '../../../src/domain/countries.ts'
import { flightForm } from '../../../src/features/advance-information/flight-form.ts'
import { flightLine } from '../../../src/features/advance-information/flight-times.ts'
import { guestFormSchema } from '../../../src/domain/guest-form.ts'
import { fieldErrors } from '../../../src/domain/field-errors.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const de = textsFor('de')
const ar = textsFor('ar')
const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('the address form in the guest’s language', () => {
  it('is built once per language', () => {
    expect(addressForm(de)).toBe(addressForm(de))
    expect(addressForm(de)).not.toBe(addressForm(ar))
  })

  it('names and asks for the region and postcode as the country writes them', () => {
    expect(addressLabels('US', de)).toEqual({ region: 'Bundesstaat', postcode: 'ZIP-Code' })
    expect(addressLabels('GB', de)).toEqual({ region: 'Grafschaft (falls vorhanden)', postcode: 'Postleitzahl' })
    expect(addressLabels(undefined, ar)).toEqual({
      region: 'المقاطعة أو الولاية أو الإقليم',
      postcode: 'الرمز البريدي',
    })
    const madrid = { country: 'ES', line1: 'Calle Mayor 1', city: '', stateOrProvince: '', postalCode: '' }
    expect(errors(addressForm(de), madrid)).toEqual({
      city: 'Bitte geben Sie Ihren Ort ein.',
      stateOrProvince: 'Bitte geben Sie Ihre Provinz ein.',
      postalCode: 'Bitte geben Sie Ihre Postleitzahl ein.',
    })
    expect(errors(addressForm(ar), { ...madrid, city: 'Madrid', country: 'US', postalCode: '9410' })).toEqual({
      stateOrProvince: 'يُرجى إدخال الولاية.',
      postalCode: 'يُرجى إدخال الرمز البريدي (ZIP) بالشكل 94103.',
    })
  })
})

describe('the flight form in the guest’s language', () => {
  const flights = {
    arrivalFlight: 'BA2712',
    arrivalAirport: 'PMI',
    arrivalDate: '2027-07-29',
    arrivalTime: '14:35',
    departureFlight: 'BA2713',
    departureAirport: 'PMI',
    departureDate: '2027-08-06',
    departureTime: '17:10',
  }
  it('counts the days of its window by the language’s plural rules', () => {
    const stay = { arrival: '2027-08-01', leaving: '2027-08-08' }
    expect(errors(flightForm(stay, de), flights)).toEqual({
      arrivalDate: 'Ihr Hinflug sollte frühestens 2 Tage vor und spätestens 1 Tag nach Ihrem Anreisetag landen.',
      departureDate: 'Ihr Rückflug sollte frühestens 1 Tag vor und spätestens 2 Tage nach Ihrem Abreisetag starten.',
    })
    expect(errors(flightForm(stay, ar), flights).arrivalDate).toBe(
      'يجب أن تهبط رحلة وصولك قبل تاريخ وصولك بما لا يزيد على يومين، أو بعده بما لا يزيد على يوم واحد.',
    )
    expect(ar.advance_days({ count: 5 })).toBe('5 أيام')
    expect(ar.advance_days({ count: 11 })).toBe('11 يومًا')
  })

  it('writes a flight with its date in the language, Arabic with Western digits', () => {
    const record = { direction: 'arrival', flightNumber: 'BA2712', airport: 'PMI', dateTime: '2027-08-01T12:35:00Z' }
    expect(flightLine(record, de, 'de')).toBe(
      'Ankunft: BA2712, Palma de Mallorca (PMI), Sonntag, 1. August 2027 um 14:35 Uhr Ortszeit',
    )
    const arabic = flightLine({ ...record, direction: 'departure' }, ar, 'ar')
    // The flight and the airport are the guest's words, isolated among the Arabic ones (issue 38, item 6).
    expect(arabic).toMatch(
      /^المغادرة: \u2068BA2712\u2069، \u2068Palma de Mallorca \(PMI\)\u2069، .+ 2027 الساعة 14:35 بالتوقيت المحلي$/,
    )
    expect(arabic).not.toMatch(/[٠-٩]/)
  })
})

describe('the guest-details form in the guest’s language', () => {
  it('says what is wrong in German', () => {
    const schema = guestFormSchema(
      { passportRequired: true, leaving: '2026-12-10', today: { year: 2026, month: 11, day: 23 } },
      de,
    )
    expect(errors(schema, { fullName: '', email: 'nope', passportNationality: 'gb' })).toMatchObject({
      fullName: 'Bitte geben Sie den vollständigen Namen des Gastes ein.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
      passportNationality: 'Bitte verwenden Sie den dreistelligen Code aus dem Reisepass, zum Beispiel DEU.',
      passportNumber: 'Bitte geben Sie die Reisepassnummer ein.',
    })
  })
})

describe('words of a booking’s records in the guest’s language', () => {
  it('names age bands and countries, keeping the record’s own words in English', () => {
    expect(ageBandLabel('7-12', de)).toBe('7 bis 12 Jahre')
    expect(ageBandLabel('Under 2', ar)).toBe('أقل من سنتين')
    expect(countryShown('Spain', 'de')).toBe('Spanien')
    expect(countryShown('ES', 'fr')).toBe('Espagne')
    expect(countryShown('spain', 'en-GB')).toBe('spain')
    expect(countryShown('Atlantis', 'de')).toBe('Atlantis')
    expect(countryShown(null, 'de')).toBeUndefined()
  })
})
