import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import type { Booking } from '../../http/bookings.ts'
import { monitoringTarget, reportContext } from '../../http/report.ts'
import { reportError } from '../../integrations/monitoring.ts'
import { mindbodyClient } from '../../integrations/mindbody/client.ts'
import { schedule } from '../../domain/wellness.ts'
import { parseLocalDate } from '../../domain/local-date.ts'

export type WellnessSchedule = ReturnType<typeof schedule> | { readonly unavailable: true } | { readonly none: true }

/** The guest's wellness client id from their profile, or undefined. */
export async function wellnessClientId(c: Context<AppEnv>): Promise<string | undefined> {
  return (await c.var.profile())?.mindbody_client_id?.trim() || undefined
}

/**
 * The guest's wellness visits during a stay. A failure is logged and reported, and answers
 * 'unavailable' so the rest of the page renders (SPEC §8).
 */
export async function stayWellness(c: Context<AppEnv>, booking: Booking | undefined): Promise<WellnessSchedule> {
  const arrival = booking?.new_arrivaldateuserlocal?.slice(0, 10)
  const leaving = booking?.new_leavingdateuserlocal?.slice(0, 10)
  if (!parseLocalDate(arrival) || !parseLocalDate(leaving)) return { none: true }
  try {
    const clientId = await wellnessClientId(c)
    if (!clientId) return { none: true }
    const { visits } = await mindbodyClient(c.var.config).clientSchedule(clientId, arrival!, leaving!)
    return schedule(visits, c.var.config.RESORT_TIME_ZONE, Date.now())
  } catch (error) {
    reportError(error, reportContext(c, 'wellness.schedule'), monitoringTarget(c))
    return { unavailable: true }
  }
}
