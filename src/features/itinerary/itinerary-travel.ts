/**
 * The travel in an itinerary (issue 30, docs/itinerary.md): the stay's arrival and departure, the flights of the
 * booking accounts the viewer may see, and the transfers, tied to the flight they meet or else to the arrival or
 * leaving day. A flight is shown at each airport's own local time.
 */
import { airports, isAirportCode } from '../advance-information/airports.ts'
import type { Booking, Flight } from '../../domain/booking.ts'
import type { Viewer } from '../../domain/companion-rights.ts'
import type { GroupMembers } from '../../domain/guests.ts'
import { dayOf, extraMore, type ItineraryExtra } from './itinerary-extras.ts'
import { dateOf, timedAt } from './itinerary-times.ts'
import {
  item,
  type FlightEnd,
  type FlightLeg,
  type ItemGuest,
  type ItineraryItem,
  type TransferDirection,
} from './itinerary-items.ts'
import { householdOf, maySeeAccount, type Person } from './itinerary-people.ts'

/** The stay's first and last day ('YYYY-MM-DD', the leaving day not before the arrival day). */
export interface Stay {
  readonly arrival: string
  readonly leaving: string
}

/** A flight as the portal stores it (one airport and time per leg), and the other end when it is known. */
export interface ItineraryFlight extends Pick<Flight, 'id' | 'direction' | 'flightNumber' | 'airport' | 'dateTime'> {
  /**
   * Not stored by the portal today: where an arrival flight leaves from, or where a departure lands, and when (an
   * instant, ISO 8601 with an offset or Z). Without it a flight shows the one end the guest gave.
   */
  readonly otherEnd?: { readonly airport: string; readonly dateTime: string } | undefined
}

/** A booking account as the itinerary reads it: its household and its flights (an AdvanceAccount is one). */
export interface ItineraryAccount {
  readonly id: string
  readonly group: GroupMembers | undefined
  readonly flights: readonly ItineraryFlight[]
}

export type FlightItem = Extract<ItineraryItem, { readonly kind: 'flight' }>

/** The arrival and departure flight of each account the viewer may see, by account id: what transfers meet. */
export type AccountLegs = ReadonlyMap<string, Partial<Record<FlightLeg, FlightItem>>>

/** The stay's arrival and departure, all-day on their dates, for everyone. */
export function stayItems(booking: Pick<Booking, 'id' | 'villaCodes'>, stay: Stay): ItineraryItem[] {
  const villaCodes = booking.villaCodes
  return [
    item('arrival', `arrival-${booking.id}`, { date: stay.arrival }, { villaCodes }),
    item('departure', `departure-${booking.id}`, { date: stay.leaving }, { villaCodes }),
  ]
}

/** One end of a flight: the airport, and the instant shown in its own zone (undefined when either cannot be read). */
function flightEnd(airport: string | null | undefined, dateTime: string | null | undefined): FlightEnd | undefined {
  const code = airport?.trim().toUpperCase()
  if (!code) return undefined
  const instant = Date.parse(dateTime ?? '')
  const at = isAirportCode(code) && !Number.isNaN(instant) ? timedAt(instant, airports[code].timeZone) : undefined
  return { airport: code, at }
}

/**
 * A flight from its departure to its arrival, each in its airport's local time (so a flight leaving London at 23:10
 * lands in Palma at 02:25 the next day, and the item sits on the day it leaves). With one end known, it is that end's
 * moment; with no readable time it goes to the undated list.
 */
export function flightItem(flight: ItineraryFlight, guests: readonly ItemGuest[]): FlightItem {
  const leg: FlightLeg | undefined =
    flight.direction === 'arrival' || flight.direction === 'departure' ? flight.direction : undefined
  const known = flightEnd(flight.airport, flight.dateTime)
  const other = flight.otherEnd && flightEnd(flight.otherEnd.airport, flight.otherEnd.dateTime)
  const [departs, lands] =
    leg === 'departure' ? [known, other] : leg === 'arrival' ? [other, known] : [undefined, known]
  const start = departs?.at ?? lands?.at
  const end = departs?.at && lands?.at ? lands.at : undefined
  const title = { leg, flightNumber: flight.flightNumber?.trim() || undefined, departs, lands }
  return item('flight', `flight-${flight.id}`, start, title, { end, guests }) as FlightItem
}

