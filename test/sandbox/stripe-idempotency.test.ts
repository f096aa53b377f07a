// Idempotent requests as Stripe keeps them, through the real `stripe` package and raw: the first answer replayed
// (an error too) with `Idempotent-Replayed: true`, a key reused with other parameters or on another endpoint refused
// with `idempotency_error`; and the sandbox's fault injection reaching the client as "Stripe down" would.
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutParams, paySession, stripeCall, stripeClient } from './stripe-support.ts'
import { control, useSandbox } from './support.ts'

useSandbox()
afterEach(() => control('/faults', 'DELETE'))

const form = (params: Record<string, string>) => new URLSearchParams(params).toString()
const session = {
  mode: 'payment',
  'line_items[0][price_data][currency]': 'gbp',
  'line_items[0][price_data][unit_amount]': '2500',
  'line_items[0][price_data][product_data][name]': 'Spa day',
  'line_items[0][quantity]': '1',
  success_url: 'http://portal.test/paid',
  'metadata[booking]': 'OPP-2002',
}

describe('idempotency keys', () => {
  it('replay the first answer with Idempotent-Replayed, and create nothing more', async () => {
    const first = await stripeCall('/v1/checkout/sessions', {
      method: 'POST',
      body: form(session),
      headers: { 'idempotency-key': 'create-spa-1' },
    })
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const body = await first.text()
    // The same parameters in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(session).reverse())
    const again = await stripeCall('/v1/checkout/sessions', {
      method: 'POST',
      body: form(reordered),
      headers: { 'idempotency-key': 'create-spa-1' },
    })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.headers.get('original-request')).toBe(first.headers.get('request-id'))
    expect(again.headers.get('request-id')).not.toBe(first.headers.get('request-id'))
    expect(await again.text()).toBe(body)
    const { id } = JSON.parse(body) as { id: string }
    const listed = await stripeClient().checkout.sessions.list({ limit: 100 })
    expect(listed.data.filter((s) => s.metadata?.booking === 'OPP-2002').map((s) => s.id)).toEqual([id])
  })

  it('through the client: the same key gives the same session; other parameters get an idempotency_error', async () => {
    const client = stripeClient()
    const a = await client.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'extras-OPP-1001-v1' })
    const b = await client.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'extras-OPP-1001-v1' })
    expect(b.id).toBe(a.id)
    await expect(
      client.checkout.sessions.create(checkoutParams({ client_reference_id: 'OPP-9999' }), {
        idempotencyKey: 'extras-OPP-1001-v1',
      }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      rawType: 'idempotency_error',
      statusCode: 400,
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'extras-OPP-1001-v1' if you meant to execute a different request.",
    })
    await expect(
      client.checkout.sessions.expire(a.id, {}, { idempotencyKey: 'extras-OPP-1001-v1' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      message: expect.stringMatching(
        /^Keys for idempotent requests can only be used for the same endpoint they were first used for/,
      ),
    })
  })

  it('replay an error as it was, and a success even when the state has moved on', async () => {
    const client = stripeClient()
    const created = await client.checkout.sessions.create(checkoutParams())
    await paySession(created)
    const intent = (await client.checkout.sessions.retrieve(created.id)).payment_intent as string
    const tooMuch = form({ payment_intent: intent, amount: '20000' })
    const refused = await stripeCall('/v1/refunds', {
      method: 'POST',
      body: tooMuch,
      headers: { 'idempotency-key': 'refund-big' },
    })
    expect(refused.status).toBe(400)
    const replayed = await stripeCall('/v1/refunds', {
      method: 'POST',
      body: tooMuch,
      headers: { 'idempotency-key': 'refund-big' },
    })
    expect(replayed.status).toBe(400)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    expect(await replayed.json()).toEqual(await refused.json())

    const open = await client.checkout.sessions.create(checkoutParams())
    const expired = await client.checkout.sessions.expire(open.id, {}, { idempotencyKey: 'expire-once' })
    const twice = await client.checkout.sessions.expire(open.id, {}, { idempotencyKey: 'expire-once' })
    expect(twice).toMatchObject({ id: open.id, status: 'expired' })
    expect(twice.lastResponse.requestId).not.toBe(expired.lastResponse.requestId)
    expect(
      (await client.events.list({ type: 'checkout.session.expired' })).data.filter(
        (e) => (e.data.object as { id: string }).id === open.id,
      ),
    ).toHaveLength(1)
  })

  it('keep nothing for a request refused by its parameter checks (Stripe saves results only once an endpoint runs)', async () => {
    const client = stripeClient()
    const tooSoon = Math.floor(Date.now() / 1000) + 60
    await expect(
      client.checkout.sessions.create(checkoutParams({ expires_at: tooSoon }), { idempotencyKey: 'fix-and-retry' }),
    ).rejects.toMatchObject({ param: 'expires_at' })
    const fixed = await client.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'fix-and-retry' })
    expect(fixed.status).toBe('open')
  })

  it('let one of several requests sent at once with one key run; the others replay it or are told to retry', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stripeCall('/v1/checkout/sessions', {
          method: 'POST',
          body: form(session),
          headers: { 'idempotency-key': 'all-at-once' },
        }),
      ),
    )
    const ids = new Set<string>()
    for (const answer of answers) {
      const json = (await answer.json()) as { id?: string; error?: { code: string } }
      if (answer.status === 200) ids.add(json.id!)
      else {
        expect(answer.status).toBe(409)
        expect(json.error?.code).toBe('idempotency_key_in_use')
        expect(answer.headers.get('stripe-should-retry')).toBe('true')
      }
    }
    expect(ids.size).toBe(1)
  })
})

describe('faults on /v1 ("Stripe down")', () => {
  it('reach the client as Stripe’s own 5xx would, and its retry (same key) creates one session', async () => {
    await control('/faults', 'POST', {
      method: 'POST',
      path: '/v1/checkout/sessions',
      status: 500,
      body: JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }),
      times: 1,
    })
    const retrying = stripeClient({ maxNetworkRetries: 1 })
    const created = await retrying.checkout.sessions.create(checkoutParams({ client_reference_id: 'retried' }))
    const listed = await retrying.checkout.sessions.list({ limit: 100 })
    expect(listed.data.filter((s) => s.client_reference_id === 'retried').map((s) => s.id)).toEqual([created.id])

    await control('/faults', 'POST', {
      path: '/v1/',
      status: 503,
      body: '{"error":{"type":"api_error","message":"down"}}',
    })
    await expect(stripeClient().checkout.sessions.retrieve(created.id)).rejects.toMatchObject({
      type: 'StripeAPIError',
      statusCode: 503,
    })
  })
})
