/**
 * Advance information (SPEC §4, §5): five parts, which of them the content service asks for
 * (by slice variation), whether each is complete, and the progress over the required ones.
 */
import { addressFormat } from './address-formats.ts'
import { countryCodeOf } from '../../domain/countries.ts'
import { advanceParts, type AdvancePart } from '../../domain/advance-parts.ts'

export const partPaths: Record<AdvancePart, string> = {
  group: '/account/advance-information#group',
  address: '/account/advance-information/address',
  villaConfiguration: '/account/advance-information/villa',
  flight: '/account/advance-information/flight',
  registration: '/account/advance-information/registration',
}

export interface Address {
  readonly line1: string | null | undefined
  readonly city: string | null | undefined
  readonly stateOrProvince: string | null | undefined
  readonly postalCode: string | null | undefined
  /** The country as the record holds it (a code or an English name); absent in addresses saved before it was asked. */
  readonly country?: string | null | undefined
}

const present = (value: string | null | undefined) => !!value?.trim()

/**
 * SPEC §5: line 1, state or province, city and postal code all present, where the address's country uses a region
 * and a postcode; a country that has none, or where they are optional, needs only what it uses (decision 040). An
 * address with no country we can read is judged by SPEC §5's rule as it stands.
 */
export function addressComplete(address: Address | undefined): boolean {
  if (!address || !present(address.line1) || !present(address.city)) return false
  const country = countryCodeOf(address.country)
  if (!country) return present(address.stateOrProvince) && present(address.postalCode)
  const format = addressFormat(country)
  return (
    (!format.regionRequired || present(address.stateOrProvince)) &&
    (!format.postcodeRequired || present(address.postalCode))
  )
}

/** What completeness is judged on, read from the booking. */
export interface AdvanceFacts {
  readonly completeGuests: number
  readonly totalGuests: number
  readonly address: Address | undefined
  /** Per booking account: has room configurations, travel records, registration entries. */
  readonly accounts: readonly {
    readonly roomConfigurations: boolean
    readonly travel: boolean
    readonly registration: boolean
  }[]
}

/** SPEC §5, one part. */
export function partComplete(part: AdvancePart, facts: AdvanceFacts): boolean {
  switch (part) {
    case 'group':
      return facts.completeGuests >= facts.totalGuests
    case 'address':
      return addressComplete(facts.address)
    case 'villaConfiguration':
      return facts.accounts.some((a) => a.roomConfigurations)
    case 'flight':
      return facts.accounts.some((a) => a.travel)
    case 'registration':
      return facts.accounts.some((a) => a.registration)
  }
}

export interface AdvanceProgress {
  readonly parts: readonly { readonly part: AdvancePart; readonly complete: boolean }[]
  readonly done: number
  readonly total: number
  /** SPEC §4: every required part complete; true when none is required. */
  readonly complete: boolean
  /** The first required part still to do. */
  readonly next: AdvancePart | undefined
}

/** The required parts in their fixed order, each with its state, and the whole. */
export function advanceProgress(required: ReadonlySet<AdvancePart>, facts: AdvanceFacts): AdvanceProgress {
  const parts = advanceParts
    .filter((part) => required.has(part))
    .map((part) => ({ part, complete: partComplete(part, facts) }))
  const done = parts.filter((p) => p.complete).length
  return {
    parts,
    done,
    total: parts.length,
    complete: done === parts.length,
    next: parts.find((p) => !p.complete)?.part,
  }
}
