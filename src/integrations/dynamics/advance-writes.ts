// The advance-information writes: each owns its payload, its If-Match (the version read with the
// page) and, for the two-record flight save, its undo.
import type { DynamicsClient } from './client.ts'
import type { AdvanceAccount, FamilyGroup } from '../../domain/booking.ts'
import { countryName } from '../../domain/countries.ts'

export interface FlightLeg {
  readonly direction: 'arrival' | 'departure'
  readonly flightNumber: string
  readonly airport: string
  /** The instant, as an ISO string in UTC. */
  readonly dateTime: string
}

/** The first leg was saved but the second was not, and setting the first back failed too. */
export class PartlySavedError extends Error {
  override name = 'PartlySavedError'
  constructor(
    override readonly cause: unknown,
    readonly undoError: unknown,
  ) {
    super('The first flight was saved, the second failed, and undoing the first failed')
  }
}

/**
 * Saves both legs on the account's travel records: an existing record of that direction is
 * patched with its ETag, a missing one created. Two writes: when the second fails, the first
 * is undone (a created record deleted; a patched one set back, with `If-Match: *` because a
 * PATCH answers no new ETag) and the error passed on, so the flights are as they were. Should the
 * undo fail as well, a PartlySavedError says so.
 */
export async function saveFlights(
  client: DynamicsClient,
  account: AdvanceAccount,
  legs: readonly [FlightLeg, FlightLeg],
): Promise<void> {
  const existing = account.flights
  const undo: (() => Promise<void>)[] = []
  try {
    for (const leg of legs) {
      const body = {
        adr_direction: leg.direction,
        adr_flightnumber: leg.flightNumber,
        adr_airport: leg.airport,
        adr_datetime: leg.dateTime,
      }
      const flight = existing.find((f) => f.direction === leg.direction)
      if (flight) {
        await client.patch(`adr_travels(${flight.id})`, body, flight.version ?? '*')
        const before = {
          adr_flightnumber: flight.flightNumber ?? null,
          adr_airport: flight.airport ?? null,
          adr_datetime: flight.dateTime ?? null,
        }
        undo.push(() => client.patch(`adr_travels(${flight.id})`, before, '*'))
      } else {
        const id = await client.create('adr_travels', {
          ...body,
          'adr_BookingAccount@odata.bind': `/adr_accountses(${account.id})`,
        })
        undo.push(() => client.remove(`adr_travels(${id})`))
      }
    }
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        await step()
      } catch (undoError) {
        throw new PartlySavedError(error, undoError)
      }
    }
    throw error
  }
}

/** A family group's new postal address, as the form checked it. */
export interface NewAddress {
  readonly line1: string
  readonly city: string
  readonly stateOrProvince: string
  readonly postalCode: string
  /** The country's ISO 3166-1 code; saved as its English name, which staff read in the standard field. */
  readonly country: string
}

/** Saves the family group's address with the ETag read with the page: a change made meanwhile answers 412. */
export async function saveAddress(client: DynamicsClient, group: FamilyGroup, address: NewAddress): Promise<void> {
  const changes = {
    address1_line1: address.line1,
    address1_city: address.city,
    address1_stateorprovince: address.stateOrProvince,
    address1_postalcode: address.postalCode,
    address1_country: countryName(address.country, 'en-GB'),
  }
  await client.patch(`accounts(${group.id})`, changes, group.version ?? '*')
}

/** Saves the account's room set-up ("{code}: {choice}; …", decision 026) with the ETag read with the page. */
export async function saveVillaSetup(
  client: DynamicsClient,
  account: AdvanceAccount,
  roomConfigurations: string,
): Promise<void> {
  await client.patch(
    `adr_accountses(${account.id})`,
    { new_roomconfigurations: roomConfigurations },
    account.version ?? '*',
  )
}

/** What the resort needs at check-in (decision 026). */
export interface Registration {
  readonly fullName: string
  readonly dateOfBirth: string
  readonly nationality: string
  readonly documentNumber: string
  readonly mobilePhone: string
  readonly emergencyContactName: string
  readonly emergencyContactPhone: string
  readonly arrivalTime?: string | undefined
  readonly notes?: string | undefined
}

/**
 * Creates a registration entry on the booking account. A POST is sent once (never retried): a lost answer cannot
 * register twice.
 */
export async function register(
  client: DynamicsClient,
  account: AdvanceAccount,
  registration: Registration,
): Promise<void> {
  await client.create('adr_registrationforms', {
    adr_fullname: registration.fullName,
    adr_dateofbirth: registration.dateOfBirth,
    adr_nationality: registration.nationality,
    adr_documentnumber: registration.documentNumber,
    adr_mobilephone: registration.mobilePhone,
    adr_emergencycontactname: registration.emergencyContactName,
    adr_emergencycontactphone: registration.emergencyContactPhone,
    adr_arrivaltime: registration.arrivalTime || null,
    adr_notes: registration.notes || null,
    'adr_BookingAccount@odata.bind': `/adr_accountses(${account.id})`,
  })
}
