/** Flight times as guests read them: the instant stored, shown in the local time of its airport. */
import { airports, isAirportCode } from './airports.ts'
import { instantToZoned } from './zoned-time.ts'
import { formatLongDate } from './local-date.ts'

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

/** ["Arrival", "BA2712 at Palma de Mallorca (PMI), Sunday, 1 August 2027 at 14:35 local time"]. */
export function flightFact(record: FlightRecord): [label: string, text: string] {
  const local = localAtAirport(record.airport, record.dateTime)
  const airport =
    record.airport && isAirportCode(record.airport)
      ? `${airports[record.airport].name} (${record.airport})`
      : (record.airport ?? '')
  const when = local ? `, ${formatLongDate(local[0])} at ${local[1]} local time` : ''
  return [
    record.direction === 'departure' ? 'Departure' : 'Arrival',
    `${record.flightNumber ?? ''} at ${airport}${when}`,
  ]
}

/** "Arrival: BA2712 at Palma de Mallorca (PMI), Sunday, 1 August 2027 at 14:35 local time". */
export function flightLine(record: FlightRecord): string {
  return flightFact(record).join(': ')
}
