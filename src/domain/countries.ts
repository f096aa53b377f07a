/**
 * The countries of ISO 3166-1 (alpha-2 codes, the 249 officially assigned), for the address form's select. Names
 * come from the runtime's own Intl data, so they follow the guest's language without a list of our own.
 */
import { baseLocale, intlLocale, type Locale } from './locale.ts'
import { memo } from './memo.ts'

export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

const known = new Set(countryCodes)
const namers = memo<Intl.DisplayNames>(50)

/** A country's name in `locale` ("Spain", "Espagne"); the code itself where the runtime has no name. */
export function countryName(code: string, locale = 'en-GB'): string {
  const namer = namers(locale, () => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }))
  return namer.of(code) ?? code
}

const choices = memo<readonly { readonly code: string; readonly name: string }[]>(50)

/** The countries as a select offers them: by name in `locale`, in that language's alphabetical order (sorted once). */
export function countryChoices(locale = 'en-GB'): readonly { readonly code: string; readonly name: string }[] {
  return choices(locale, () => {
    const collator = new Intl.Collator(locale)
    return countryCodes
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name))
  })
}

/** Whether a value is one of the codes. */
export const isCountryCode = (value: string): boolean => known.has(value)

/**
 * The code of a country as a record holds it: the code itself, or its English name in any case (the booking system's
 * standard country field is free text, and staff type names). Undefined for anything else.
 * @example countryCodeOf('spain') // 'ES'
 */
export function countryCodeOf(value: string | null | undefined): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (known.has(text.toUpperCase())) return text.toUpperCase()
  const wanted = text.toLowerCase()
  return countryCodes.find((code) => countryName(code, 'en-GB').toLowerCase() === wanted)
}

/**
 * A record's country as the guest reads it: its name in their language when it is a country we know; in English, or
 * for anything else, the record's own words (as the booking system holds them).
 * @example countryShown('Spain', 'de') // 'Spanien'
 */
export function countryShown(value: string | null | undefined, locale: Locale): string | undefined {
  const code = locale === baseLocale ? undefined : countryCodeOf(value)
  return code ? countryName(code, intlLocale(locale)) : (value ?? undefined)
}
