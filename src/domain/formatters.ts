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

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/**
 * Names as a sentence lists them.
 * @example listOf(['1201', '1202', '1203']) // '1201, 1202 and 1203'
 */
export function listOf(items: readonly string[]): string {
  return list.format(items)
}
