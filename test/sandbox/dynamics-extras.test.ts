// Every kind of extra the sandbox seeds reaches the portal's own reading (`bookingsOf(…).extras`)
// as the kind and status the seed meant. The sandbox keeps its own tables and option sets
// (sandbox/dynamics/extra-tables.ts, option-sets.ts) and the portal its own mapping
// (src/integrations/dynamics/extra-sets.ts, src/features/extras/extras.ts); what each table means to the
// portal is written here once, as the contract, so a wrong mapping on either side fails.
import { describe, expect, it } from 'vitest'
import { extraTables } from '../../sandbox/dynamics/extra-tables.ts'
import {
  guestHubTypeOptions,
  guestStatusOptions,
  membershipClassificationOptions,
  transferDirectionOptions,
} from '../../sandbox/dynamics/option-sets.ts'
import { demoBookings } from '../../sandbox/seed/bookings.ts'
import type { ExtraInput } from '../../src/domain/extra.ts'
import { type ExtraKind, extraKinds } from '../../src/domain/extra-kinds.ts'
import { readStatus } from '../../src/domain/extra-status.ts'
import { membershipKind } from '../../src/domain/membership.ts'
import { bookingsOf } from '../../src/integrations/dynamics/bookings.ts'
import { useSandbox } from './support.ts'
import { sandboxDynamics } from './dynamics-support.ts'

useSandbox()

type BookingSeed = (typeof demoBookings)[number]
type Membership = keyof typeof membershipClassificationOptions

/** The portal kind each of the booking system's tables of extras holds (docs/extras.md). */
const kindOfTable: Readonly<Record<string, ExtraKind>> = {
  adr_transfers: 'transfer',
  new_petitdeliveries: 'petitDelivery',
  new_waterdeliveries: 'waterDelivery',
  new_carhires: 'carHire',
  adr_odysseytrips: 'odysseyTrip',
  adr_shipwrecktrips: 'shipwreckTrip',
  new_hampers: 'hamper',
  new_shoppinglists: 'shoppingList',
  new_powerboatbookings: 'powerboat',
  adr_registrationforms: 'registrationForm',
  cm_guesthubenquiries: 'upgrade',
}

/** Products that are extras in themselves, confirmed by being bought (SPEC §4, decision 008). */
const kindOfProduct: Partial<Record<Membership, ExtraKind>> = {
  powerboat: 'powerboat',
  odyssey: 'odysseyTrip',
  skiTow: 'skiTow',
  privateTennis: 'privateTennis',
}

/** The note under a transfer, by its direction (SPEC §4). */
const directionNote: Readonly<Record<string, string>> = {
  toResort: 'To the resort',
  fromResort: 'From the resort',
  both: 'To and from the resort',
}

/** The label of a value in one of the sandbox's option sets; undefined for a value the set lacks. */
const label = (options: Readonly<Record<string, number>>, value: unknown) =>
  Object.keys(options).find((name) => options[name] === value)

/** An extra in a few words: kind, status ('unknown' for a value not understood), and a transfer's or enquiry's option. */
const words = (kind: string | undefined, status: string, option?: string) =>
  [kind ?? 'unknown kind', status, option].filter(Boolean).join(' ')

/** What the portal made of an extra. */
function seen(extra: ExtraInput): string {
  const { status, known } = readStatus(extra.status, extra.fromProduct)
  return words(extra.kind, known ? status : 'unknown', extra.note ?? extra.details.upgradeType)
}

/** What the seed meant by a booking's extras: its records of extras, and its products that are extras. */
function meant(seed: BookingSeed): string[] {
  const records = (seed.extras ?? []).map(([set, status, columns]) => {
    // A hamper's own invoicing column, when set, is its status (decision 023).
    const value = set === 'new_hampers' ? (columns.cm_gueststatuspendinginvoiced ?? status) : status
    const option =
      set === 'adr_transfers'
        ? directionNote[label(transferDirectionOptions, columns.adr_direction) ?? '']
        : set === 'cm_guesthubenquiries'
          ? label(guestHubTypeOptions, columns.cm_guesthubtype)
          : undefined
    return words(kindOfTable[set], value === null ? 'pending' : (label(guestStatusOptions, value) ?? 'unknown'), option)
  })
  const products = seed.products.flatMap(([, , code]) => {
    const kind = kindOfProduct[label(membershipClassificationOptions, code) as Membership]
    return kind ? [words(kind, 'confirmed')] : []
  })
  return [...records, ...products].sort()
}

const client = sandboxDynamics

/** The lead booker's reads, and the seeded booking as the portal lists it (found by its lead and villas). */
async function readsOf(seed: BookingSeed) {
  const reads = bookingsOf(client(), seed.lead)
  const booking = (await reads.list()).find(
    (b) => b.leadContactId === seed.lead && b.villaCodes.join(',') === seed.villas,
  )
  if (!booking) throw new Error(`seeded booking for villas ${seed.villas} not found`)
  return { reads, booking }
}

describe("the seed's extras and memberships through the portal's reading", () => {
  it('names a portal kind for every table of extras the sandbox serves, and seeds every kind', () => {
    expect(Object.keys(kindOfTable).sort()).toEqual(extraTables.map((table) => table.set).sort())
    const seeded = new Set(
      demoBookings.flatMap((seed) => [
        ...(seed.extras ?? []).map(([set]) => kindOfTable[set]),
        ...seed.products.map(([, , code]) => kindOfProduct[label(membershipClassificationOptions, code) as Membership]),
      ]),
    )
    expect(extraKinds.filter((kind) => !seeded.has(kind))).toEqual([])
  })

  it('reads each seeded extra as the kind and status the seed meant', async () => {
    for (const seed of demoBookings) {
      const { reads, booking } = await readsOf(seed)
      const { extras } = await reads.extras(booking.id)
      expect(extras.map(seen).sort(), `villas ${seed.villas}`).toEqual(meant(seed))
    }
  })

  it("reads each product's and each guest's classification as the membership the seed meant", async () => {
    for (const seed of demoBookings) {
      const { reads, booking } = await readsOf(seed)
      const { products } = await reads.extras(booking.id)
      const read = products.map((p) => `${p.name}: ${membershipKind(p.classification)}`).sort()
      const seeded = seed.products.map(([name, , code]) => `${name}: ${label(membershipClassificationOptions, code)}`)
      expect(read, `villas ${seed.villas}`).toEqual(seeded.sort())
      const weeks = (a: unknown, b: unknown) =>
        `${label(membershipClassificationOptions, a)}/${label(membershipClassificationOptions, b)}`
      const guests = booking.guests.map((g) => `${g.label}: ${membershipKind(g.week1)}/${membershipKind(g.week2)}`)
      const party = seed.party.map((p) => `${p.first} ${p.last}: ${weeks(p.wk1, p.wk2)}`)
      expect(guests.sort(), `villas ${seed.villas}`).toEqual(party.sort())
    }
  })
})
