// The sandbox's Checkout Sessions answer the real `stripe` package as Stripe does: full objects (checked against
// the package's types), retrieve with expansions, lists with filters and cursors, expiry, and Stripe's refusals.
import { describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { sandboxStripeSecretKey } from '../../sandbox/stripe/keys.ts'
import { expectKeys, lineItemKeys, priceKeys, sessionKeys } from './stripe-keys.ts'
import { checkoutParams, stripeCall, stripeClient } from './stripe-support.ts'
import { sandboxUrl, useSandbox } from './support.ts'

useSandbox()

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60

describe('creating a Checkout Session', () => {
  it('answers a full open session with the pay page as its url', async () => {
    const session = await stripeClient().checkout.sessions.create(checkoutParams())
    expectKeys(session, sessionKeys)
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_subtotal: 10250,
      amount_total: 10250,
      currency: 'gbp',
      customer_email: 'olivia@example.com',
      locale: 'en-GB',
      metadata: { booking: 'OPP-1001', kind: 'extras' },
      client_reference_id: 'OPP-1001',
      success_url: 'http://portal.test/extras/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://portal.test/extras',
      livemode: false,
      customer: null,
      customer_details: null,
      ui_mode: 'hosted_page',
    })
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/)
    expect(session.url).toBe(`${sandboxUrl()}/__stripe/pay/${session.id}`)
    expect(session.expires_at - session.created).toBe(24 * 3600)
    expect(Math.abs(session.created - Date.now() / 1000)).toBeLessThan(60)
    expect(session.lastResponse.requestId).toMatch(/^req_/)
  })

  it('keeps expires_at between 30 minutes and 24 hours ahead, as Stripe does', async () => {
    const at = inMinutes(31)
    const soon = await stripeClient().checkout.sessions.create(checkoutParams({ expires_at: at }))
    expect(soon.expires_at).toBe(at)
    for (const minutes of [10, 24 * 60 + 5])
      await expect(
        stripeClient().checkout.sessions.create(checkoutParams({ expires_at: inMinutes(minutes) })),
      ).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        param: 'expires_at',
        message: expect.stringMatching(
          /^The `expires_at` timestamp must be (at least 30 minutes|less than 24 hours) from Checkout Session creation\.$/,
        ),
      })
  })

  it('refuses unknown, missing and malformed parameters with Stripe’s codes and parameter names', async () => {
    const client = stripeClient()
    await expect(
      client.checkout.sessions.create({
        ...checkoutParams(),
        shipping_address_collection: { allowed_countries: ['GB'] },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'shipping_address_collection',
      message: 'Received unknown parameter: shipping_address_collection',
    })
    await expect(
      client.checkout.sessions.create(
        checkoutParams({
          payment_intent_data: { capture_method: 'manual' } as Stripe.Checkout.SessionCreateParams.PaymentIntentData,
        }),
      ),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'payment_intent_data[capture_method]' })
    const { line_items, ...withoutItems } = checkoutParams()
    await expect(client.checkout.sessions.create(withoutItems)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'line_items',
    })
    const bad = await stripeCall('/v1/checkout/sessions', {
      method: 'POST',
      body: 'mode=payment&line_items[0][price_data][currency]=gbp&line_items[0][price_data][unit_amount]=ten&line_items[0][price_data][product_data][name]=Spa&line_items[0][quantity]=1',
    })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('request-id')).toMatch(/^req_/)
    expect(await bad.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-invalid-integer',
        message: 'Invalid integer: ten',
        param: 'line_items[0][price_data][unit_amount]',
      },
    })
    await expect(client.checkout.sessions.create(checkoutParams({ locale: 'ar' as 'en' }))).rejects.toMatchObject({
      param: 'locale',
    })
    await expect(
      client.checkout.sessions.create(
        checkoutParams({
          line_items: [
            { price_data: { currency: 'gbp', unit_amount: 10, product_data: { name: 'Tea' } }, quantity: 1 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'amount_too_small' })
  })

  it('answers Stripe’s 401 without a key or with another one', async () => {
    const none = await stripeCall('/v1/checkout/sessions', { key: null })
    expect(none.status).toBe(401)
    expect((await none.json()) as unknown).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/^You did not provide an API key/) },
    })
    await expect(
      stripeClient({ key: 'sk_test_not_the_sandbox_key_1234' }).checkout.sessions.list(),
    ).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: `Invalid API Key provided: sk_test_${'*'.repeat(20)}1234`,
    })
    const basic = await stripeCall('/v1/checkout/sessions', {
      key: null,
      headers: { authorization: `Basic ${btoa(`${sandboxStripeSecretKey}:`)}` },
    })
    expect(basic.status).toBe(200)
  })
})

