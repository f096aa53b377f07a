/**
 * Wall-clock times in a named time zone ('YYYY-MM-DDTHH:MM[:SS]', no offset), as the wellness
 * system writes them for its site, and the instants they stand for.
 */

import { dateFormat } from './formatters.ts'
import { memo } from './memo.ts'

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/
const day = 86_400_000

// Offsets per zone and quarter hour: zone rules change offsets only on quarter-hour boundaries,
// so an offset holds for its whole quarter, and reading one from Intl is slow.
const quarter = 900_000
const offsets = memo<number>(20_000)

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const start = Math.floor(instant / quarter)
  return offsets(`${timeZone}|${start}`, () => readOffset(start * quarter, timeZone))
}

function readOffset(instant: number, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    Math.floor(instant / 1000) * 1000
  )
}

/**
 * The instant (ms since the epoch) of a wall-clock time in `timeZone`. As RFC 5545 (3.3.5) says,
 * a time that happens twice (clocks going back) is its first occurrence, and one that never
 * happens (clocks going forward) is read with the offset from before the gap. The offsets in
 * force a day before and a day after are each tried and kept when they hold at the instant they give.
 * @example zonedToInstant('2026-07-01T14:00', 'Europe/London') // Date.UTC(2026, 6, 1, 13)
 */
export function zonedToInstant(wallClock: string, timeZone: string): number | undefined {
  const m = wallClockPattern.exec(wallClock)
  if (!m) return undefined
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59) return undefined
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour, minute, second)
  let before: number
  let after: number
  try {
    ;[before, after] = [offsetAt(wall - day, timeZone), offsetAt(wall + day, timeZone)]
  } catch {
    return undefined // an unknown time zone
  }
  const [early, late] = [wall - before, wall - after]
  return offsetAt(early, timeZone) === before || offsetAt(late, timeZone) !== after ? early : late
}

/** The wall-clock time of an instant in `timeZone`, as 'YYYY-MM-DDTHH:MM'. */
export function instantToZoned(instant: number, timeZone: string): string {
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16)
}

/**
 * A date-time from the wellness system in the resort's zone: with an offset or 'Z' it is an
 * instant and is converted; without one it is already the site's (resort's) wall clock.
 */
export function inResortZone(value: string, timeZone: string): string | undefined {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const instant = Date.parse(value)
    return Number.isNaN(instant) ? undefined : instantToZoned(instant, timeZone)
  }
  return wallClockPattern.test(value) ? value.slice(0, 16) : undefined
}
