// A booking of a test's own (POST /__sandbox/bookings): tests that change a booking, or that a
// limit per booking counts, never share one. The first person is the lead booker.
import * as v from 'valibot'
import { membershipClassificationOptions as m } from '../dynamics/option-sets.ts'
import { bookingStatements, invoicedTransfer } from './bookings.ts'

export const TestBooking = v.object({
  arrivalInDays: v.optional(v.pipe(v.number(), v.integer()), 30),
  nights: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 7),
  party: v.pipe(
    v.array(
      v.object({
        first: v.pipe(v.string(), v.nonEmpty()),
        last: v.pipe(v.string(), v.nonEmpty()),
        /** Age on the leaving date; none: no date of birth recorded (an adult, SPEC §5). */
        age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
    v.minLength(1),
  ),
  /** How many days ago the booking was made (its `createdon`); 60 unless said. */
  bookedDaysAgo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** An invoiced airport transfer for this many pounds, for a test that pays an invoice (issue 40). */
  invoicedPounds: v.optional(v.pipe(v.number(), v.minValue(1))),
})

export interface TestBookingIds {
  readonly opportunityId: string
  readonly leadContactId: string
  readonly guests: readonly { readonly id: string; readonly contactId: string; readonly name: string }[]
}

/** Inserts a booking with random ids and answers them. */
export async function addTestBooking(
  db: D1Database,
  input: v.InferOutput<typeof TestBooking>,
): Promise<TestBookingIds> {
  const leadContactId = crypto.randomUUID()
  const made: Record<string, string[]> = {}
  const makeId = (prefix: string) => {
    const id = crypto.randomUUID()
    made[prefix] = [...(made[prefix] ?? []), id]
    return id
  }
  const party = input.party.map((person, i) => ({
    ...person,
    ...(i === 0 ? { contactId: leadContactId } : {}),
    wk1: person.age === undefined || person.age >= 13 ? m.adult : m.child,
  }))
  const seed = {
    lead: leadContactId,
    arrival: input.arrivalInDays,
    nights: input.nights,
    ...(input.bookedDaysAgo === undefined ? {} : { bookedDaysAgo: input.bookedDaysAgo }),
    villas: '1301',
    party,
    products: [['Adult Membership', party.length, m.adult]] as [string, number, number][],
    extras: input.invoicedPounds ? [invoicedTransfer(input.invoicedPounds)] : [],
  }
  await db.batch(bookingStatements(db, seed, Date.now(), makeId))
  const opportunityId = made['0a000000']![0]!
  const guests = await db
    .prepare(
      `SELECT json_extract(data, '$.adr_bookingguestid') AS id, json_extract(data, '$._adr_contactid_value') AS contactId,
         json_extract(data, '$.adr_name') AS name
       FROM dyn_records WHERE entity_set = 'adr_bookingguests' AND json_extract(data, '$._adr_opportunity_value') = ?`,
    )
    .bind(opportunityId)
    .all<{ id: string; contactId: string; name: string }>()
  // In the party's order (the ids were made in that order).
  const order = made['0f000000'] ?? []
  const sorted = [...guests.results].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
  return { opportunityId, leadContactId, guests: sorted }
}
