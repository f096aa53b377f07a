import { describe, expect, it } from 'vitest'
import { calendarFile, escapeText, foldLine, type CalendarEvent } from '../../../src/features/itinerary/ics.ts'

const now = new Date(Date.UTC(2026, 10, 17, 8, 5, 9, 123))
const bytes = (text: string) => new TextEncoder().encode(text).length

interface Property {
  readonly name: string
  readonly params: string
  readonly value: string
}

/** A small reader for what calendarFile writes: unfold, split NAME;PARAMS:VALUE, unescape TEXT. */
function parse(ics: string): { readonly calendar: Property[]; readonly events: Map<string, Property>[] } {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  expect(lines.pop()).toBe('')
  const calendar: Property[] = []
  const events: Map<string, Property>[] = []
  let event: Map<string, Property> | undefined
  for (const line of lines) {
    const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line)
    if (!match) throw new Error(`Unreadable line: ${line}`)
    const property = { name: match[1] ?? '', params: match[2] ?? '', value: match[3] ?? '' }
    if (line === 'BEGIN:VEVENT') event = new Map()
    else if (line === 'END:VEVENT' && event) {
      events.push(event)
      event = undefined
    } else if (event) event.set(property.name, property)
    else calendar.push(property)
  }
  return { calendar, events }
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char))

/** The one event of a one-event file. */
function only(event: CalendarEvent): Map<string, Property> {
  const { events } = parse(calendarFile([event], { now }))
  expect(events).toHaveLength(1)
  return events[0] ?? new Map()
}

const timed = (start: string, end: string, timeZone = 'Europe/London'): CalendarEvent => ({
  uid: 'visit-1@guest-portal',
  summary: 'Spa',
  start: { dateTime: start, timeZone },
  end: { dateTime: end, timeZone },
})
const startOf = (event: CalendarEvent) => only(event).get('DTSTART')?.value
const allDayEnd = (start: string, end: string) =>
  only({ uid: 'stay-1@guest-portal', summary: 'Stay', start: { date: start }, end: { date: end } }).get('DTEND')

