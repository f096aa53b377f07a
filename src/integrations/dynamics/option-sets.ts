// The booking system's option-set values the portal reads and writes for extras: the enquiry types
// of an upgrade request and a transfer's directions (decision 023). Only this integration knows them.
import type { UpgradeType } from '../../domain/extra.ts'

/** The upgrade enquiries of `cm_guesthubtype` (SPEC §3), as option-set values. */
export const guestHubTypeCodes: Record<UpgradeType, number> = {
  rascals: 100000000,
  watersportsUpgrade: 100000001,
  crecheUpgrade: 100000002,
}

export function upgradeTypeOf(code: unknown): UpgradeType | undefined {
  return (Object.keys(guestHubTypeCodes) as UpgradeType[]).find((type) => guestHubTypeCodes[type] === code)
}

/** The transfer directions of `adr_direction`, as option-set values. */
const directionText: Record<number, string> = {
  100000000: 'To the resort',
  100000001: 'From the resort',
  100000002: 'To and from the resort',
}
export const transferDirectionText = (code: unknown) => (typeof code === 'number' ? directionText[code] : undefined)

/** The same directions as the portal's own words (the itinerary places a transfer by them). */
const directions: Record<number, 'toResort' | 'fromResort' | 'both'> = {
  100000000: 'toResort',
  100000001: 'fromResort',
  100000002: 'both',
}
export const transferDirection = (code: unknown) => (typeof code === 'number' ? directions[code] : undefined)
