import { intlLocale, type Locale } from './locale.ts'
import { memo } from './memo.ts'

/**
 * Intl.DateTimeFormat objects, built once per set of options and kept: building one costs far
 * more than using it (it loads locale and zone data), and a page formats dozens of dates.
 */
const formats = memo<Intl.DateTimeFormat>(1000)

/**
 * The formatter for a locale and options, built on first use.
 * @example dateFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }).format(new Date(0)) // 'Thursday'
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formats(`${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
}

const lists = memo<Intl.ListFormat>(100)

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

/**
 * Names in a row as the language lists them, short (English without "and"): who holds an upgrade, who an item is for.
 * @example namesInARow(['Mia', 'Leo'], 'en-GB') // 'Mia, Leo'
 */
export function namesInARow(items: readonly string[], locale: Locale): string {
  return listFormat(locale, 'row').format(items)
}

/** A list format per language and kind, built on first use. */
function listFormat(locale: Locale, kind: 'and' | 'row' = 'and'): Intl.ListFormat {
  return lists(
    `${locale}|${kind}`,
    () =>
      new Intl.ListFormat(
        intlLocale(locale),
        kind === 'and' ? { type: 'conjunction' } : { type: 'unit', style: 'short' },
      ),
  )
}
