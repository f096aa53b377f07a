// Quiet hours (issue 41, decision 052): reminders go out between 09:00 and 20:00 on the guest's clock; anything due
// outside those hours waits for the morning. The guest's clock is the time zone their device gave when they turned
// push on, else the resort's.
import { instantToZoned, zonedToInstant } from '../../domain/zoned-time.ts'
import { addDays, formatLocalDate, parseLocalDate } from '../../domain/local-date.ts'

/** The hours of the guest's day in which reminders are sent: from `opens` (inclusive) to `closes` (exclusive). */
export const sendingHours = { opens: 9, closes: 20 } as const

export type SendingWindow = { readonly open: true } | { readonly open: false; readonly opensAt: number }

/** Whether `zone` is an IANA time zone the runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * Whether a reminder may go out at `now` on the clock of `timeZone`, and if not, the instant the next window opens
 * (09:00 that day before 09:00, else 09:00 the next day; on a day the clocks change at 09:00 the zone's rules decide).
 * @example sendingWindow(Date.UTC(2026, 6, 1, 21), 'Europe/London') // { open: false, opensAt: Date.UTC(2026, 6, 2, 8) }
 */
export function sendingWindow(now: number, timeZone: string): SendingWindow {
  const wall = instantToZoned(now, timeZone)
  const hour = Number(wall.slice(11, 13))
  if (hour >= sendingHours.opens && hour < sendingHours.closes) return { open: true }
  const today = parseLocalDate(wall.slice(0, 10))
  if (!today) throw new RangeError(`Cannot read the time in ${timeZone}`)
  const day = hour < sendingHours.opens ? today : addDays(today, 1)
  const opens = `${formatLocalDate(day)}T${String(sendingHours.opens).padStart(2, '0')}:00`
  const opensAt = zonedToInstant(opens, timeZone)
  if (opensAt === undefined) throw new RangeError(`Cannot read ${opens} in ${timeZone}`)
  return { open: false, opensAt }
}
