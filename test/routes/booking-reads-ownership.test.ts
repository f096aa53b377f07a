// The second guard, shown alone (DESIGN.md security rules): routes check a booking id against the
// guest's own list, and every booking-system read also carries its own ownership filter. These
// tests skip the routes and call each read for one guest with another guest's ids, against the
// sandbox: each finds nothing. A control with the guest's own ids shows each read does find data,
// so removing a read's ownership filter makes its test fail.
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { bookingsOf, type Bookings } from '../../src/integrations/dynamics/bookings.ts'
import { dynamicsClient, type DynamicsConfig } from '../../src/integrations/dynamics/client.ts'
import { demoUsers } from '../../sandbox/seed/demo-users.ts'

const contactOf = (email: string) => demoUsers.find((u) => u.email === email)!.profile.msd_contact_id

interface Someone {
  readonly reads: Bookings
  readonly bookingId: string
  readonly familyGroupId: string
}

async function someone(email: string): Promise<Someone> {
  const reads = bookingsOf(dynamicsClient(env as unknown as DynamicsConfig), contactOf(email))
  const [booking] = await reads.list()
  const familyGroupId = booking?.accounts.find((a) => a.group)?.group?.id
  if (!booking || !familyGroupId) throw new Error(`${email} has no booking with a family group in the sandbox`)
  return { reads, bookingId: booking.id, familyGroupId }
}

describe('booking-system reads carry their own ownership filter', () => {
  let olivia: Someone
  let tom: Someone
  beforeAll(async () => {
    ;[olivia, tom] = await Promise.all([someone('returning@example.com'), someone('poststay@example.com')])
    expect(olivia.bookingId).not.toBe(tom.bookingId)
  })

  it('each read finds the guest’s own data (the control)', async () => {
    expect((await olivia.reads.products(olivia.bookingId)).length).toBeGreaterThan(0)
    expect((await olivia.reads.accounts(olivia.bookingId, [])).length).toBeGreaterThan(0)
    const extras = await olivia.reads.extraRecords(olivia.bookingId)
    expect(extras.accounts.length).toBeGreaterThan(0)
    expect(extras.products.length).toBeGreaterThan(0)
    expect((await olivia.reads.extras(olivia.bookingId)).extras.length).toBeGreaterThan(0)
    expect((await olivia.reads.advance(olivia.bookingId)).length).toBeGreaterThan(0)
    expect(await olivia.reads.familyGroupRecord(olivia.familyGroupId)).toBeDefined()
  })

  it('each read, given another guest’s booking or family group, finds nothing', async () => {
    expect(await olivia.reads.products(tom.bookingId)).toEqual([])
    expect(await olivia.reads.accounts(tom.bookingId, [])).toEqual([])
    expect(await olivia.reads.extraRecords(tom.bookingId)).toEqual({ accounts: [], products: [] })
    expect(await olivia.reads.extras(tom.bookingId)).toEqual({ extras: [], products: [] })
    expect(await olivia.reads.advance(tom.bookingId)).toEqual([])
    expect(await olivia.reads.familyGroupRecord(tom.familyGroupId)).toBeUndefined()
    // And the other way round.
    expect(await tom.reads.accounts(olivia.bookingId, [])).toEqual([])
    expect(await tom.reads.familyGroupRecord(olivia.familyGroupId)).toBeUndefined()
  })

  it('lists only the guest’s own bookings', async () => {
    const ids = (await olivia.reads.list()).map((b) => b.id)
    expect(ids).toContain(olivia.bookingId)
    expect(ids).not.toContain(tom.bookingId)
  })
})
