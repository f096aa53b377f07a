// Who is on a booking, for work the portal does for no one guest (issue 42: telling the booking's guests of an answer
// from the resort). The booking's lead contact and its guests' contacts; never shown to anyone.
import * as v from 'valibot'
import type { DynamicsClient } from './client.ts'
import { Collection } from './schemas.ts'

const guid = v.pipe(v.string(), v.uuid())

const People = Collection(
  v.object({
    _parentcontactid_value: v.nullish(guid),
    adr_opportunity_adr_bookingguest_Opportunity: v.optional(
      v.array(v.object({ _adr_contactid_value: v.nullish(guid) })),
      [],
    ),
  }),
)

/**
 * The booking-system contacts on a booking: its lead booker and every guest linked to a contact, each once, in lower
 * case; [] when there is no such booking. The caller is the portal itself, never a guest's request: nothing here checks
 * who asks.
 */
export async function bookingContacts(client: DynamicsClient, bookingId: string): Promise<string[]> {
  const filter = encodeURIComponent(`opportunityid eq ${v.parse(guid, bookingId)}`)
  const expand = 'adr_opportunity_adr_bookingguest_Opportunity($select=_adr_contactid_value)'
  const answer = await client.get(
    `opportunities?$select=opportunityid,_parentcontactid_value&$filter=${filter}&$expand=${expand}`,
    People,
  )
  const contacts = answer.value.flatMap((booking) => [
    booking._parentcontactid_value,
    ...booking.adr_opportunity_adr_bookingguest_Opportunity.map((guest) => guest._adr_contactid_value),
  ])
  return [...new Set(contacts.filter((id): id is string => !!id).map((id) => id.toLowerCase()))]
}
