import { intlLocale, type Locale } from './locale.ts'

/**
 * Intl.DateTimeFormat objects, built once per set of options and kept: building one costs far
 * more than using it (it loads locale and zone data), and a page formats dozens of dates.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The formatter for a locale and options, built on first use.
 * @example dateFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }).format(new Date(0)) // 'Thursday'
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

const lists = new Map<Locale, Intl.ListFormat>()

/**
 * Names as a sentence in the guest's language lists them.
 * @example listOf(['1201', '1202', '1203'], 'en-GB') // '1201, 1202 and 1203'
 */
export function listOf(items: readonly string[], locale: Locale): string {
  let list = lists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })
    lists.set(locale, list)
  }
  return list.format(items)
}
