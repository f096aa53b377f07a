// Webhook deliveries to the portal, signed as Stripe signs them (the `stripe` package's constructEventAsync accepts
// them), pushed to `${SITE_URL}/api/stripe/webhook` with retries, or held for a test; and the controls that drop,
// delay, duplicate and reorder them. A small HTTP server here plays the portal's endpoint.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { sandboxStripeWebhookSecret } from '../../sandbox/stripe/keys.ts'
import { expectKeys, eventKeys } from './stripe-keys.ts'
import { checkoutParams, paySession, stripeClient } from './stripe-support.ts'
import { control, useSandbox } from './support.ts'

interface Received {
  readonly path: string
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
  readonly at: number
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
      received.push({ path: request.url ?? '', headers: request.headers, body, at: Date.now() })
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{"received":true}')
    })
  })
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve))
  portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => portal.close(() => resolve())))
useSandbox(() => ({ siteUrl: portalUrl }))

beforeEach(async () => {
  received.length = 0
  answers.length = 0
  await control('/stripe/webhooks', 'POST', { mode: 'push', delayMs: 0, duplicate: false, dropNext: 0 })
})

interface Delivery {
  id: number
  event: string
  type: string
  status: string
  attempts: number
  response_status: number | null
  headers: Record<string, string> | null
  body: string
}

const verify = (body: string, signature: string) =>
  stripeClient().webhooks.constructEventAsync(body, signature, sandboxStripeWebhookSecret)

async function completedSession(): Promise<Stripe.Checkout.Session> {
  const session = await stripeClient().checkout.sessions.create(checkoutParams())
  await paySession(session)
  return session
}

const receivedTypes = () => received.map((r) => (JSON.parse(r.body) as Stripe.Event).type)

describe('push deliveries', () => {
  it('post each subscribed event to the portal, signed so constructEventAsync accepts it', async () => {
    expect(await control('/stripe/webhooks')).toMatchObject({ mode: 'push', url: `${portalUrl}/api/stripe/webhook` })
    const session = await completedSession()
    await expect.poll(() => received.length).toBe(1)
    const [delivery] = received
    expect(delivery!.path).toBe('/api/stripe/webhook')
    expect(delivery!.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(delivery!.headers['user-agent']).toMatch(/^Stripe\/1\.0/)
    expect(delivery!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const event = await verify(delivery!.body, delivery!.headers['stripe-signature'] as string)
    expectKeys(event, eventKeys)
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    })
    expect(event.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' })
    // Delivered: the event no longer counts as pending.
    await expect.poll(async () => (await stripeClient().events.retrieve(event.id)).pending_webhooks).toBe(0)
    const pending = await stripeClient().events.list({ delivery_success: false })
    expect(pending.data.map((e) => e.id)).not.toContain(event.id)
    // The payment intent and charge events exist but the portal's endpoint does not subscribe to them.
    expect((await stripeClient().events.list({ type: 'payment_intent.succeeded' })).data[0]).toMatchObject({
      pending_webhooks: 0,
    })
  })

  it('refuse a changed body or another secret (the check can fail)', async () => {
    await completedSession()
    await expect.poll(() => received.length).toBe(1)
    const { body, headers } = received[0]!
    const signature = headers['stripe-signature'] as string
    await expect(verify(body.replace('"paid"', '"unpaid"'), signature)).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    )
    await expect(stripeClient().webhooks.constructEventAsync(body, signature, 'whsec_other')).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })

  it('retry a failed delivery a few times with a short backoff, signing each try afresh', async () => {
    answers.push(500, 503)
    await completedSession()
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3)
    const ids = new Set(received.map((r) => (JSON.parse(r.body) as Stripe.Event).id))
    expect(ids.size).toBe(1)
    for (const r of received) await verify(r.body, r.headers['stripe-signature'] as string)
    expect(received[2]!.at - received[0]!.at).toBeGreaterThanOrEqual(700)
    await expect
      .poll(async () => (await control<Delivery[]>(`/stripe/deliveries?event=${[...ids][0]}`))[0])
      .toMatchObject({ status: 'delivered', attempts: 3, response_status: 200 })
  })

  it('give up after four tries: the event stays pending for GET /v1/events?delivery_success=false', async () => {
    answers.push(500, 500, 500, 500)
    await completedSession()
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(4)
    const event = JSON.parse(received[0]!.body) as Stripe.Event
    await expect
      .poll(async () => (await control<Delivery[]>(`/stripe/deliveries?event=${event.id}`))[0]?.status)
      .toBe('failed')
    const pending = await stripeClient().events.list({ delivery_success: false })
    expect(pending.data.map((e) => e.id)).toContain(event.id)
  })
})

