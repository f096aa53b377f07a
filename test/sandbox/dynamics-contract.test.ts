// The sandbox's Dataverse Web API answers the portal's own client and schemas, with the real
// service's error bodies, ETags and write rules.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.ts'
import { sandboxDynamicsClient } from '../../sandbox/dynamics/credentials.ts'
import { demoUsers } from '../../sandbox/seed/demo-users.ts'
import { DynamicsError, dynamicsClient, type DynamicsConfig } from '../../src/integrations/dynamics/client.ts'
import { bookingsOf } from '../../src/integrations/dynamics/bookings.ts'
import { BookingGuest, Collection } from '../../src/integrations/dynamics/schemas.ts'
import { recordOf } from '../../src/integrations/dynamics/booking-records.ts'

let sandbox: RunningSandbox
let config: DynamicsConfig
const contact = (email: string) => demoUsers.find((u) => u.email === email)!.profile.msd_contact_id

beforeAll(async () => {
  sandbox = await startSandbox({ siteUrl: 'http://portal.test' })
  config = {
    DYNAMICS_URL: `${sandbox.url}/dynamics`,
    DYNAMICS_TOKEN_URL: `${sandbox.url}/identity/sandbox-tenant/oauth2/v2.0/token`,
    DYNAMICS_CLIENT_ID: sandboxDynamicsClient.id,
    DYNAMICS_CLIENT_SECRET: sandboxDynamicsClient.secret,
  }
})
afterAll(() => sandbox?.stop())

