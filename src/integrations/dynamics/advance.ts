// What advance information reads and writes in Dynamics: each booking account's room
// configurations, travel records and registration entries, and its family group's address,
// all with their ETags so a save never overwrites a change made meanwhile.
import * as v from 'valibot'
import type { DynamicsClient } from './client.ts'
import { Collection, FamilyGroup } from './schemas.ts'
import type { Address } from '../../domain/advance-information.ts'
import type { FlightRecord } from '../../domain/flight-times.ts'
import { inFamilyGroup } from '../../domain/guests.ts'

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

const AdvanceAccount = v.object({
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
export type AdvanceAccount = v.InferOutput<typeof AdvanceAccount>

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
  const Shape = v.object({ adr_opportunity_adr_accounts_Opportunity: v.array(AdvanceAccount) })
  return (await client.get(query, Collection(Shape))).value[0]?.adr_opportunity_adr_accounts_Opportunity ?? []
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
  const existing = account.adr_adr_accounts_adr_travel_BookingAccount
  const undo: (() => Promise<void>)[] = []
  try {
    for (const leg of legs) {
      const body = {
        adr_direction: leg.direction,
        adr_flightnumber: leg.flightNumber,
        adr_airport: leg.airport,
        adr_datetime: leg.dateTime,
      }
      const record = existing.find((r) => r.adr_direction === leg.direction)
      if (record) {
        await client.patch(`adr_travels(${record.adr_travelid})`, body, record['@odata.etag'] ?? '*')
        const before = {
          adr_flightnumber: record.adr_flightnumber ?? null,
          adr_airport: record.adr_airport ?? null,
          adr_datetime: record.adr_datetime ?? null,
        }
        undo.push(() => client.patch(`adr_travels(${record.adr_travelid})`, before, '*'))
      } else {
        const id = await client.create('adr_travels', {
          ...body,
          'adr_BookingAccount@odata.bind': `/adr_accountses(${account.adr_accountsid})`,
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

/** A family group's postal address. */
export interface PostalAddress {
  readonly line1: string
  readonly city: string
  readonly stateOrProvince: string
  readonly postalCode: string
}

/** Saves the family group's address with the ETag read with the page: a change made meanwhile answers 412. */
export async function saveAddress(client: DynamicsClient, group: FamilyGroup, address: PostalAddress): Promise<void> {
  const changes = {
    address1_line1: address.line1,
    address1_city: address.city,
    address1_stateorprovince: address.stateOrProvince,
    address1_postalcode: address.postalCode,
  }
  await client.patch(`accounts(${group.accountid})`, changes, group['@odata.etag'] ?? '*')
}

/** Saves the account's room set-up ("{code}: {choice}; …", decision 026) with the ETag read with the page. */
export async function saveVillaSetup(
  client: DynamicsClient,
  account: AdvanceAccount,
  roomConfigurations: string,
): Promise<void> {
  await client.patch(
    `adr_accountses(${account.adr_accountsid})`,
    { new_roomconfigurations: roomConfigurations },
    account['@odata.etag'] ?? '*',
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
    'adr_BookingAccount@odata.bind': `/adr_accountses(${account.adr_accountsid})`,
  })
}

/** The family group's postal address on this account, as advance information judges it. */
export function accountAddress(account: AdvanceAccount | undefined): Address | undefined {
  const group = account?.adr_GroupFamily
  return group
    ? {
        line1: group.address1_line1,
        city: group.address1_city,
        stateOrProvince: group.address1_stateorprovince,
        postalCode: group.address1_postalcode,
      }
    : undefined
}

/** What an account holds of the account-level parts (SPEC §5). */
export const accountParts = (account: AdvanceAccount) => ({
  roomConfigurations: !!account.new_roomconfigurations?.trim(),
  travel: account.adr_adr_accounts_adr_travel_BookingAccount.length > 0,
  registration: account.adr_adr_accounts_adr_registrationform_BookingAccount.length > 0,
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
  const own = accounts.find((a) => inFamilyGroup(a.adr_GroupFamily, contactId)) ?? (lead ? accounts[0] : undefined)
  return { own, canChange: own !== undefined && (lead || own.adr_GroupFamily?._primarycontactid_value === contactId) }
}

/** The account's flights, by the portal's names. */
export const accountFlights = (account: AdvanceAccount | undefined): FlightRecord[] =>
  (account?.adr_adr_accounts_adr_travel_BookingAccount ?? []).map((r) => ({
    direction: r.adr_direction,
    flightNumber: r.adr_flightnumber,
    airport: r.adr_airport,
    dateTime: r.adr_datetime,
  }))
