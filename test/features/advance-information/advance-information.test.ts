import { describe, expect, it } from 'vitest'
import {
  addressComplete,
  advanceProgress,
  partComplete,
  type AdvanceFacts,
} from '../../../src/features/advance-information/advance-information.ts'
import { advanceParts, partOfVariation } from '../../../src/domain/advance-parts.ts'

const address = { line1: '12 Harbour Lane', city: 'Falmouth', stateOrProvince: 'Cornwall', postalCode: 'TR11 3AB' }
const none: AdvanceFacts = {
  completeGuests: 1,
  totalGuests: 2,
  address: undefined,
  accounts: [{ roomConfigurations: false, travel: false, registration: false }],
}
const all: AdvanceFacts = {
  completeGuests: 2,
  totalGuests: 2,
  address,
  accounts: [
    { roomConfigurations: false, travel: false, registration: false },
    { roomConfigurations: true, travel: true, registration: true },
  ],
}

describe('advance information', () => {
  it('maps the content’s slice variations to parts', () => {
    expect(['default', 'address', 'villaConfiguration', 'flight', 'registration'].map(partOfVariation)).toEqual([
      ...advanceParts,
    ])
    expect(partOfVariation('toString')).toBeUndefined()
    expect(partOfVariation('passport')).toBeUndefined()
  })

  it('judges each part by SPEC §5', () => {
    expect(advanceParts.map((part) => partComplete(part, none))).toEqual([false, false, false, false, false])
    expect(advanceParts.map((part) => partComplete(part, all))).toEqual([true, true, true, true, true])
    expect(partComplete('group', { ...none, completeGuests: 3 })).toBe(true) // at least the total
  })

  it('needs all four address lines, blanks counting as missing', () => {
    expect(addressComplete(address)).toBe(true)
    expect(addressComplete({ ...address, postalCode: '  ' })).toBe(false)
    expect(addressComplete({ ...address, stateOrProvince: null })).toBe(false)
    expect(addressComplete(undefined)).toBe(false)
  })

  it('judges an address with a country by what that country uses (decision 040)', () => {
    const base = { line1: 'Calle Mayor 1', city: 'Madrid', stateOrProvince: '', postalCode: '' }
    expect(addressComplete({ ...base, country: 'Spain', stateOrProvince: 'Madrid', postalCode: '28013' })).toBe(true)
    expect(addressComplete({ ...base, country: 'Spain', postalCode: '28013' })).toBe(false)
    expect(addressComplete({ ...base, country: 'United Kingdom', postalCode: 'TR11 3AB' })).toBe(true)
    expect(addressComplete({ ...base, country: 'AE', stateOrProvince: 'Dubai' })).toBe(true)
    expect(addressComplete({ ...base, country: 'Kenya' })).toBe(true)
    expect(addressComplete({ ...base, country: 'Kenya', city: ' ' })).toBe(false)
    // No country we can read: SPEC §5's four lines.
    expect(addressComplete({ ...base, country: 'Atlantis', postalCode: '1' })).toBe(false)
  })

  it('counts only the required parts, in order, and is complete when none is required', () => {
    const progress = advanceProgress(new Set(['flight', 'group', 'address']), { ...none, address })
    expect(progress.parts.map((p) => p.part)).toEqual(['group', 'address', 'flight'])
    expect(progress).toMatchObject({ done: 1, total: 3, complete: false, next: 'group' })
    expect(advanceProgress(new Set(), none)).toMatchObject({ done: 0, total: 0, complete: true, next: undefined })
    expect(advanceProgress(new Set(advanceParts), all)).toMatchObject({ done: 5, total: 5, complete: true })
  })
})
