// The guests' conversations in the sandbox's Dynamics (issue 42): the custom activity adr_portalmessage read and written
// through the portal's own client and schemas, a create with an id of the portal's choosing that never records twice,
// staff answers made through the control API, and the Dataverse webhook on Create: its RemoteExecutionContext body and
// key header, Dataverse's one retry on 502/503/504, and the lost, late, duplicated and held deliveries tests need. A
// small HTTP server here plays the portal's endpoint.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sandboxDynamicsClient, sandboxDynamicsWebhookKey } from '../../sandbox/dynamics/credentials.ts'
import { demoUsers } from '../../sandbox/seed/demo-users.ts'
import { dynamicsClient, type DynamicsConfig } from '../../src/integrations/dynamics/client.ts'
import { bookingsOf } from '../../src/integrations/dynamics/bookings.ts'
import {
  MessageIdTakenError,
  bookingThread,
  messageById,
  recordGuestMessage,
} from '../../src/integrations/dynamics/messages.ts'
import { control, sandboxUrl, useSandbox } from './support.ts'

interface Received {
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

let portal: Server
let portalUrl = ''
const received: Received[] = []
/** Statuses the endpoint answers next, one per request (then 200). */
const answers: number[] = []

beforeAll(async () => {
  portal = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve))
  portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => portal.close(() => resolve())))
useSandbox(() => ({ siteUrl: portalUrl }))

const config = (): DynamicsConfig => ({
  DYNAMICS_URL: `${sandboxUrl()}/dynamics`,
  DYNAMICS_TOKEN_URL: `${sandboxUrl()}/identity/sandbox-tenant/oauth2/v2.0/token`,
  DYNAMICS_CLIENT_ID: sandboxDynamicsClient.id,
  DYNAMICS_CLIENT_SECRET: sandboxDynamicsClient.secret,
})
const client = () => dynamicsClient(config())
const olivia = demoUsers.find((u) => u.email === 'returning@example.com')!.profile.msd_contact_id!

async function oliviasBooking(): Promise<string> {
  const [booking] = await bookingsOf(client(), olivia).list()
  return booking!.id
}

interface Delivery {
  readonly id: number
  readonly record: string
  readonly status: string
  readonly attempts: number
  readonly response_status: number | null
  readonly headers: Record<string, string>
  readonly body: string
}
const deliveries = async (record: string) =>
  (await control<{ deliveries: Delivery[] }>(`/dynamics/webhook/deliveries?record=${record}`)).deliveries

beforeEach(async () => {
  received.length = 0
  answers.length = 0
  await control('/dynamics/webhook', 'POST', {
    mode: 'push',
    delayMs: 0,
    duplicate: false,
    dropNext: 0,
    key: sandboxDynamicsWebhookKey,
  })
})

describe('the message entity', () => {
  it('reads the seeded conversation, oldest first, with the guest’s and the staff member’s first names', async () => {
    const thread = await bookingThread(client(), await oliviasBooking())
    expect(thread.map((m) => [m.from, m.authorName])).toEqual([
      ['guest', 'Olivia'],
      ['resort', 'Sofia'],
    ])
    expect(thread[0]!.authorContactId).toBe(olivia)
    expect(thread[1]!.text).toContain('https://www.example-resort.com/families')
  })

  it('records a guest’s message once under the portal’s id, however often it is sent', async () => {
    const booking = await oliviasBooking()
    const message = { id: crypto.randomUUID(), bookingId: booking, contactId: olivia, text: 'Is there a high chair?' }
    expect(await recordGuestMessage(client(), message)).toBe('created')
    expect(await recordGuestMessage(client(), message)).toBe('recorded before')
    const writes = (await control<{ writes: { method: string; id: string }[] }>('/dynamics/writes')).writes
    expect(writes.filter((w) => w.id === message.id)).toEqual([expect.objectContaining({ method: 'UPSERT' })])
    const read = await messageById(client(), message.id)
    expect(read).toMatchObject({ from: 'guest', authorName: 'Olivia', bookingId: booking, text: message.text })
    expect(Date.now() - Date.parse(read!.sentAt)).toBeLessThan(60_000)
  })

  it('refuses to claim another record’s id, and reads a missing one as none', async () => {
    const booking = await oliviasBooking()
    const message = { id: crypto.randomUUID(), bookingId: booking, contactId: olivia, text: 'First words' }
    await recordGuestMessage(client(), message)
    await expect(recordGuestMessage(client(), { ...message, text: 'Other words' })).rejects.toBeInstanceOf(
      MessageIdTakenError,
    )
    expect(await messageById(client(), crypto.randomUUID())).toBeUndefined()
  })

  it('answers a create over an existing id as Dataverse does: 412, nothing changed', async () => {
    const booking = await oliviasBooking()
    const id = crypto.randomUUID()
    await recordGuestMessage(client(), { id, bookingId: booking, contactId: olivia, text: 'Hello' })
    const token = (await (
      await fetch(config().DYNAMICS_TOKEN_URL, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: sandboxDynamicsClient.id,
          client_secret: sandboxDynamicsClient.secret,
        }),
      })
    ).json()) as { access_token: string }
    const response = await fetch(`${sandboxUrl()}/dynamics/api/data/v9.2/adr_portalmessages(${id})`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
        'if-none-match': '*',
      },
      body: JSON.stringify({ description: 'Changed' }),
    })
    expect(response.status).toBe(412)
    expect(await response.json()).toEqual({
      error: { code: '0x80040237', message: 'A record with matching key values already exists.' },
    })
    expect((await messageById(client(), id))?.text).toBe('Hello')
  })

  it('lets staff answer on a booking, named by first name, or by nobody for the team mailbox', async () => {
    const booking = await oliviasBooking()
    await control('/dynamics/messages', 'POST', { booking, text: 'Yes, there is.', staff: 'tomas' })
    await control('/dynamics/messages', 'POST', { booking, text: 'And a bottle warmer.', staff: 'team' })
    const thread = await bookingThread(client(), booking)
    expect(thread.slice(-2).map((m) => [m.from, m.authorName, m.text])).toEqual([
      ['resort', 'Tomás', 'Yes, there is.'],
      ['resort', undefined, 'And a bottle warmer.'],
    ])
    const listed = await control<{ messages: { id: string; from: string }[] }>(`/dynamics/messages?booking=${booking}`)
    expect(listed.messages.map((m) => m.id)).toEqual(thread.map((m) => m.id))
  })
})

