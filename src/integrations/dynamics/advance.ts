// What advance information reads in Dynamics: each booking account's room configurations,
// travel records and registration entries, and its family group's address, all with their
// ETags (as versions) so a save never overwrites a change made meanwhile (advance-writes.ts).
import * as v from 'valibot'
import type { DynamicsClient } from './client.ts'
import { Collection, FamilyGroup } from './schemas.ts'
import type { AdvanceAccount, Flight } from '../../domain/booking.ts'
import { toFamilyGroup, value } from './booking-records.ts'

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
  'adr_GroupFamily($select=accountid,_primarycontactid_value,address1_line1,address1_city,address1_stateorprovince,address1_postalcode,address1_country;$expand=adr_account_contact($select=contactid)),' +
  'adr_adr_accounts_adr_travel_BookingAccount($select=adr_travelid,adr_direction,adr_flightnumber,adr_airport,adr_datetime),' +
  'adr_adr_accounts_adr_registrationform_BookingAccount($select=adr_registrationformid,adr_fullname,createdon))'

const AdvanceAccounts = Collection(
  v.object({ adr_opportunity_adr_accounts_Opportunity: v.array(AdvanceAccountRecord) }),
)

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
  const accounts = (await client.get(query, AdvanceAccounts)).value[0]?.adr_opportunity_adr_accounts_Opportunity
  return (accounts ?? []).map(toAdvanceAccount)
}
