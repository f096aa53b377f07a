/**
 * iCalendar (RFC 5545) files, so a guest can add a stay or a booked visit to Apple, Google or
 * Outlook calendars. Timed events are written in UTC, so the file needs no VTIMEZONE block.
 */
import { parseLocalDate } from '../../domain/local-date.ts'
import { zonedToInstant } from '../../domain/zoned-time.ts'

type AllDay = { readonly date: string }
type Timed = { readonly dateTime: string; readonly timeZone: string }

/** One event of a calendar file, in the booking system's own terms (dates and resort wall-clock times). */
export interface CalendarEvent {
  /** Stable and globally unique, e.g. 'stay-<id>@guest-portal': calendars use it to update rather than duplicate. */
  readonly uid: string
  readonly summary: string
  readonly description?: string
  readonly location?: string
  /**
   * Either an all-day span (dates 'YYYY-MM-DD'; `end` is the last day, inclusive: the file writes
   * DTEND as the day after, as RFC 5545 wants) or wall-clock times 'YYYY-MM-DDTHH:MM[:SS]' in an
   * IANA time zone (e.g. 'Europe/London'). Start and end must be of the same kind.
   */
  readonly start: AllDay | Timed
  readonly end: AllDay | Timed
}

const CRLF = '\r\n'
const DAY = 86_400_000
const defaultProductId = '-//Guest Portal//Guest Hub//EN'

/** A language tag (RFC 5646) as a LANGUAGE parameter may hold: letters, digits and hyphens, no quoting needed. */
const languageTag = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/

/**
 * The whole .ics file (CRLF lines, folded, ending with CRLF). `now` is the DTSTAMP, passed in so the
 * output is deterministic. `language`, when given, is the language of the texts (the events' SUMMARY, DESCRIPTION and
 * LOCATION, and the calendar's name), said by RFC 5545's LANGUAGE parameter (3.2.10) on each of them. Throws a
 * RangeError for an unreadable date, time or zone, an end before its start, or a start and end of different kinds: a
 * wrong calendar entry is worse than none.
 */
export function calendarFile(
  events: readonly CalendarEvent[],
  options: {
    readonly now: Date
    readonly productId?: string
    readonly calendarName?: string
    readonly language?: string | undefined
  },
): string {
  if (options.language !== undefined && !languageTag.test(options.language))
    throw new RangeError(`Not a language tag: '${options.language}'`)
  const text = (name: string) => (options.language === undefined ? `${name}:` : `${name};LANGUAGE=${options.language}:`)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.productId ?? defaultProductId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ]
  if (options.calendarName !== undefined) lines.push(`${text('X-WR-CALNAME')}${escapeText(options.calendarName)}`)
  const stamp = utcStamp(options.now.getTime())
  for (const event of events) {
    const [start, end] = span(event)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART${start}`,
      `DTEND${end}`,
      `${text('SUMMARY')}${escapeText(event.summary)}`,
    )
    if (event.description !== undefined) lines.push(`${text('DESCRIPTION')}${escapeText(event.description)}`)
    if (event.location !== undefined) lines.push(`${text('LOCATION')}${escapeText(event.location)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlCharacters = /[\x00-\x08\x0B-\x1F\x7F]/g

/**
 * RFC 5545 TEXT escaping (backslash, semicolon, comma; any line break becomes '\n'), so guest-facing
 * text cannot break the file's structure. Other control characters, which TEXT forbids, are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n?|\n/g, '\\n')
    .replace(controlCharacters, '')
}

/**
 * Folds a content line at 75 octets (UTF-8 bytes, as RFC 5545 counts them); continuation lines start
 * with one space, which counts towards their 75. Splits only between code points, so no multi-byte
 * character is cut and every physical line stays valid UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = utf8Length(char)
    if (size + bytes > 75) {
      parts.push(current)
      current = ' '
      size = 1
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join(CRLF)
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/** The DTSTART and DTEND values, each with its ':' or ';VALUE=DATE:' prefix. */
function span({ uid, start, end }: CalendarEvent): [string, string] {
  if ('date' in start && 'date' in end) {
    const [first, last] = [dayStart(start.date), dayStart(end.date)]
    if (last < first) throw new RangeError(`Calendar event ${uid} ends before it starts`)
    return [`;VALUE=DATE:${utcDate(first)}`, `;VALUE=DATE:${utcDate(last + DAY)}`]
  }
  if ('dateTime' in start && 'dateTime' in end) {
    const [from, to] = [wallClockToUtc(start.dateTime, start.timeZone), wallClockToUtc(end.dateTime, end.timeZone)]
    if (to <= from) throw new RangeError(`Calendar event ${uid} ends before it starts`)
    return [`:${utcStamp(from)}`, `:${utcStamp(to)}`]
  }
  throw new RangeError(`Calendar event ${uid} mixes an all-day and a timed start and end`)
}

/** Midnight UTC (ms) of a 'YYYY-MM-DD' date, used only for day arithmetic. */
function dayStart(value: string): number {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseLocalDate(value) : undefined
  if (!date) throw new RangeError(`Not a calendar date: '${value}'`)
  return Date.UTC(date.year, date.month - 1, date.day)
}

/** The UTC instant (ms) of a wall-clock time in `timeZone` (RFC 5545 rules: see zoned-time.ts). */
function wallClockToUtc(value: string, timeZone: string): number {
  const instant =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) && parseLocalDate(value.slice(0, 10))
      ? zonedToInstant(value, timeZone)
      : undefined
  if (instant === undefined) throw new RangeError(`Not a wall-clock time in ${timeZone}: '${value}'`)
  return instant
}

/** 'YYYYMMDD' of a UTC instant. */
function utcDate(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10).replaceAll('-', '')
}

/** 'YYYYMMDDTHHMMSSZ' of a UTC instant (milliseconds dropped). */
function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '')
}
