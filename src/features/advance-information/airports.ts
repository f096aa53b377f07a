/**
 * Airports guests fly between, with the time zone their flight times are in (a flight's times are
 * the local times of the airport named, SPEC-issue rule; docs/advance-information.md). A short
 * list the resort can extend; the form offers exactly these.
 */
export const airports = {
  PMI: { name: 'Palma de Mallorca', timeZone: 'Europe/Madrid' },
  LGW: { name: 'London Gatwick', timeZone: 'Europe/London' },
  LHR: { name: 'London Heathrow', timeZone: 'Europe/London' },
  STN: { name: 'London Stansted', timeZone: 'Europe/London' },
  MAN: { name: 'Manchester', timeZone: 'Europe/London' },
  BRS: { name: 'Bristol', timeZone: 'Europe/London' },
  EDI: { name: 'Edinburgh', timeZone: 'Europe/London' },
  DUB: { name: 'Dublin', timeZone: 'Europe/Dublin' },
  AMS: { name: 'Amsterdam', timeZone: 'Europe/Amsterdam' },
  FRA: { name: 'Frankfurt', timeZone: 'Europe/Berlin' },
  JFK: { name: 'New York JFK', timeZone: 'America/New_York' },
} as const satisfies Record<string, { name: string; timeZone: string }>

export type AirportCode = keyof typeof airports

export const isAirportCode = (code: string): code is AirportCode => Object.hasOwn(airports, code)
