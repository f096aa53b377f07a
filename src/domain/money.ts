// Amounts in minor units (what Stripe takes) and in the currency's own units (what a Dataverse Money column holds),
// and how a guest reads them: in their language, by Intl.NumberFormat (issue 40).
import { directionOf, intlLocale, type Locale } from './locale.ts'
import { memo } from './memo.ts'

const digits = memo<number>(200)

/** How many minor units a currency has in a unit, as ISO 4217 says (GBP 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  return digits(
    currency,
    () => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2,
  )
}

/** 42.5 GBP → 4250. Rounded, so a decimal's float error never costs a penny. */
export const toMinor = (amount: number, currency: string): number => Math.round(amount * 10 ** minorDigits(currency))

/** 4250 GBP → 42.5. */
export const fromMinor = (minor: number, currency: string): number => minor / 10 ** minorDigits(currency)

const formats = memo<Intl.NumberFormat>(200)

/**
 * An amount as the guest reads it: "£42.50", "42,50 £", in their language. In a right-to-left language the amount is
 * one left-to-right run, isolated (LRI … PDI), so its Latin currency sign stays beside its figure wherever it sits: in
 * a sentence, a button, a list of facts ("170.00 UK£", never "£UK 170.00").
 *
 * @example formatMoney(4250, 'GBP', 'en-GB') // '£42.50'
 */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const format = formats(
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }),
  )
  const text = format.format(fromMinor(minor, currency))
  return directionOf(locale) === 'rtl' ? `\u2066${text.replaceAll('\u200f', '')}\u2069` : text
}
