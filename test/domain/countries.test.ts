import { describe, expect, it } from 'vitest'
import { countryChoices, countryCodeOf, countryCodes, countryName } from '../../src/domain/countries.ts'
import { addressFormat } from '../../src/features/advance-information/address-formats.ts'

describe('countries', () => {
  it('are the 249 of ISO 3166-1, each named by the runtime', () => {
    expect(countryCodes).toHaveLength(249)
    expect(new Set(countryCodes).size).toBe(249)
    for (const code of countryCodes) expect(countryName(code), code).not.toBe(code)
  })

  it('are named in the guest’s language and listed in its order', () => {
    expect(countryName('ES', 'en-GB')).toBe('Spain')
    expect(countryName('ES', 'de')).toBe('Spanien')
    const names = countryChoices('en-GB').map((c) => c.name)
    expect(names.indexOf('Spain')).toBeLessThan(names.indexOf('Sweden'))
  })

  it('reads a record’s country as a code or an English name, and nothing else', () => {
    expect(countryCodeOf('ES')).toBe('ES')
    expect(countryCodeOf(' spain ')).toBe('ES')
    expect(countryCodeOf('United Kingdom')).toBe('GB')
    expect(countryCodeOf('Atlantis')).toBeUndefined()
    expect(countryCodeOf(null)).toBeUndefined()
  })

  it('gives a country without rules of its own a region and a postcode only if the guest has one', () => {
    expect(addressFormat('KE')).toMatchObject({ regionRequired: false, postcodeRequired: false })
    expect(addressFormat('US')).toMatchObject({ region: 'state', regionRequired: true, postcode: 'ZIP code' })
  })
})