describe('Dynamics reads', () => {
  it("lists a contact's bookings with counts, accounts, family groups and guests", async () => {
    const bookings = await bookingsOf(dynamicsClient(config), contact('returning@example.com')).list()
    expect(bookings).toHaveLength(1)
    const [booking] = bookings
    expect(booking!.counts).toEqual({ adults: 2, children: 2, infants: 2, total: 6 })
    expect(booking!.guests).toHaveLength(6)
    expect(booking!.accounts[0]!.group?.primaryContactId).toBe(contact('returning@example.com'))
    expect(recordOf(booking!)['@odata.etag']).toMatch(/^W\/"\d+"$/)
  })

  it('orders several bookings by arrival, and reads one only for its own contact', async () => {
    const harry = bookingsOf(dynamicsClient(config), contact('several@example.com'))
    const bookings = await harry.list()
    expect(bookings).toHaveLength(2)
    expect(bookings[0]!.arrival! < bookings[1]!.arrival!).toBe(true)
    expect((await harry.accounts(bookings[0]!.id, [])).length).toBeGreaterThan(0)
    const olivia = bookingsOf(dynamicsClient(config), contact('returning@example.com'))
    expect(await olivia.accounts(bookings[0]!.id, [])).toEqual([])
  })

  it('reads products and a family group with its contacts', async () => {
    const olivia = bookingsOf(dynamicsClient(config), contact('returning@example.com'))
    const [booking] = await olivia.list()
    expect((await olivia.products(booking!.id)).length).toBeGreaterThan(3)
    expect(booking!.accounts[0]!.group?.contacts.map((c) => c.firstName)).toContain('Margaret')
    const group = await olivia.familyGroupRecord(booking!.accounts[0]!.groupId!)
    expect(group?.adr_account_contact?.map((c) => c.firstname)).toContain('Margaret')
    const harry = bookingsOf(dynamicsClient(config), contact('several@example.com'))
    expect(await harry.familyGroupRecord(booking!.accounts[0]!.groupId!)).toBeUndefined()
    expect(await harry.products(booking!.id)).toEqual([])
    expect(await harry.accounts(booking!.id, [])).toEqual([])
  })

  it('keeps the token it was given: later reads ask for none', async () => {
    // A token URL no other test used: nothing kept for it yet.
    const cold = { ...config, DYNAMICS_TOKEN_URL: `${config.DYNAMICS_TOKEN_URL}?isolate=cold` }
    const seen = vi.spyOn(globalThis, 'fetch')
    try {
      for (const email of ['returning@example.com', 'several@example.com', 'midstay@example.com'])
        await bookingsOf(dynamicsClient(cold), contact(email)).list()
      const tokenRequests = seen.mock.calls.filter(([url]) => String(url) === cold.DYNAMICS_TOKEN_URL)
      expect(tokenRequests).toHaveLength(1)
    } finally {
      seen.mockRestore()
    }
  })

  it("answers Dataverse's errors: unknown record, bad query, bad token", async () => {
    const client = dynamicsClient(config)
    await expect(client.get('opportunities(00000000-0000-4000-8000-000000000000)', BookingGuest)).rejects.toMatchObject(
      { status: 404, code: '0x80040217' },
    )
    await expect(client.get('opportunities?$filter=opportunityid eq', Collection(BookingGuest))).rejects.toMatchObject({
      status: 400,
      code: '0x80060888',
    })
    await expect(client.get('opportunities?$select=nonsense', Collection(BookingGuest))).rejects.toBeInstanceOf(
      DynamicsError,
    )
    const response = await fetch(`${config.DYNAMICS_URL}/api/data/v9.2/opportunities`, {
      headers: { authorization: 'Bearer wrong' },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toContain('invalid_token')
    const token = await fetch(config.DYNAMICS_TOKEN_URL, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' }),
    })
    expect(token.status).toBe(401)
    expect(await token.json()).toMatchObject({ error: 'invalid_client' })
  })
})

describe('Dynamics writes', () => {
  it('patches with If-Match, refuses a stale ETag, never creates through a PATCH', async () => {
    const client = dynamicsClient(config)
    const [booking] = await bookingsOf(client, contact('midstay@example.com')).list()
    const guest = booking!.guests[0]!
    await client.patch(`adr_bookingguests(${guest.id})`, { adr_passportnationality: 'IRL' })
    const after = await client.get(`adr_bookingguests(${guest.id})`, BookingGuest)
    expect(after.adr_passportnationality).toBe('IRL')
    await expect(
      client.patch(`adr_bookingguests(${guest.id})`, { adr_name: 'x' }, guest.version),
    ).rejects.toMatchObject({ status: 412 })
    await expect(
      client.patch('adr_bookingguests(00000000-0000-4000-8000-0000000000ff)', { adr_name: 'x' }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('lets one of two PATCHes with the same ETag through at once, and merges PATCHes with If-Match: *', async () => {
    const client = dynamicsClient(config)
    const [booking] = await bookingsOf(client, contact('midstay@example.com')).list()
    const guest = booking!.guests[1]!
    const racing = await Promise.allSettled(
      ['Ann', 'Bea', 'Cat', 'Dee'].map((name) =>
        client.patch(`adr_bookingguests(${guest.id})`, { adr_guestname: name }, guest.version),
      ),
    )
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(racing.filter((r) => r.status === 'rejected').map((r) => (r.reason as DynamicsError).status)).toEqual([
      412, 412, 412,
    ])
    await Promise.all([
      client.patch(`adr_bookingguests(${guest.id})`, { adr_passportname: 'Both' }),
      client.patch(`adr_bookingguests(${guest.id})`, { adr_passportnumber: 'P7654321' }),
    ])
    const after = await client.get(`adr_bookingguests(${guest.id})`, BookingGuest)
    expect([after.adr_passportname, after.adr_passportnumber]).toEqual(['Both', 'P7654321'])
  })

  it('creates with a bound lookup and answers the new id', async () => {
    const client = dynamicsClient(config)
    const [booking] = await bookingsOf(client, contact('poststay@example.com')).list()
    const accountId = booking!.accounts[0]!.id
    const id = await client.create('adr_travels', {
      adr_direction: 'arrival',
      adr_flightnumber: 'BA2490',
      'adr_BookingAccount@odata.bind': `/adr_accountses(${accountId})`,
    })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const writes = (await (await fetch(`${sandbox.url}/__sandbox/dynamics/writes`)).json()) as {
      writes: { method: string; entity_set: string }[]
    }
    expect(writes.writes.at(-1)).toMatchObject({ method: 'POST', entity_set: 'adr_travels' })
  })
})

// Last: it resets the sandbox, and with it the tokens a client keeps.
describe('Dynamics reads after writes', () => {
  // Collection reads share the sets they load until a record changes (sandbox/dynamics/shape.ts).
  it('shows each write, by the Web API or the control API, in the next collection read, and a reset undoes them', async () => {
    const client = dynamicsClient(config)
    const olivia = bookingsOf(client, contact('returning@example.com'))
    const [booking] = await olivia.list()
    // Side by side too: a request may not wait on another's read in workerd.
    const together = await Promise.all([olivia.list(), olivia.list(), olivia.products(booking!.id)])
    expect(together[0]).toEqual(together[1])
    const guest = booking!.guests[0]!
    await client.patch(`adr_bookingguests(${guest.id})`, { adr_guestname: 'Renamed' })
    const [after] = await olivia.list()
    expect(after!.guests.find((g) => g.id === guest.id)?.fullName).toBe('Renamed')

    const made = await fetch(`${sandbox.url}/__sandbox/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ party: [{ first: 'Nora', last: 'Quinn', age: 38 }] }),
    })
    const { leadContactId } = (await made.json()) as { leadContactId: string }
    expect(await bookingsOf(client, leadContactId).list()).toHaveLength(1)

    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' })
    const [again] = await olivia.list()
    expect(again!.guests.find((g) => g.id === guest.id)?.fullName).not.toBe('Renamed')
    expect(await bookingsOf(client, leadContactId).list()).toEqual([])
  })
})
