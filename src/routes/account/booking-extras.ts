import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import type { Booking } from '../../http/bookings.ts'
import { monitoringTarget, reportContext } from '../../http/report.ts'
import { reportError } from '../../integrations/monitoring.ts'
import { extrasOf } from '../../integrations/dynamics/extras.ts'
import { describeExtra, groupExtras, type ExtraGroup } from '../../domain/extras.ts'

export type ExtrasView = { readonly groups: readonly ExtraGroup[] } | { readonly unavailable: true }

/** Reported when an extra's status or kind is not one we know; the guest sees it as Pending. */
class UnknownExtraError extends Error {
  override name = 'UnknownExtraError'
}

/**
 * The booking's extras grouped by kind, newest first (SPEC §4). An extra we cannot read is
 * shown as Pending and reported; a failed read costs only this section.
 */
export async function bookingExtras(c: Context<AppEnv>, booking: Booking): Promise<ExtrasView> {
  try {
    const reads = await c.var.bookings().reads()
    if (!reads) return { groups: [] }
    const { accounts, products } = await reads.extras(booking.opportunityid)
    const inputs = extrasOf(accounts, products)
    const views = inputs.map(describeExtra)
    const unknown = inputs.filter((_, i) => !views[i]!.understood)
    if (unknown.length > 0) {
      const what = unknown.map((extra) => `${extra.kind ?? 'unknown kind'} ${extra.id} status ${JSON.stringify(extra.status)}`).join('; ')
      reportError(new UnknownExtraError(`Extras shown as Pending: ${what}`), reportContext(c, 'extras.unknown'), monitoringTarget(c), 'warning')
    }
    return { groups: groupExtras(views) }
  } catch (error) {
    reportError(error, reportContext(c, 'extras.read'), monitoringTarget(c))
    return { unavailable: true }
  }
}