describe('delivery controls', () => {
  it('drop the next events: never delivered, listed as pending and as dropped', async () => {
    await control('/stripe/webhooks', 'POST', { dropNext: 1 })
    const dropped = await completedSession()
    const kept = await completedSession()
    await expect.poll(() => received.length).toBe(1)
    expect((JSON.parse(received[0]!.body) as Stripe.CheckoutSessionCompletedEvent).data.object.id).toBe(kept.id)
    const pending = (await stripeClient().events.list({ delivery_success: false, type: 'checkout.session.completed' }))
      .data
    expect(pending.map((e) => (e.data.object as Stripe.Checkout.Session).id)).toContain(dropped.id)
    expect((await control<Delivery[]>('/stripe/deliveries?status=dropped')).length).toBeGreaterThanOrEqual(1)
    expect(await control('/stripe/webhooks')).toMatchObject({ dropNext: 0 })
  })

  it('delay each push by the given time', async () => {
    await control('/stripe/webhooks', 'POST', { delayMs: 1500 })
    const paidAt = Date.now()
    await completedSession()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(received).toHaveLength(0)
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1)
    expect(received[0]!.at - paidAt).toBeGreaterThanOrEqual(1500)
  })

  it('duplicate each delivery: the same event twice, each signed', async () => {
    await control('/stripe/webhooks', 'POST', { duplicate: true })
    await completedSession()
    await expect.poll(() => received.length).toBe(2)
    const [a, b] = await Promise.all(received.map((r) => verify(r.body, r.headers['stripe-signature'] as string)))
    expect(a!.id).toBe(b!.id)
  })

  it('hold deliveries for a test to read and post itself, then release them in reverse order', async () => {
    await control('/stripe/webhooks', 'POST', { mode: 'hold' })
    const client = stripeClient()
    const first = await client.checkout.sessions.create(checkoutParams())
    const second = await client.checkout.sessions.create(checkoutParams())
    await client.checkout.sessions.expire(first.id)
    await client.checkout.sessions.expire(second.id)
    const held = await control<Delivery[]>('/stripe/deliveries?status=held')
    expect(held.map((d) => d.type)).toEqual(['checkout.session.expired', 'checkout.session.expired'])
    for (const delivery of held) {
      expect(Object.keys(delivery.headers!).sort()).toEqual(['content-type', 'stripe-signature', 'user-agent'])
      const event = await verify(delivery.body, delivery.headers!['stripe-signature']!)
      expect(event.id).toBe(delivery.event)
    }
    expect((JSON.parse(held[0]!.body) as Stripe.Event).data.object).toMatchObject({ id: first.id })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toHaveLength(0)

    const released = await control<Delivery[]>('/stripe/deliveries/release', 'POST', { order: 'reverse' })
    expect(released.map((d) => d.status)).toEqual(['delivered', 'delivered'])
    expect(received.map((r) => (JSON.parse(r.body) as Stripe.CheckoutSessionExpiredEvent).data.object.id)).toEqual([
      second.id,
      first.id,
    ])
    expect(receivedTypes()).toEqual(['checkout.session.expired', 'checkout.session.expired'])
    expect(await control<Delivery[]>('/stripe/deliveries?status=held')).toEqual([])
  })

  it('expire a session now (checkout.session.expired) and clear everything on reset', async () => {
    const session = await stripeClient().checkout.sessions.create(checkoutParams())
    const expired = await control<Stripe.Checkout.Session>(`/stripe/sessions/${session.id}/expire`, 'POST')
    expect(expired).toMatchObject({ id: session.id, status: 'expired' })
    await expect.poll(() => receivedTypes()).toEqual(['checkout.session.expired'])
    await control('/stripe/webhooks', 'POST', { mode: 'hold', dropNext: 3 })
    await control('/reset', 'POST')
    expect(await control('/stripe/webhooks')).toMatchObject({ mode: 'push', dropNext: 0, duplicate: false, delayMs: 0 })
    expect(await control('/stripe/deliveries')).toEqual([])
    expect(await control('/stripe/sessions')).toEqual([])
    await expect(stripeClient().checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 })
  })
})
