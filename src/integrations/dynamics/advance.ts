// What advance information reads and writes in Dynamics: each booking account's room
// configurations, travel records and registration entries, and its family group's address,
// all with their ETags so a save never overwrites a change made meanwhile.
import * as v from 'valibot'
import type { DynamicsClient } from './client.ts'
import { Collection, FamilyGroup } from './schemas.ts'
import type { Address } from '../../domain/advance-information.ts'
import type { AdvanceAccount, FamilyGroup as PortalFamilyGroup, Flight } from '../../domain/booking.ts'
import { inFamilyGroup } from '../../domain/guests.ts'
import { toFamilyGroup } from './booking-records.ts'

const guid = v.pipe(v.string(), v.uuid())
const text = v.nullish(v.string())
const etag = v.optional(v.string())

export const TravelRecord = v.object({
  adr_travelid: guid,
  '@odata.etag': etag,
  adr_direction: text,
  adr_flightnumber: text,
  adr_airport: text,
  adr_datetime: text,
})
export type TravelRecord = v.InferOutput<typeof TravelRecord>

const AdvanceAccountRecord = v.object({
  adr_accountsid: guid,
  '@odata.etag': etag,
  new_roomconfigurations: text,
  // The family group's address and members, in the shape the booking reads use.
  adr_GroupFamily: v.nullish(FamilyGroup),
  adr_adr_accounts_adr_travel_BookingAccount: v.optional(v.array(TravelRecord), []),
  adr_adr_accounts_adr_registrationform_BookingAccount: v.optional(
    v.array(v.object({ adr_registrationformid: guid, adr_fullname: text, createdon: text })),
    [],
  ),
})

const value = <T>(x: T | null | undefined): T | undefined => x ?? undefined

const toFlight = (record: TravelRecord): Flight => ({
  id: record.adr_travelid,
  direction: value(record.adr_direction),
  flightNumber: value(record.adr_flightnumber),
  airport: value(record.adr_airport),
  dateTime: value(record.adr_datetime),
  version: record['@odata.etag'],
})

const toAdvanceAccount = (record: v.InferOutput<typeof AdvanceAccountRecord>): AdvanceAccount => ({
  id: record.adr_accountsid,
  group: record.adr_GroupFamily ? toFamilyGroup(record.adr_GroupFamily) : undefined,
  roomConfigurations: value(record.new_roomconfigurations),
  flights: record.adr_adr_accounts_adr_travel_BookingAccount.map(toFlight),
  registrations: record.adr_adr_accounts_adr_registrationform_BookingAccount.map((r) => ({
    fullName: value(r.adr_fullname),
  })),
  version: record['@odata.etag'],
})

const expand =
  'adr_opportunity_adr_accounts_Opportunity($select=adr_accountsid,new_roomconfigurations;$expand=' +
  'adr_GroupFamily($select=accountid,_primarycontactid_value,address1_line1,address1_city,address1_stateorprovince,address1_postalcode;$expand=adr_account_contact($select=contactid)),' +
  'adr_adr_accounts_adr_travel_BookingAccount($select=adr_travelid,adr_direction,adr_flightnumber,adr_airport,adr_datetime),' +
  'adr_adr_accounts_adr_registrationform_BookingAccount($select=adr_registrationformid,adr_fullname,createdon))'

/**
 * The booking's accounts as advance information needs them; [] when the booking is not the contact's (`ownership`
 * filter).
 */
export async function readAdvanceAccounts(
  client: DynamicsClient,
  opportunityId: string,
  ownership: string,
): Promise<AdvanceAccount[]> {
  const query = `opportunities?$select=opportunityid&$filter=${encodeURIComponent(`opportunityid eq ${opportunityId} and ${ownership}`)}&$expand=${expand}`
  const Shape = v.object({ adr_opportunity_adr_accounts_Opportunity: v.array(AdvanceAccountRecord) })
  const accounts = (await client.get(query, Collection(Shape))).value[0]?.adr_opportunity_adr_accounts_Opportunity
  return (accounts ?? []).map(toAdvanceAccount)
}

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
}

/** Saves the family group's address with the ETag read with the page: a change made meanwhile answers 412. */
export async function saveAddress(
  client: DynamicsClient,
  group: PortalFamilyGroup,
  address: NewAddress,
): Promise<void> {
  const changes = {
    address1_line1: address.line1,
    address1_city: address.city,
    address1_stateorprovince: address.stateOrProvince,
    address1_postalcode: address.postalCode,
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

/** The family group's postal address on this account, as advance information judges it. */
export const accountAddress = (account: AdvanceAccount | undefined): Address | undefined => account?.group?.address

/** What an account holds of the account-level parts (SPEC §5). */
export const accountParts = (account: AdvanceAccount) => ({
  roomConfigurations: !!account.roomConfigurations?.trim(),
  travel: account.flights.length > 0,
  registration: account.registrations.length > 0,
})

/**
 * The account this guest completes: their own family group's, or the first for the lead booker;
 * and whether they may change it (the lead booker, or that group's primary contact).
 */
export function ownAccount(
  accounts: readonly AdvanceAccount[],
  contactId: string | undefined,
  lead: boolean,
): { readonly own: AdvanceAccount | undefined; readonly canChange: boolean } {
  const own = accounts.find((a) => inFamilyGroup(a.group, contactId)) ?? (lead ? accounts[0] : undefined)
  return { own, canChange: own !== undefined && (lead || own.group?.primaryContactId === contactId) }
}
