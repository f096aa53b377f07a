/** SPEC §5 and §8 messages, word for word. */
export const idMessages = {
  missing: 'Missing required data. Please try again.',
  badGuid: 'Invalid GUID format. Please try again.',
  missingContact: 'Missing required data [D]. Please try again.',
  missingOpportunity: 'Missing required data [O]. Please try again.',
  bookingsFailed: 'An unknown error occurred while fetching bookings.',
  storeWithoutUser: 'Failed to initialise bookings store: User not authenticated.',
} as const

/** SPEC §5: all identifiers are validated as UUIDs (any version, case-insensitive). */
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a value is written as a GUID (any version, any case). */
export const isGuid = (value: string | undefined): boolean => value !== undefined && guidPattern.test(value)

export type IdCheck = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly message: string }

/**
 * Checks an identifier: absent or blank → `missing`, not a GUID → 'Invalid GUID format…'.
 * Answers the id in lower case, as Dynamics writes them.
 */
export function checkId(value: unknown, missing: string = idMessages.missing): IdCheck {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { ok: false, message: missing }
  if (typeof value !== 'string' || !guidPattern.test(value.trim())) return { ok: false, message: idMessages.badGuid }
  return { ok: true, id: value.trim().toLowerCase() }
}
