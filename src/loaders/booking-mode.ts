import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { Booking } from '../domain/booking.ts'
import { homeMode, type HomeMode } from '../domain/home-mode.ts'
import { localDateIn } from '../domain/local-date.ts'

/** The selected booking's home mode (SPEC §4) on the resort's today. */
export function bookingHomeMode(c: Context<AppEnv>, booking: Booking | undefined): HomeMode {
  const stay = booking && { arrival: booking.arrival, leaving: booking.leaving }
  return homeMode(stay, localDateIn(c.get('config').RESORT_TIME_ZONE, new Date()))
}