describe('reading Checkout Sessions', () => {
  it('retrieves a session, with its line items and payment intent expanded on request', async () => {
    const client = stripeClient()
    const created = await client.checkout.sessions.create(checkoutParams())
    const plain = await client.checkout.sessions.retrieve(created.id)
    expect({ ...plain }).toEqual({ ...created })
    const full = await client.checkout.sessions.retrieve(created.id, { expand: ['line_items', 'payment_intent'] })
    expectKeys(full, sessionKeys, ['line_items'])
    expect(full.payment_intent).toBeNull()
    expect(full.line_items).toMatchObject({
      object: 'list',
      has_more: false,
      url: `/v1/checkout/sessions/${created.id}/line_items`,
    })
    const [transfer, late] = full.line_items!.data
    expectKeys(transfer!, lineItemKeys)
    expectKeys(transfer!.price!, priceKeys)
    expect(transfer).toMatchObject({
      object: 'item',
      description: 'Airport transfer',
      quantity: 2,
      amount_total: 9000,
      currency: 'gbp',
    })
    expect(transfer!.price).toMatchObject({ object: 'price', unit_amount: 4500, type: 'one_time' })
    expect(String(transfer!.price!.unit_amount_decimal)).toBe('4500')
    expect(late).toMatchObject({ description: 'Late checkout', amount_total: 1250 })
    const items = await client.checkout.sessions.listLineItems(created.id, { limit: 1 })
    expect(items.data.map((item) => item.id)).toEqual([transfer!.id])
    expect(items.has_more).toBe(true)
  })

  it('answers Stripe’s 404 for an unknown session', async () => {
    await expect(stripeClient().checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'session',
      message: "No such checkout.session: 'cs_test_nothing'",
    })
  })

  it('lists sessions newest first, by status and creation time, a page at a time', async () => {
    const client = stripeClient()
    // A second of its own, so the sessions of earlier tests fall outside `created[gte]`: the next whole second, waited
    // for until the clock shows it. A timer counts from the event loop's time, which on a busy machine lags the clock,
    // so it can fire before the second has begun (then `since` was the second before, and an earlier session in it).
    const since = Math.floor(Date.now() / 1000) + 1
    while (Date.now() < since * 1000) await new Promise((resolve) => setTimeout(resolve, since * 1000 - Date.now()))
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await client.checkout.sessions.create(checkoutParams())).id)
    await client.checkout.sessions.expire(ids[1]!)
    const page = await client.checkout.sessions.list({ limit: 2, created: { gte: since } })
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' })
    expect(page.data.map((s) => s.id)).toEqual([ids[2], ids[1]])
    const next = await client.checkout.sessions.list({ limit: 2, created: { gte: since }, starting_after: ids[1] })
    expect(next.data.map((s) => s.id)).toEqual([ids[0]])
    expect(next.has_more).toBe(false)
    const open = await client.checkout.sessions.list({ status: 'open', created: { gte: since } })
    expect(open.data.map((s) => s.id)).toEqual([ids[2], ids[0]])
    const all: string[] = []
    for await (const session of client.checkout.sessions.list({ limit: 1, created: { gte: since } }))
      all.push(session.id)
    expect(all).toEqual([...ids].reverse())
  })
})

describe('expiring a Checkout Session', () => {
  it('expires an open session once, then refuses as Stripe does', async () => {
    const client = stripeClient()
    const { id } = await client.checkout.sessions.create(checkoutParams())
    const expired = await client.checkout.sessions.expire(id)
    expect(expired).toMatchObject({ id, status: 'expired', payment_status: 'unpaid', url: null })
    expectKeys(expired, sessionKeys)
    await expect(client.checkout.sessions.expire(id)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    })
    const events = await client.events.list({ type: 'checkout.session.expired' })
    const event = events.data.find((e) => (e.data.object as Stripe.Checkout.Session).id === id)
    expect(event).toMatchObject({ type: 'checkout.session.expired', request: { id: expired.lastResponse.requestId } })
    expect(event!.data.object).toMatchObject({ id, status: 'expired' })
  })
})