describe('foldLine', () => {
  it('leaves lines of up to 75 octets alone and folds a 76-octet one', () => {
    expect(foldLine('a'.repeat(74))).toBe('a'.repeat(74))
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75))
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`)
    expect(foldLine('')).toBe('')
  })

  it('counts the leading space of a continuation line towards its 75 octets', () => {
    const folded = foldLine('b'.repeat(75 + 74 + 1)).split('\r\n')
    expect(folded).toEqual(['b'.repeat(75), ` ${'b'.repeat(74)}`, ' b'])
  })

  it('never splits a multi-byte character', () => {
    // 74 ASCII bytes + 'é' (2 bytes) would make 76: the 'é' moves whole to the next line.
    expect(foldLine(`${'a'.repeat(74)}é`)).toBe(`${'a'.repeat(74)}\r\n é`)
    for (const line of ['é'.repeat(200), '🏖️'.repeat(60), `x${'🏖️é'.repeat(40)}`]) {
      const physical = foldLine(line).split('\r\n')
      expect(physical.length).toBeGreaterThan(1)
      for (const [index, part] of physical.entries()) {
        expect(bytes(part)).toBeLessThanOrEqual(75)
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).not.toThrow()
        expect(part.isWellFormed()).toBe(true)
        if (index > 0) expect(part.startsWith(' ')).toBe(true)
      }
      expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
    }
    // 'é' is 2 bytes: 37 fit on the first line (74 bytes), 37 after the space on the next (75).
    expect(foldLine('é'.repeat(74)).split('\r\n')).toEqual(['é'.repeat(37), ` ${'é'.repeat(37)}`])
  })
})

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and nothing else', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    expect(escapeText('one\r\ntwo\rthree')).toBe('one\\ntwo\\nthree')
    expect(escapeText('Check-in: 15:00 "Villa" \t🏖️ café')).toBe('Check-in: 15:00 "Villa" \t🏖️ café')
    expect(escapeText('\\n')).toBe('\\\\n')
  })

  it('drops control characters TEXT does not allow', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde')
  })
})

describe('calendarFile', () => {
  it('writes the calendar header, with the default or a given PRODID and an optional name', () => {
    const plain = calendarFile([], { now })
    expect(plain).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Guest Portal//Guest Hub//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    const named = parse(
      calendarFile([], { now, productId: '-//Resort//Portal 2//EN', calendarName: 'Smith, family; stay' }),
    )
    expect(named.calendar.find((p) => p.name === 'PRODID')?.value).toBe('-//Resort//Portal 2//EN')
    expect(named.calendar.find((p) => p.name === 'X-WR-CALNAME')?.value).toBe('Smith\\, family\\; stay')
    expect(plain).not.toContain('X-WR-CALNAME')
  })

  it('stamps every event with `now` in UTC as YYYYMMDDTHHMMSSZ', () => {
    const { events } = parse(
      calendarFile([timed('2026-12-03T14:00', '2026-12-03T15:00'), timed('2026-12-04T14:00', '2026-12-04T15:00')], {
        now,
      }),
    )
    expect(events.map((event) => event.get('DTSTAMP')?.value)).toEqual(['20261117T080509Z', '20261117T080509Z'])
    expect(events[0]?.get('DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/)
  })

  it('writes the properties in order, and DESCRIPTION and LOCATION only when given', () => {
    const ics = calendarFile(
      [
        {
          uid: 'stay-42@guest-portal',
          summary: 'Your stay',
          start: { date: '2026-12-03' },
          end: { date: '2026-12-05' },
        },
      ],
      { now },
    )
    expect(ics).toContain(
      [
        'BEGIN:VEVENT',
        'UID:stay-42@guest-portal',
        'DTSTAMP:20261117T080509Z',
        'DTSTART;VALUE=DATE:20261203',
        'DTEND;VALUE=DATE:20261206',
        'SUMMARY:Your stay',
        'END:VEVENT',
      ].join('\r\n'),
    )
    expect(ics).not.toContain('DESCRIPTION')
    expect(ics).not.toContain('LOCATION')
  })

  it('round-trips text with commas, semicolons, backslashes, newlines, emoji and accents', () => {
    const description =
      'Check-in from 15:00; bring ID, passport & booking ref.\nWi-Fi: "Villa\\Guest", code 1234.\r\nHave a lovely stay 🏖️☀️ — à bientôt, Zoë! '.repeat(
        3,
      )
    const location = 'Villa Élodie, Rua São João 12; Algarve, Portugal'
    const events: CalendarEvent[] = [
      {
        uid: 'stay-1@guest-portal',
        summary: 'Stay: Villa Élodie, 2 nights',
        description,
        location,
        start: { date: '2026-12-03' },
        end: { date: '2026-12-04' },
      },
      { ...timed('2026-12-03T18:30', '2026-12-03T20:00'), summary: 'Dinner; table, for 4 \\ 🍷' },
    ]
    const parsed = parse(calendarFile(events, { now }))
    expect(parsed.events.map((event) => unescapeText(event.get('SUMMARY')?.value ?? ''))).toEqual([
      'Stay: Villa Élodie, 2 nights',
      'Dinner; table, for 4 \\ 🍷',
    ])
    expect(unescapeText(parsed.events[0]?.get('DESCRIPTION')?.value ?? '')).toBe(description.replaceAll('\r\n', '\n'))
    expect(unescapeText(parsed.events[0]?.get('LOCATION')?.value ?? '')).toBe(location)
    expect(parsed.events.map((event) => event.get('UID')?.value)).toEqual([
      'stay-1@guest-portal',
      'visit-1@guest-portal',
    ])
    expect(parsed.events[1]?.has('DESCRIPTION')).toBe(false)
    expect(parsed.events.map((event) => [event.get('DTSTART')?.value, event.get('DTEND')?.value])).toEqual([
      ['20261203', '20261205'],
      ['20261203T183000Z', '20261203T200000Z'],
    ])
  })

  it('uses CRLF everywhere, ends with CRLF and keeps every line within 75 octets', () => {
    const long = `${'Très long texte 🏖️, avec; des\\ séparateurs\n'.repeat(20)}`
    const ics = calendarFile(
      [
        {
          uid: `stay-${'9'.repeat(100)}@guest-portal`,
          summary: long,
          description: long,
          location: long,
          start: { date: '2026-12-03' },
          end: { date: '2026-12-10' },
        },
      ],
      { now, calendarName: long },
    )
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/)
    const physical = ics.split('\r\n').slice(0, -1)
    expect(physical.length).toBeGreaterThan(40)
    for (const line of physical) {
      expect(bytes(line)).toBeLessThanOrEqual(75)
      expect(line.isWellFormed()).toBe(true)
    }
    expect(unescapeText(parse(ics).events[0]?.get('SUMMARY')?.value ?? '')).toBe(long)
  })

  describe('all-day events', () => {
    it('writes DATE values with an exclusive end, the day after the last day', () => {
      const event = only({
        uid: 'stay-1@guest-portal',
        summary: 'Stay',
        start: { date: '2026-12-03' },
        end: { date: '2026-12-05' },
      })
      expect(event.get('DTSTART')).toEqual({ name: 'DTSTART', params: ';VALUE=DATE', value: '20261203' })
      expect(event.get('DTEND')).toEqual({ name: 'DTEND', params: ';VALUE=DATE', value: '20261206' })
      expect(allDayEnd('2026-12-03', '2026-12-03')?.value).toBe('20261204')
    })

    it('rolls over month, year and February ends, leap years included', () => {
      expect(allDayEnd('2026-01-30', '2026-01-31')?.value).toBe('20260201')
      expect(allDayEnd('2026-04-28', '2026-04-30')?.value).toBe('20260501')
      expect(allDayEnd('2026-12-28', '2026-12-31')?.value).toBe('20270101')
      expect(allDayEnd('2026-02-27', '2026-02-28')?.value).toBe('20260301')
      expect(allDayEnd('2028-02-27', '2028-02-28')?.value).toBe('20280229')
      expect(allDayEnd('2028-02-27', '2028-02-29')?.value).toBe('20280301')
      expect(allDayEnd('2100-02-27', '2100-02-28')?.value).toBe('21000301')
      expect(allDayEnd('2000-02-27', '2000-02-28')?.value).toBe('20000229')
    })
  })

  describe('timed events, written in UTC', () => {
    it('converts Europe/London in winter (UTC+0) and summer (UTC+1)', () => {
      const winter = only(timed('2026-12-03T14:00', '2026-12-03T15:30:45'))
      expect(winter.get('DTSTART')).toEqual({ name: 'DTSTART', params: '', value: '20261203T140000Z' })
      expect(winter.get('DTEND')?.value).toBe('20261203T153045Z')
      const summer = only(timed('2026-07-15T14:00:30', '2026-07-15T23:30'))
      expect(summer.get('DTSTART')?.value).toBe('20260715T130030Z')
      expect(summer.get('DTEND')?.value).toBe('20260715T223000Z')
      expect(startOf(timed('2026-07-15T00:30', '2026-07-15T01:00'))).toBe('20260714T233000Z')
    })

    it('is right on the day the clocks go forward (29 March 2026, 01:00 GMT → 02:00 BST)', () => {
      expect(startOf(timed('2026-03-29T00:30', '2026-03-29T09:00'))).toBe('20260329T003000Z')
      expect(startOf(timed('2026-03-29T02:00', '2026-03-29T09:00'))).toBe('20260329T010000Z')
      expect(startOf(timed('2026-03-29T09:00', '2026-03-29T10:00'))).toBe('20260329T080000Z')
      expect(startOf(timed('2026-03-29T23:30', '2026-03-29T23:45'))).toBe('20260329T223000Z')
      // 01:30 never happens that night: RFC 5545 reads it with the offset before the gap (GMT).
      expect(startOf(timed('2026-03-29T01:30', '2026-03-29T09:00'))).toBe('20260329T013000Z')
    })

    it('is right on the day the clocks go back (25 October 2026, 02:00 BST → 01:00 GMT)', () => {
      expect(startOf(timed('2026-10-25T00:30', '2026-10-25T09:00'))).toBe('20261024T233000Z')
      expect(startOf(timed('2026-10-25T02:00', '2026-10-25T09:00'))).toBe('20261025T020000Z')
      expect(startOf(timed('2026-10-25T09:00', '2026-10-25T10:00'))).toBe('20261025T090000Z')
      // 01:30 happens twice that night: RFC 5545 takes the first (01:30 BST).
      expect(startOf(timed('2026-10-25T01:30', '2026-10-25T09:00'))).toBe('20261025T003000Z')
    })

    it('handles a half-hour offset and a change of date (Asia/Kolkata, UTC+5:30)', () => {
      expect(startOf(timed('2026-07-15T14:30', '2026-07-15T15:00', 'Asia/Kolkata'))).toBe('20260715T090000Z')
      expect(startOf(timed('2026-01-01T03:00', '2026-01-01T04:00', 'Asia/Kolkata'))).toBe('20251231T213000Z')
      expect(startOf(timed('2026-03-08T12:00', '2026-03-08T13:00', 'America/New_York'))).toBe('20260308T160000Z')
      expect(startOf(timed('2026-12-31T22:00', '2026-12-31T23:00', 'America/New_York'))).toBe('20270101T030000Z')
    })
  })

  it('refuses events it cannot write truthfully', () => {
    const stay = { uid: 'stay-1@guest-portal', summary: 'Stay' }
    const write = (event: CalendarEvent) => () => calendarFile([event], { now })
    expect(write({ ...stay, start: { date: '2026-02-30' }, end: { date: '2026-03-02' } })).toThrow(RangeError)
    expect(write({ ...stay, start: { date: '3 Dec 2026' }, end: { date: '2026-12-05' } })).toThrow(RangeError)
    expect(write({ ...stay, start: { date: '2026-12-05' }, end: { date: '2026-12-03' } })).toThrow(RangeError)
    expect(
      write({
        ...stay,
        start: { date: '2026-12-03' },
        end: { dateTime: '2026-12-05T10:00', timeZone: 'Europe/London' },
      }),
    ).toThrow(RangeError)
    expect(write(timed('2026-12-03T24:00', '2026-12-04T01:00'))).toThrow(RangeError)
    expect(write(timed('2026-12-03T14:00Z', '2026-12-03T15:00'))).toThrow(RangeError)
    expect(write(timed('2026-12-03T15:00', '2026-12-03T14:00'))).toThrow(RangeError)
    expect(write(timed('2026-12-03T14:00', '2026-12-03T15:00', 'Mars/Olympus_Mons'))).toThrow(RangeError)
  })
})
