/**
 * The advance-information forms (docs/advance-information.md): address and villa configuration here,
 * flights (flight-form.ts) and registration (registration-form.ts), checked with valibot on the server.
 * Messages say what to do.
 */
import * as v from 'valibot'
import { required, text } from './form-text.ts'
import { addressFormat } from './address-formats.ts'
import { isCountryCode } from './countries.ts'

const postcodeCharacters = /^[A-Za-z0-9][A-Za-z0-9 -]*$/

/**
 * The address, asked as the chosen country writes it (address-formats.ts, decision 040): its region and postcode are
 * required where that country uses them, and a postcode has that country's shape.
 */
export const AddressForm = v.pipe(
  v.object({
    country: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.toUpperCase(),
      v.nonEmpty('Please choose your country.'),
      v.check(isCountryCode, 'Please choose your country from the list.'),
    ),
    line1: required(
      250,
      'Please enter the first line of your address.',
      'Please keep the first line to 250 characters.',
    ),
    city: required(80, 'Please enter your town or city.', 'Please keep the town or city to 80 characters.'),
    stateOrProvince: text(80, 'Please keep the county, state or province to 80 characters.'),
    postalCode: v.pipe(
      text(20, 'A postcode has at most 20 characters.'),
      v.check(
        (code) => code === '' || postcodeCharacters.test(code),
        'A postcode has letters, digits, spaces and hyphens only.',
      ),
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
    if (format.regionRequired && region === '') problem('stateOrProvince', `Please enter your ${format.region}.`)
    if (format.postcodeRequired && postcode === '') problem('postalCode', `Please enter your ${format.postcode}.`)
    else if (postcode && format.postcodePattern && !format.postcodePattern.test(postcode))
      problem('postalCode', `Please enter your ${format.postcode} like ${format.postcodeExample}.`)
  }),
)
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
