/**
 * The advance-information forms (docs/advance-information.md): address and villa configuration here,
 * flights (flight-form.ts) and registration (registration-form.ts), checked with valibot on the server.
 * Messages say what to do.
 */
import * as v from 'valibot'
import { required } from './form-text.ts'

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
