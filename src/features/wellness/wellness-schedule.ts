import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { mindbodyClient } from '../../integrations/mindbody/client.ts'
import { wellnessVisits } from '../../integrations/mindbody/visits.ts'
import { schedule, visitsDuring, wideScheduleWindow, windowCovers } from './wellness.ts'
import type { WellnessVisit } from '../../domain/wellness-visit.ts'
import { localDateIn, parseLocalDate } from '../../domain/local-date.ts'

export type WellnessSchedule = ReturnType<typeof schedule> | { readonly unavailable: true } | { readonly none: true }

/** The guest's wellness client id: the token's claim when the auth hook adds it, else their profile's. */
export async function wellnessClientId(scope: Scope): Promise<string | undefined> {
  return scope.guest?.wellnessClientId()
}

/** One wide schedule read (decision 019): started before the booking is known; rejects on failure. */
export interface WideSchedule {
  readonly window: { readonly start: string; readonly end: string }
  readonly visits: Promise<WellnessVisit[] | undefined>
}

/** Starts the guest's schedule read over a window wide enough for any stay (undefined visits: no wellness client). */
export function wideSchedule(scope: Scope): WideSchedule {
  const window = wideScheduleWindow(localDateIn(scope.config.RESORT_TIME_ZONE, new Date()))
  const visits = wellnessClientId(scope).then(async (clientId) =>
    clientId ? wellnessVisits(mindbodyClient(scope.config), clientId, window.start, window.end) : undefined,
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
  scope: Scope,
  booking: Booking | undefined,
  wide: WideSchedule = wideSchedule(scope),
): Promise<WellnessSchedule> {
  const stay = booking && { arrival: booking.arrival, leaving: booking.leaving }
  const arrival = stay?.arrival?.slice(0, 10)
  const leaving = stay?.leaving?.slice(0, 10)
  if (!arrival || !leaving || !parseLocalDate(arrival) || !parseLocalDate(leaving)) return { none: true }
  try {
    const visits = windowCovers(wide.window, arrival, leaving)
      ? await wide.visits
      : await readStay(scope, arrival, leaving)
    if (!visits) return { none: true }
    return schedule(visitsDuring(visits, arrival, leaving), scope.config.RESORT_TIME_ZONE, Date.now())
  } catch (error) {
    scope.report('wellness.schedule', error)
    return { unavailable: true }
  }
}

/** The guest's visits over the stay's own dates (a stay the wide read does not cover). */
export async function readStay(scope: Scope, arrival: string, leaving: string): Promise<WellnessVisit[] | undefined> {
  const clientId = await wellnessClientId(scope)
  return clientId ? wellnessVisits(mindbodyClient(scope.config), clientId, arrival, leaving) : undefined
}
