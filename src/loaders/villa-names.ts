import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { Booking } from '../domain/booking.ts'
import { content } from '../http/content.tsx'
import { report } from '../http/report.ts'
import type { Villa } from '../integrations/content/villa-lookup.ts'

/**
 * The villas of all these bookings, looked up in one GraphQL query (SPEC §7). A content failure
 * is reported and costs only the names: the cards then show the villa codes.
 */
export async function villasOf(c: Context<AppEnv>, bookings: readonly Booking[]): Promise<ReadonlyMap<string, Villa>> {
  const codes = bookings.flatMap((booking) => booking.villaCodes)
  try {
    return await content(c).villasByCode(codes)
  } catch (error) {
    report(c, 'content.villas', error)
    return new Map()
  }
}
