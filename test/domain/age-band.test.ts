import { describe, expect, it } from 'vitest'
import { ageBand, ageBandLabel, productAgeBand } from '../../src/domain/age-band.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const leaving = '2026-08-15'

describe('ageBand (SPEC §5, against the leaving date)', () => {
  it.each([
    ['2024-08-16', 'Under 2'], // 2 the day after leaving
    ['2024-08-15', 'Over 2'], // 2 on the leaving day: the exact birthday counts
    ['2022-08-16', 'Over 2'],
    ['2022-08-15', '4-5'],
    ['2020-08-16', '4-5'],
    ['2020-08-15', '7-12'],
    ['2013-08-16', '7-12'],
    ['2013-08-15', 'Adult'],
  ] as const)('born %s → %s', (birth, band) => {
    expect(ageBand(birth, leaving)).toBe(band)
  })
  it('reaches a 29 February birthday on 1 March', () => {
    expect(ageBand('2024-02-29', '2026-02-28')).toBe('Under 2')
    expect(ageBand('2024-02-29', '2026-03-01')).toBe('Over 2')
  })
  it('uses the written date of a midnight in another time zone', () => {
    expect(ageBand('2024-08-15T00:00:00+10:00', leaving)).toBe('Over 2')
    expect(ageBand('2024-08-16T00:00:00-10:00', leaving)).toBe('Under 2')
  })
  it('treats a missing or unreadable date of birth as Adult', () => {
    expect(ageBand(null, leaving)).toBe('Adult')
    expect(ageBand('not a date', leaving)).toBe('Adult')
  })
})

describe('productAgeBand', () => {
  it.each([
    ['Adult Membership', 'Adult'],
    ['Child Membership 7-12yrs', '7-12'],
    ['Infant 4 months', 'Under 2'],
    ['Infant 1yrs', 'Under 2'],
    ['Toddler 2yrs', 'Over 2'],
    ['Toddler 3yrs', 'Over 2'],
    ['Rascals 4-5yrs', '4-5'],
    ['Something else', 'Adult'],
  ] as const)('%s → %s', (name, band) => {
    expect(productAgeBand(name)).toBe(band)
  })
})

describe('ageBandLabel', () => {
  it.each([
    ['Adult', 'Adult'],
    ['7-12', 'Aged 7 to 12'],
    ['4-5', 'Aged 4 to 5'],
    ['Over 2', 'Over 2'],
    ['Under 2', 'Under 2'],
  ] as const)('%s reads "%s"', (band, label) => {
    expect(ageBandLabel(band, textsFor('en-GB'))).toBe(label)
  })
})
