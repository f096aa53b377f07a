/**
 * How each country writes an address (decision 040): whether it uses a region (state, province, county…) and a
 * postcode, what it calls them, and the postcode's shape. Drawn from the postal formats the countries publish (as
 * collected in Google's address data); countries not listed here have a region and a postcode only if the guest
 * gives one, so an address from anywhere can be saved.
 */

import type { Texts } from '../../i18n/texts.ts'

/** What a country calls its region, in English and lower case: the key its label and sentences are chosen by. */
export type RegionKind = 'region' | 'county' | 'state' | 'province' | 'prefecture' | 'emirate' | 'area'
/** What a country calls its postcode, as English writes it: the key its label and sentences are chosen by. */
export type PostcodeKind = 'postcode' | 'Eircode' | 'ZIP code' | 'postal code' | 'CEP' | 'PIN code'

export interface AddressFormat {
  /** The region's name, lower case ("state"); undefined where the country's addresses have none. */
  readonly region: RegionKind | undefined
  readonly regionRequired: boolean
  /** The postcode's name, lower case ("ZIP code"); undefined where the country has no postcodes. */
  readonly postcode: PostcodeKind | undefined
  readonly postcodeRequired: boolean
  /** The postcode's shape, and an example for the sentence that asks for it. */
  readonly postcodePattern?: RegExp
  readonly postcodeExample?: string
}

const either: AddressFormat = { region: 'region', regionRequired: false, postcode: 'postcode', postcodeRequired: false }

/** A country whose postcode is required, with its shape; no region. */
const postcodeOnly = (pattern: RegExp, example: string, postcode: PostcodeKind = 'postcode'): AddressFormat => ({
  region: undefined,
  regionRequired: false,
  postcode,
  postcodeRequired: true,
  postcodePattern: pattern,
  postcodeExample: example,
})

/** A country whose region and postcode are both required. */
const regionAndPostcode = (
  region: RegionKind,
  pattern: RegExp,
  example: string,
  postcode: PostcodeKind = 'postcode',
): AddressFormat => ({
  region,
  regionRequired: true,
  postcode,
  postcodeRequired: true,
  postcodePattern: pattern,
  postcodeExample: example,
})

/** A country without postcodes: the region alone, required or not. */
const regionOnly = (region: RegionKind | undefined, regionRequired: boolean): AddressFormat => ({
  region,
  regionRequired,
  postcode: undefined,
  postcodeRequired: false,
})

const formats: Readonly<Record<string, AddressFormat>> = {
  // The county is optional in a British address (Royal Mail does not use it); the postcode is not.
  GB: {
    ...postcodeOnly(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'TR11 3AB'),
    region: 'county',
    regionRequired: false,
  },
  IE: { region: 'county', regionRequired: true, postcode: 'Eircode', postcodeRequired: false },
  US: regionAndPostcode('state', /^\d{5}(-\d{4})?$/, '94103', 'ZIP code'),
  CA: regionAndPostcode('province', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'K1A 0B1', 'postal code'),
  AU: regionAndPostcode('state', /^\d{4}$/, '2000'),
  ES: regionAndPostcode('province', /^\d{5}$/, '28013', 'postal code'),
  IT: regionAndPostcode('province', /^\d{5}$/, '00184', 'postal code'),
  MX: regionAndPostcode('state', /^\d{5}$/, '06000', 'postal code'),
  BR: regionAndPostcode('state', /^\d{5}-?\d{3}$/, '01310-100', 'CEP'),
  IN: regionAndPostcode('state', /^\d{6}$/, '110001', 'PIN code'),
  JP: regionAndPostcode('prefecture', /^\d{3}-?\d{4}$/, '100-0001', 'postal code'),
  CN: regionAndPostcode('province', /^\d{6}$/, '100000', 'postal code'),
  DE: postcodeOnly(/^\d{5}$/, '10115'),
  FR: postcodeOnly(/^\d{5}$/, '75001', 'postal code'),
  NL: postcodeOnly(/^\d{4} ?[A-Z]{2}$/i, '1012 AB'),
  BE: postcodeOnly(/^\d{4}$/, '1000'),
  LU: postcodeOnly(/^(L-)?\d{4}$/i, '1111'),
  AT: postcodeOnly(/^\d{4}$/, '1010'),
  CH: postcodeOnly(/^\d{4}$/, '8001'),
  DK: postcodeOnly(/^\d{4}$/, '1050'),
  NO: postcodeOnly(/^\d{4}$/, '0150'),
  SE: postcodeOnly(/^\d{3} ?\d{2}$/, '111 22'),
  FI: postcodeOnly(/^\d{5}$/, '00100'),
  PT: postcodeOnly(/^\d{4}-\d{3}$/, '1100-148', 'postal code'),
  PL: postcodeOnly(/^\d{2}-\d{3}$/, '00-001'),
  SA: postcodeOnly(/^\d{5}(-\d{4})?$/, '11564', 'postal code'),
  AE: regionOnly('emirate', true),
  HK: regionOnly('area', false),
  QA: regionOnly(undefined, false),
}

/**
 * The address form's labels for the region and postcode fields, in the guest's language: the country's own words once
 * it is known ("State", "ZIP code"), marked "(if your address has one)" where the country does not require them;
 * general words before.
 */
export function addressLabels(
  code: string | undefined,
  t: Texts,
): { readonly region: string; readonly postcode: string } {
  if (!code) return { region: t.advance_region_general(), postcode: t.advance_postcode_general() }
  const format = addressFormat(code)
  const label = (name: string, required: boolean) =>
    required ? name : t.advance_if_your_address_has_one({ label: name })
  return {
    region: label(t.advance_region_name({ kind: format.region ?? 'region' }), format.regionRequired),
    postcode: label(t.advance_postcode_name({ kind: format.postcode ?? 'postcode' }), format.postcodeRequired),
  }
}

/** How the country of `code` writes an address; a country we have no rules for takes any region and postcode. */
export function addressFormat(code: string | undefined): AddressFormat {
  return (code && formats[code]) || either
}
