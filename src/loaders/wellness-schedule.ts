import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { Booking } from '../domain/booking.ts'
import { report } from '../http/report.ts'
import { mindbodyClient } from '../integrations/mindbody/client.ts'
import { wellnessVisits } from '../integrations/mindbody/visits.ts'
import { schedule, visitsDuring, wideScheduleWindow, windowCovers, type WellnessVisit } from '../domain/wellness.ts'
import { localDateIn, parseLocalDate } from '../domain/local-date.ts'

export type WellnessSchedule = ReturnType<typeof schedule> | { readonly unavailable: true } | { readonly none: true }

/** The guest's wellness client id: the token's claim when the auth hook adds it, else their profile's. */
export async function wellnessClientId(c: Context<AppEnv>): Promise<string | undefined> {
  const fromToken = c.get('user')?.wellnessClientId
  if (fromToken) return fromToken
  return (await c.get('profile')())?.mindbody_client_id?.trim() || undefined
}

/** One wide schedule read (decision 019): started before the booking is known; rejects on failure. */
export interface WideSchedule {
  readonly window: { readonly start: string; readonly end: string }
  readonly visits: Promise<WellnessVisit[] | undefined>
}

/** Starts the guest's schedule read over a window wide enough for any stay (undefined visits: no wellness client). */
export function wideSchedule(c: Context<AppEnv>): WideSchedule {
  const window = wideScheduleWindow(localDateIn(c.get('config').RESORT_TIME_ZONE, new Date()))
  const visits = wellnessClientId(c).then(async (clientId) =>
    clientId ? wellnessVisits(mindbodyClient(c.get('config')), clientId, window.start, window.end) : undefined,
  )
  visits.catch(() => undefined) // read (and reported) by stayWellness; never an unhandled rejection
  return { window, visits }
}

/**
 * The guest's wellness visits during a stay, from a wide read that may have started before the
 * booking was known (a stay outside its window is read on its own). A failure is logged and
 * reported, and answers 'unavailable' so the rest of the page renders (SPEC §8).
 */
export async function stayWellness(
  c: Context<AppEnv>,
  booking: Booking | undefined,
  wide: WideSchedule = wideSchedule(c),
): Promise<WellnessSchedule> {
  const stay = booking && { arrival: booking.arrival, leaving: booking.leaving }
  const arrival = stay?.arrival?.slice(0, 10)
  const leaving = stay?.leaving?.slice(0, 10)
  if (!arrival || !leaving || !parseLocalDate(arrival) || !parseLocalDate(leaving)) return { none: true }
  try {
    const visits = windowCovers(wide.window, arrival, leaving) ? await wide.visits : await readStay(c, arrival, leaving)
    if (!visits) return { none: true }
    return schedule(visitsDuring(visits, arrival, leaving), c.get('config').RESORT_TIME_ZONE, Date.now())
  } catch (error) {
    report(c, 'wellness.schedule', error)
    return { unavailable: true }
  }
}

/** The guest's visits over the stay's own dates (a stay the wide read does not cover). */
export async function readStay(
  c: Context<AppEnv>,
  arrival: string,
  leaving: string,
): Promise<WellnessVisit[] | undefined> {
  const clientId = await wellnessClientId(c)
  return clientId ? wellnessVisits(mindbodyClient(c.get('config')), clientId, arrival, leaving) : undefined
}
