/**
 * The advance-information forms (docs/advance-information.md): address and villa configuration here,
 * flights (flight-form.ts) and registration (registration-form.ts), checked with valibot on the server.
 * Messages say what to do.
 */
import * as v from 'valibot'
import { required, text } from '../../domain/form-text.ts'
import { addressFormat } from './address-formats.ts'
import { isCountryCode } from '../../domain/countries.ts'
import { parseLocalDate } from '../../domain/local-date.ts'
import type { Texts } from '../../i18n/texts.ts'
import { perLanguage } from '../../domain/per-language.ts'

const postcodeCharacters = /^[A-Za-z0-9][A-Za-z0-9 -]*$/

/** A required date field (YYYY-MM-DD) that must be a real date, with its three sentences. */
export const requiredDate = (missing: string, notDate: string, notReal: string) =>
  v.pipe(
    required(10, missing, notDate),
    v.check((value) => parseLocalDate(value) !== undefined, notReal),
  )

function makeAddressForm(t: Texts) {
  return v.pipe(
    v.object({
      country: v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.toUpperCase(),
        v.nonEmpty(t.advance_err_country_missing()),
        v.check(isCountryCode, t.advance_err_country_list()),
      ),
      line1: required(250, t.advance_err_line1_missing(), t.advance_err_line1_long()),
      city: required(80, t.advance_err_city_missing(), t.advance_err_city_long()),
      stateOrProvince: text(80, t.advance_err_region_long()),
      postalCode: v.pipe(
        text(20, t.advance_err_postcode_long()),
        v.check((code) => code === '' || postcodeCharacters.test(code), t.advance_err_postcode_characters()),
        v.toUpperCase(),
      ),
    }),
    // Runs on a form with other mistakes too, so every field's sentence shows at once.
    v.rawCheck(({ dataset, addIssue }) => {
      const address = dataset.value as Partial<Record<'country' | 'stateOrProvince' | 'postalCode', unknown>>
      if (typeof address.country !== 'string' || !isCountryCode(address.country)) return
      const format = addressFormat(address.country)
      const region = typeof address.stateOrProvince === 'string' ? address.stateOrProvince : undefined
      const postcode = typeof address.postalCode === 'string' ? address.postalCode : undefined
      const problem = (key: 'stateOrProvince' | 'postalCode', message: string) =>
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: address, key, value: address[key] }] })
      const kind = format.postcode ?? 'postcode'
      if (format.regionRequired && region === '')
        problem('stateOrProvince', t.advance_err_region_missing({ kind: format.region ?? 'region' }))
      if (format.postcodeRequired && postcode === '') problem('postalCode', t.advance_err_postcode_missing({ kind }))
      else if (postcode && format.postcodePattern && !format.postcodePattern.test(postcode))
        problem('postalCode', t.advance_err_postcode_like({ kind, example: format.postcodeExample ?? '' }))
    }),
  )
}
export type AddressValues = v.InferOutput<ReturnType<typeof makeAddressForm>>

/**
 * The address, asked as the chosen country writes it (address-formats.ts, decision 040): its region and postcode are
 * required where that country uses them, and a postcode has that country's shape. Its sentences are in the language of
 * `t`; built once per language.
 */
export const addressForm = perLanguage(makeAddressForm)

/** The villa configuration form's field for one villa. */
export function roomField(code: string): string {
  return `room-${code}`
}

/** One choice per villa, among the choices the content offers for it (field `room-{code}`). */
export function villaConfigurationForm(
  villas: readonly { readonly code: string; readonly name: string; readonly choices: readonly string[] }[],
  t: Texts,
) {
  return v.object(
    Object.fromEntries(
      villas.map((villa) => [
        roomField(villa.code),
        v.pipe(
          v.optional(v.string(), ''),
          v.picklist([...villa.choices], t.advance_err_villa_choice({ villa: villa.name })),
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
