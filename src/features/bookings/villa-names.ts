import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import type { Villa } from '../../integrations/content/villa-lookup.ts'

/**
 * The villas of all these bookings, looked up in one GraphQL query (SPEC §7). A content failure
 * is reported and costs only the names: the cards then show the villa codes.
 */
export async function villasOf(scope: Scope, bookings: readonly Booking[]): Promise<ReadonlyMap<string, Villa>> {
  const codes = bookings.flatMap((booking) => booking.villaCodes)
  try {
    return await scope.content().villasByCode(codes)
  } catch (error) {
    scope.report('content.villas', error)
    return new Map()
  }
}
