// Refunds through the real `stripe` package and from the sandbox's "dashboard": refund objects checked against the
// package's types, partial and full refunds, Stripe's refusals, and the `charge.refunded` and `refund.created` events.
import { describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { chargeKeys, expectKeys, refundKeys } from './stripe-keys.ts'
import { checkoutParams, openPayPage, paySession, pressButton, stripeClient } from './stripe-support.ts'
import { control, sandboxUrl, useSandbox } from './support.ts'

useSandbox()

async function paidIntent(): Promise<string> {
  const client = stripeClient()
  const session = await client.checkout.sessions.create(checkoutParams())
  await paySession(session)
  return (await client.checkout.sessions.retrieve(session.id)).payment_intent as string
}

describe('refunds', () => {
  it('refunds part of a payment, then the rest, and refuses more', async () => {
    const client = stripeClient()
    const intent = await paidIntent()
    const part = await client.refunds.create({
      payment_intent: intent,
      amount: 4500,
      reason: 'requested_by_customer',
      metadata: { line: 'transfer' },
    })
    expectKeys(part, refundKeys)
    expect(part).toMatchObject({
      object: 'refund',
      amount: 4500,
      currency: 'gbp',
      status: 'succeeded',
      payment_intent: intent,
      reason: 'requested_by_customer',
      metadata: { line: 'transfer' },
    })
    expect(part.id).toMatch(/^re_/)
    await expect(client.refunds.create({ payment_intent: intent, amount: 6000 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount (£60.00) is greater than unrefunded amount on charge (£57.50)',
    })
    const rest = await client.refunds.create({ payment_intent: intent })
    expect(rest.amount).toBe(5750)
    const charge = await client.charges.retrieve(part.charge as string)
    expectKeys(charge, chargeKeys)
    expect(charge).toMatchObject({ amount_refunded: 10250, refunded: true, payment_intent: intent })
    await expect(client.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${charge.id} has already been refunded.`,
    })
    const listed = await client.refunds.list({ payment_intent: intent })
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, part.id])
    expect(await client.refunds.retrieve(part.id)).toMatchObject({ id: part.id, amount: 4500 })
  })

  it('writes charge.refunded with the charge as it now is, and refund.created', async () => {
    const client = stripeClient()
    const intent = await paidIntent()
    const refund = await client.refunds.create(
      { payment_intent: intent, amount: 1250 },
      { idempotencyKey: 'refund-late-checkout' },
    )
    const events = (await client.events.list({ types: ['charge.refunded', 'refund.created'], limit: 2 })).data
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded'])
    const [created, refunded] = events as [Stripe.RefundCreatedEvent, Stripe.ChargeRefundedEvent]
    expect(created.data.object).toMatchObject({ id: refund.id, amount: 1250 })
    expectKeys(refunded.data.object, chargeKeys)
    expect(refunded.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 1250,
      refunded: false,
      payment_intent: intent,
      metadata: { booking: 'OPP-1001', lines: 'transfer,late-checkout' },
    })
    expect(refunded.data.previous_attributes).toEqual({ amount_refunded: 0 })
    expect(refunded.request).toEqual({ id: refund.lastResponse.requestId, idempotency_key: 'refund-late-checkout' })
  })

  it('refuses what cannot be refunded, with Stripe’s errors', async () => {
    const client = stripeClient()
    await expect(client.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
      message: "No such payment_intent: 'pi_missing'",
    })
    const session = await client.checkout.sessions.create(checkoutParams())
    await pressButton(await openPayPage(session.url!), 'decline')
    const declined = (await client.checkout.sessions.retrieve(session.id)).payment_intent as string
    await expect(client.refunds.create({ payment_intent: declined })).rejects.toMatchObject({
      statusCode: 400,
      message: `This PaymentIntent (${declined}) does not have a successful charge to refund.`,
    })
    await expect(
      client.refunds.create({ payment_intent: declined, reason: 'changed_mind' as 'duplicate' }),
    ).rejects.toMatchObject({ param: 'reason' })
  })

  it('refunds from the dashboard (control API), with the same events, and lists every refund for a soak', async () => {
    const client = stripeClient()
    const intent = await paidIntent()
    const refund = await control<Stripe.Refund>('/stripe/refund', 'POST', { payment_intent: intent, amount: 2000 })
    expectKeys(refund, refundKeys)
    expect(refund).toMatchObject({ amount: 2000, payment_intent: intent, status: 'succeeded' })
    const [event] = (await client.events.list({ type: 'charge.refunded', limit: 1 })).data
    // This file's portal (http://portal.test) is not on this machine: its deliveries are held, not pushed.
    expect(await control('/stripe/webhooks')).toMatchObject({ mode: 'hold' })
    const held = await control<{ event: string; status: string }[]>(`/stripe/deliveries?event=${event!.id}`)
    expect(held).toMatchObject([{ status: 'held' }])
    expect(event!.data.object).toMatchObject({ payment_intent: intent, amount_refunded: 2000 })
    expect(event!.request).toMatchObject({ idempotency_key: null })
    const all = await control<Stripe.Refund[]>('/stripe/refunds')
    expect(all.at(-1)).toMatchObject({ id: refund.id })
    const sessions = await control<Stripe.Checkout.Session[]>('/stripe/sessions')
    expect(sessions.find((s) => s.payment_intent === intent)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    })
    const over = await fetch(`${sandboxUrl()}/__sandbox/stripe/refund`, {
      method: 'POST',
      body: JSON.stringify({ payment_intent: intent, amount: 999_999 }),
    })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({ stripe: { code: 'amount_too_large' } })
  })
})
