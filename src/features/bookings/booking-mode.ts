import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { homeMode, type HomeMode } from '../../domain/home-mode.ts'
import { localDateIn } from '../../domain/local-date.ts'

/** The selected booking's home mode (SPEC §4) on the resort's today. */
export function bookingHomeMode(scope: Scope, booking: Booking | undefined): HomeMode {
  const stay = booking && { arrival: booking.arrival, leaving: booking.leaving }
  return homeMode(stay, localDateIn(scope.config.RESORT_TIME_ZONE, new Date()))
}
