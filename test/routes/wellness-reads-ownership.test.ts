// The wellness half of the second guard, shown alone (DESIGN.md security rules): the cancel route
// checks a visit against the guest's own schedule, and the wellness client itself reads and
// cancels only for the client id it is given (the guest's, from their profile). These tests skip
// the routes and call the client for one guest with another guest's visit, against the sandbox.
import { describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { mindbodyClient, type MindbodyConfig } from '../../src/integrations/mindbody/client.ts'
import { demoUser } from '../../sandbox/seed/demo-users.ts'

const client = mindbodyClient(env as unknown as MindbodyConfig)
const clientOf = (email: string) => demoUser(email)?.profile.mindbody_client_id ?? ''
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const schedule = async (email: string) => (await client.clientSchedule(clientOf(email), day(-30), day(90))).visits

describe('wellness reads and cancels carry the client they are for', () => {
  it("reads only the given client's visits (each guest's own are found: the control)", async () => {
    const [olivia, midstay] = await Promise.all([schedule('returning@example.com'), schedule('midstay@example.com')])
    expect(olivia.length).toBeGreaterThan(0)
    expect(midstay.length).toBeGreaterThan(0)
    const oliviaIds = new Set(olivia.map((visit) => visit.Id))
    expect(midstay.filter((visit) => oliviaIds.has(visit.Id))).toEqual([])
  })

  it("taking one guest off another guest's class leaves the other guest booked", async () => {
    const theirs = (await schedule('midstay@example.com')).find((visit) => visit.ClassId)
    expect(theirs?.ClassId).toBeDefined()
    await client
      .removeClientFromClass(clientOf('returning@example.com'), theirs?.ClassId ?? 0, false)
      .catch(() => undefined) // refused or a no-op: either way, nothing of the other guest's changes
    const after = await schedule('midstay@example.com')
    expect(after.find((visit) => visit.Id === theirs?.Id)).toBeDefined()
  })
})