/**
 * The flights of the accounts the viewer may see (the lead booker: all; a companion: their household's), each naming
 * its household when the booking has more than one account; and each account's legs, for transfers to meet.
 */
export function flightItems(
  accounts: readonly ItineraryAccount[],
  viewer: Viewer,
  people: readonly Person[],
): { readonly items: FlightItem[]; readonly legs: AccountLegs } {
  const items: FlightItem[] = []
  const legs = new Map<string, Partial<Record<FlightLeg, FlightItem>>>()
  for (const account of accounts) {
    if (!maySeeAccount(viewer, account.group)) continue
    const guests = householdOf(people, account.group, accounts.length)
    const own: Partial<Record<FlightLeg, FlightItem>> = {}
    for (const flight of account.flights) {
      const made = flightItem(flight, guests)
      items.push(made)
      const leg = made.title.leg
      if (leg && made.start && !own[leg]) own[leg] = made
    }
    legs.set(account.id, own)
  }
  return { items, legs }
}

/** The flights of an extra's own account, or of the booking's one account; undefined when the viewer may see none. */
function flightsOf(
  extra: ItineraryExtra,
  accounts: readonly Pick<ItineraryAccount, 'id'>[],
  legs: AccountLegs,
): Partial<Record<FlightLeg, FlightItem>> | undefined {
  const accountId = extra.accountId ?? (accounts.length === 1 ? accounts[0]?.id : undefined)
  return accountId === undefined ? undefined : legs.get(accountId)
}

/**
 * Car hire: collected when the arrival flight of its account lands, so at that time, meeting the flight (issue 38:
 * not "All day" when the booking system knows the flight); without a flight the viewer may see, all day on the
 * arrival day (or on its `day`, when given).
 */
export function carHireItems(
  extra: ItineraryExtra,
  stay: Stay | undefined,
  accounts: readonly Pick<ItineraryAccount, 'id'>[],
  legs: AccountLegs,
  people: readonly Person[],
): ItineraryItem[] {
  const d = extra.details
  const title = { carType: d.carType ?? undefined, reservationNumber: d.reservationNumber ?? undefined }
  const more = extraMore(extra, people)
  const id = `car-${extra.id}`
  const flight = flightsOf(extra, accounts, legs)?.arrival
  const landing = flight?.title.lands?.at
  const given = dayOf(extra.day)
  const day = given ?? stay?.arrival
  if (flight && landing && (!given || given === dateOf(landing)))
    return [item('carHire', id, landing, title, { ...more, meets: flight.id })]
  return [item('carHire', id, day ? { date: day } : undefined, title, more)]
}

/**
 * A transfer each way it goes. To the resort, it meets the arrival flight at its landing time; from the resort, it is
 * on the departure flight's day, before it (the pick-up time is not known; the item names the flight's time). It meets
 * the flight of its own account (or of the booking's one account) when the viewer may see that flight; otherwise it is
 * on the arrival or leaving day.
 * A transfer whose direction is unknown has no day: it goes to the undated list.
 */
export function transferItems(
  extra: ItineraryExtra,
  stay: Stay | undefined,
  accounts: readonly Pick<ItineraryAccount, 'id'>[],
  legs: AccountLegs,
  people: readonly Person[],
): ItineraryItem[] {
  const flights = flightsOf(extra, accounts, legs)
  const more = extraMore(extra, people)
  const guests = extra.details.guests ?? undefined
  const one = (direction: TransferDirection | undefined, suffix = ''): ItineraryItem => {
    const id = `transfer-${extra.id}${suffix}`
    const title = { direction, guests }
    if (direction === 'toResort') {
      const flight = flights?.arrival
      const landing = flight?.title.lands?.at
      if (flight && landing) return item('transfer', id, landing, title, { ...more, meets: flight.id })
      return item('transfer', id, stay && { date: stay.arrival }, title, more)
    }
    if (direction === 'fromResort') {
      const flight = flights?.departure
      const leaving = flight?.title.departs?.at
      if (flight && leaving) {
        const before = { ...title, beforeFlight: leaving }
        return item('transfer', id, { date: dateOf(leaving) }, before, { ...more, meets: flight.id })
      }
      return item('transfer', id, stay && { date: stay.leaving }, title, more)
    }
    return item('transfer', id, undefined, title, more)
  }
  if (extra.direction === 'both') return [one('toResort', '-to'), one('fromResort', '-from')]
  return [one(extra.direction)]
}
