import { fullYears, parseLocalDate } from './local-date.ts'
import type { PlainTextKey, Texts } from '../i18n/texts.ts'

/** SPEC §3 age bands, in the spec's own labels. */
export type AgeBand = 'Adult' | '7-12' | '4-5' | 'Over 2' | 'Under 2'

/**
 * Age band from date of birth against the booking's leaving date (SPEC §5, thresholds 2, 4, 6
 * and 13 years): under 2 → Under 2; under 4 → Over 2; under 6 → 4-5 (rascals); under 13 →
 * 7-12 (child); otherwise Adult. No (readable) date of birth, or no leaving date, means Adult.
 */
export function ageBand(dateOfBirth: string | null | undefined, leavingDate: string | null | undefined): AgeBand {
  const birth = parseLocalDate(dateOfBirth)
  const leaving = parseLocalDate(leavingDate)
  if (!birth || !leaving) return 'Adult'
  const age = fullYears(birth, leaving)
  if (age < 2) return 'Under 2'
  if (age < 4) return 'Over 2'
  if (age < 6) return '4-5'
  if (age < 13) return '7-12'
  return 'Adult'
}

/**
 * The age band a membership product is for, from its name (SPEC §5), tested in the spec's
 * order: 'adult', 'child', '4 months' or '1yrs', '2yrs' or '3yrs', '4-5yrs'; otherwise Adult.
 */
export function productAgeBand(productName: string | null | undefined): AgeBand {
  const name = (productName ?? '').toLowerCase()
  if (name.includes('adult')) return 'Adult'
  if (name.includes('child')) return '7-12'
  if (name.includes('4 months') || name.includes('1yrs')) return 'Under 2'
  if (name.includes('2yrs') || name.includes('3yrs')) return 'Over 2'
  if (name.includes('4-5yrs')) return '4-5'
  return 'Adult'
}

const bandLabels: Readonly<Record<AgeBand, PlainTextKey>> = {
  Adult: 'advance_age_adult',
  '7-12': 'advance_age_7_12',
  '4-5': 'advance_age_4_5',
  'Over 2': 'advance_age_over_2',
  'Under 2': 'advance_age_under_2',
}

/**
 * An age band as people say it, in the guest's language: "Adult", "Aged 7 to 12", "Aged 4 to 5", "Over 2", "Under 2".
 * @example ageBandLabel('7-12', textsFor('en-GB')) // 'Aged 7 to 12'
 */
export function ageBandLabel(band: AgeBand, t: Texts): string {
  return t[bandLabels[band]]()
}
