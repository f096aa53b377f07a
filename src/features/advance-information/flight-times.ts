/** Flight times as guests read them: the instant stored, shown in the local time of its airport. */
import { airports, isAirportCode } from './airports.ts'
import { instantToZoned } from '../../domain/zoned-time.ts'
import { formatLongDate } from '../../domain/local-date.ts'
import { ownWords, type Locale } from '../../domain/locale.ts'
import type { Texts } from '../../i18n/texts.ts'

export interface FlightRecord {
  readonly direction: string | null | undefined
  readonly flightNumber: string | null | undefined
  readonly airport: string | null | undefined
  /** An instant (ISO 8601 with an offset or Z). */
  readonly dateTime: string | null | undefined
}

/** The local date and time at the airport ('YYYY-MM-DD', 'HH:MM'), or undefined when either is unknown. */
export function localAtAirport(
  airport: string | null | undefined,
  dateTime: string | null | undefined,
): [string, string] | undefined {
  const instant = Date.parse(dateTime ?? '')
  if (!airport || !isAirportCode(airport) || Number.isNaN(instant)) return undefined
  const local = instantToZoned(instant, airports[airport].timeZone)
  return [local.slice(0, 10), local.slice(11, 16)]
}

/**
 * A flight as a label and its text, in the guest's language: ["Arrival", "BA2712 at Palma de Mallorca (PMI), Sunday,
 * 1 August 2027 at 14:35 local time"].
 */
export function flightFact(record: FlightRecord, t: Texts, locale: Locale): [label: string, text: string] {
  const local = localAtAirport(record.airport, record.dateTime)
  const airport =
    record.airport && isAirportCode(record.airport)
      ? `${airports[record.airport].name} (${record.airport})`
      : (record.airport ?? '')
  const flight = ownWords(record.flightNumber ?? '', locale)
  const date = local && formatLongDate(local[0], locale)
  const at = ownWords(airport, locale)
  return [
    record.direction === 'departure' ? t.advance_departure() : t.advance_arrival(),
    local && date
      ? t.advance_flight_at_when({ flight, airport: at, date, time: local[1] })
      : t.advance_flight_at({ flight, airport: at }),
  ]
}

/** "Arrival: BA2712 at Palma de Mallorca (PMI), Sunday, 1 August 2027 at 14:35 local time". */
export function flightLine(record: FlightRecord, t: Texts, locale: Locale): string {
  const [label, text] = flightFact(record, t, locale)
  return t.advance_fact_line({ label, text })
}
