/**
 * The portal's languages and how a request's language is chosen (decision 045): the guest's own choice, then the
 * browser's `Accept-Language` by RFC 4647 lookup, then English. The catalogue's settings
 * (project.inlang/settings.json) list the same locales; a test keeps the two equal.
 */

/** The languages guests choose from. English first: the source of every message (SPEC's sentences, word for word). */
export const locales = ['en-GB', 'de', 'fr', 'es', 'ar'] as const
export type OfferedLocale = (typeof locales)[number]
/**
 * English accented and a third longer (scripts/pseudo-locale.ts), for layout checks: chosen only by setting its
 * cookie by hand, never offered, never matched from Accept-Language.
 */
export const pseudoLocale = 'en-XA'
export type Locale = OfferedLocale | typeof pseudoLocale
export const baseLocale: Locale = 'en-GB'

/** Each language named in itself, as the picker lists it. */
export const localeNames: Readonly<Record<OfferedLocale, string>> = {
  'en-GB': 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
}

const rightToLeft: ReadonlySet<Locale> = new Set(['ar'])

/** The writing direction of a locale, for `<html dir>`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr'
}

/** One of ours, matched case-insensitively ('EN-gb' → 'en-GB'); undefined for anything else. */
export function asLocale(value: string | undefined | null): OfferedLocale | undefined {
  if (!value) return undefined
  const lower = value.toLowerCase()
  return locales.find((locale) => locale.toLowerCase() === lower)
}

interface Range {
  readonly tag: string
  readonly q: number
  readonly order: number
}

/** An Accept-Language header's ranges, best first (q-value, then the order written); q=0 and malformed ones dropped. */
function ranges(header: string): Range[] {
  const parsed: Range[] = []
  for (const [order, part] of header.split(',').slice(0, 32).entries()) {
    const [tag = '', ...params] = part.trim().split(';')
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i.test(tag.trim())) continue
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    parsed.push({ tag: tag.trim().toLowerCase(), q, order })
  }
  return parsed.sort((a, b) => b.q - a.q || a.order - b.order)
}

/**
 * RFC 4647 §3.4 lookup: for each range, best first, the range itself and then shorter and shorter prefixes of it
 * ('de-AT' → 'de'); the first of ours that matches wins. English ranges find 'en-GB' ('en-US' → 'en' → 'en-GB', as
 * the only English we have). '*' and unmatched ranges find nothing: the caller falls back to English.
 * @example lookupLocale('de-AT,de;q=0.9,en;q=0.5') // 'de'
 */
export function lookupLocale(header: string | undefined | null): OfferedLocale | undefined {
  if (!header) return undefined
  for (const { tag } of ranges(header)) {
    if (tag === '*') continue
    const subtags = tag.split('-')
    while (subtags.length > 0) {
      const candidate = subtags.join('-')
      const found = asLocale(candidate) ?? (candidate === 'en' ? 'en-GB' : undefined)
      if (found) return found
      subtags.pop()
      // A single-letter subtag (an extension's singleton) never ends a shortened range (RFC 4647 §3.4 step 4).
      if (subtags.length > 1 && subtags.at(-1)?.length === 1) subtags.pop()
    }
  }
  return undefined
}

/** Where a request's language came from: the guest's choice, or the browser's header (then responses vary on it). */
export interface Negotiated {
  readonly locale: Locale
  readonly fromHeader: boolean
}

/** The request's language: a choice (cookie or the account's metadata) if it is one of ours, else the header, else English. */
export function negotiateLocale(
  choice: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Negotiated {
  const chosen = choice === pseudoLocale ? pseudoLocale : asLocale(choice)
  if (chosen) return { locale: chosen, fromHeader: false }
  return { locale: lookupLocale(acceptLanguage) ?? baseLocale, fromHeader: true }
}

/**
 * The locale Intl formats with: the language itself, but Arabic with Western digits, as booking references, villa
 * numbers and flight numbers are written with them and one page should not mix two sets of digits (decision 045).
 * @example intlLocale('ar') // 'ar-u-nu-latn'
 */
export function intlLocale(locale: Locale): string {
  if (locale === pseudoLocale) return 'en-GB'
  return locale === 'ar' ? 'ar-u-nu-latn' : locale
}

/**
 * A guest's or the booking system's own words (a name, a flight, an airport) set inside a sentence of the portal's,
 * isolated in a right-to-left language with Unicode's first-strong isolate (U+2068 … U+2069, what `<bdi>` does in
 * markup), so "Palma de Mallorca (PMI)" keeps its order and its brackets among Arabic words (issue 38, item 6). Left to
 * right languages get the words as they are.
 * @example ownWords('Grace Lee', 'ar') // '\u2068Grace Lee\u2069'
 */
export function ownWords(text: string, locale: Locale): string {
  return directionOf(locale) === 'rtl' && text ? `\u2068${text}\u2069` : text
}
