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
  return listFormat(locale).format(items)
}

/**
 * The same list in parts, each item apart from the words between them, so a view can isolate the items' direction
 * (a Latin villa name in an Arabic sentence).
 * @example listParts(['1201', '1202'], 'en-GB') // [{ type: 'element', value: '1201' }, { type: 'literal', value: ' and ' }, …]
 */
export function listParts(items: readonly string[], locale: Locale): { type: string; value: string }[] {
  return listFormat(locale).formatToParts(items)
}

function listFormat(locale: Locale): Intl.ListFormat {
  let list = lists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })
    lists.set(locale, list)
  }
  return list
}