describe('the webhook on Create', () => {
  it('posts each new message’s RemoteExecutionContext to the portal with the key header', async () => {
    const booking = await oliviasBooking()
    const { id } = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'Welcome!' })
    await expect.poll(() => received.length).toBe(1)
    const [delivery] = received
    expect(delivery!.headers).toMatchObject({
      'x-webhook-key': sandboxDynamicsWebhookKey,
      'x-ms-dynamics-entity-name': 'adr_portalmessage',
      'x-ms-dynamics-request-name': 'Create',
      'content-type': 'application/json',
    })
    const context = JSON.parse(delivery!.body)
    expect(context).toMatchObject({
      MessageName: 'Create',
      PrimaryEntityName: 'adr_portalmessage',
      PrimaryEntityId: id,
    })
    const target = context.InputParameters.find((p: { key: string }) => p.key === 'Target').value
    const attribute = (key: string) => target.Attributes.find((a: { key: string }) => a.key === key)?.value
    expect(attribute('regardingobjectid')).toMatchObject({ Id: booking, LogicalName: 'opportunity' })
    expect(attribute('description')).toBe('Welcome!')
    expect(attribute('createdon')).toMatch(/^\/Date\(\d+\)\/$/)
  })

  it('fires for a guest’s message the portal writes too, once however often it is sent', async () => {
    const booking = await oliviasBooking()
    const message = { id: crypto.randomUUID(), bookingId: booking, contactId: olivia, text: 'Thanks!' }
    await recordGuestMessage(client(), message)
    await recordGuestMessage(client(), message)
    await expect.poll(async () => (await deliveries(message.id)).map((d) => d.status)).toEqual(['delivered'])
  })

  it('tries once more after a 503 and not after a 500, as the platform does', async () => {
    const booking = await oliviasBooking()
    answers.push(503)
    const retried = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'One' })
    await expect.poll(async () => (await deliveries(retried.id))[0]?.status, { timeout: 5000 }).toBe('delivered')
    expect((await deliveries(retried.id))[0]).toMatchObject({ attempts: 2, response_status: 200 })
    answers.push(500)
    const failed = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'Two' })
    await expect.poll(async () => (await deliveries(failed.id))[0]?.status).toBe('failed')
    expect((await deliveries(failed.id))[0]).toMatchObject({ attempts: 1, response_status: 500 })
  })

  it('loses, duplicates and holds deliveries on command, and releases held ones in reverse', async () => {
    const booking = await oliviasBooking()
    await control('/dynamics/webhook', 'POST', { dropNext: 1 })
    const lost = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'Lost' })
    expect((await deliveries(lost.id)).map((d) => d.status)).toEqual(['dropped'])
    await control('/dynamics/webhook', 'POST', { duplicate: true })
    const twice = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'Twice' })
    await expect.poll(() => received.length).toBe(2)
    expect(new Set(received.map((r) => JSON.parse(r.body).PrimaryEntityId))).toEqual(new Set([twice.id]))
    received.length = 0
    await control('/dynamics/webhook', 'POST', { mode: 'hold', duplicate: false })
    const first = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'First' })
    const second = await control<{ id: string }>('/dynamics/messages', 'POST', { booking, text: 'Second' })
    expect((await deliveries(first.id))[0]).toMatchObject({
      status: 'held',
      headers: { 'x-webhook-key': sandboxDynamicsWebhookKey },
    })
    expect(received).toHaveLength(0)
    await control('/dynamics/webhook/deliveries/release', 'POST', { order: 'reverse' })
    expect(received.map((r) => JSON.parse(r.body).PrimaryEntityId)).toEqual([second.id, first.id])
  })

  it('sends a late delivery after its delay, and a wrong key when told to', async () => {
    const booking = await oliviasBooking()
    await control('/dynamics/webhook', 'POST', { delayMs: 600, key: 'not-the-key' })
    const started = Date.now()
    await control('/dynamics/messages', 'POST', { booking, text: 'Late' })
    await expect.poll(() => received.length).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(550)
    expect(received[0]!.headers['x-webhook-key']).toBe('not-the-key')
  })
})
