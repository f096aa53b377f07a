// The hosted pay page stands in for Stripe Checkout without JavaScript: Pay, Decline, 3-D Secure and Abandon (and a
// bank debit that settles later), each changing the session, its payment intent and charges as Stripe does, and each
// change written as Stripe's events.
import { describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { chargeKeys, expectKeys, paymentIntentKeys, sessionKeys } from './stripe-keys.ts'
import { checkoutParams, openPayPage, pressButton, stripeClient } from './stripe-support.ts'
import { control, sandboxUrl, useSandbox } from './support.ts'

useSandbox()

/** The types of the events about a session and its payment, oldest first. */
async function typesFor(sessionId: string, since: number): Promise<string[]> {
  const client = stripeClient()
  const { payment_intent: intent } = await client.checkout.sessions.retrieve(sessionId)
  const events = await client.events.list({ created: { gte: since }, limit: 100 })
  return events.data
    .filter((event) => {
      const object = event.data.object as { id: string; payment_intent?: string }
      return [object.id, object.payment_intent].some((id) => id === sessionId || (intent && id === intent))
    })
    .map((event) => event.type)
    .reverse()
}

describe('the pay page', () => {
  it('shows the line items, the total and the four buttons, with labelled fields', async () => {
    const session = await stripeClient().checkout.sessions.create(checkoutParams())
    const page = await openPayPage(session.url!)
    expect(page.status).toBe(200)
    expect(page.html).toContain('<html lang="en">')
    expect(page.html).toContain('<td>Airport transfer × 2</td><td>£90.00</td>')
    expect(page.html).toContain('<td>Late checkout</td><td>£12.50</td>')
    expect(page.html).toContain('<th scope="row">Total due</th><td>£102.50</td>')
    expect(page.html).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" value="olivia@example.com" readonly>/,
    )
    expect(page.buttons).toEqual([
      { value: 'pay', label: 'Pay £102.50' },
      { value: 'decline', label: 'Decline' },
      { value: 'three_d_secure', label: '3-D Secure' },
      { value: 'debit', label: 'Bank debit' },
      { value: 'abandon', label: 'Abandon' },
    ])
    expect(page.alert).toBeUndefined()
  })

  it('Pay: completes the session paid, makes the payment intent and charge, and returns to success_url', async () => {
    const client = stripeClient()
    const since = Math.floor(Date.now() / 1000)
    const session = await client.checkout.sessions.create(checkoutParams())
    const paid = await pressButton(await openPayPage(session.url!), 'pay')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://portal.test/extras/paid?session=${session.id}`)
    const after = await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] })
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', url: null })
    expect(after.customer_details).toMatchObject({ email: 'olivia@example.com' })
    expectKeys(after, sessionKeys)
    const intent = after.payment_intent as Stripe.PaymentIntent
    expectKeys(intent, paymentIntentKeys)
    expect(intent.id).toMatch(/^pi_/)
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 10250,
      amount_received: 10250,
      currency: 'gbp',
      metadata: { booking: 'OPP-1001', lines: 'transfer,late-checkout' },
      last_payment_error: null,
    })
    const charge = intent.latest_charge as Stripe.Charge
    expectKeys(charge, chargeKeys)
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      amount: 10250,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      metadata: { booking: 'OPP-1001', lines: 'transfer,late-checkout' },
    })
    expect(await client.paymentIntents.retrieve(intent.id)).toMatchObject({ latest_charge: charge.id })
    expect(await typesFor(session.id, since)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ])
    const done = await openPayPage(session.url!)
    expect(done.html).toContain('This Checkout Session is complete.')
    expect(done.buttons).toEqual([])
  })

  it('Decline: stays on the page with Stripe’s message and the session open; another try may pay', async () => {
    const client = stripeClient()
    const since = Math.floor(Date.now() / 1000)
    const session = await client.checkout.sessions.create(checkoutParams())
    const declined = await pressButton(await openPayPage(session.url!), 'decline')
    expect(declined.status).toBe(303)
    const again = await openPayPage(new URL(declined.headers.get('location')!, session.url!).href)
    expect(again.alert).toBe('Your card was declined.')
    const open = await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(open).toMatchObject({ status: 'open', payment_status: 'unpaid' })
    // As in Stripe, the session's payment intent exists once the guest has confirmed, and keeps the decline.
    expect(open.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    })
    const failed = await client.charges.retrieve((open.payment_intent as Stripe.PaymentIntent).latest_charge as string)
    expect(failed).toMatchObject({ status: 'failed', paid: false, failure_code: 'card_declined' })
    expect((await pressButton(again, 'pay')).status).toBe(303)
    const paid = await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' })
    expect(paid.payment_intent).toMatchObject({
      id: (open.payment_intent as Stripe.PaymentIntent).id,
      status: 'succeeded',
      last_payment_error: null,
    })
    expect(await typesFor(session.id, since)).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
      'charge.succeeded',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ])
  })

  it('3-D Secure: an authentication step whose Complete pays and whose Fail returns with a message', async () => {
    const client = stripeClient()
    const session = await client.checkout.sessions.create(checkoutParams())
    const asked = await pressButton(await openPayPage(session.url!), 'three_d_secure')
    expect(asked.status).toBe(303)
    const challengeUrl = new URL(asked.headers.get('location')!, session.url!).href
    const challenge = await openPayPage(challengeUrl)
    expect(challenge.html).toContain('<h1>Authenticate this payment</h1>')
    expect(challenge.buttons).toEqual([
      { value: 'complete', label: 'Complete' },
      { value: 'fail', label: 'Fail' },
    ])
    const waiting = await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(waiting.payment_intent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    })

    const failed = await pressButton(challenge, 'fail')
    const back = await openPayPage(new URL(failed.headers.get('location')!, session.url!).href)
    expect(back.alert).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    )
    expect(await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })).toMatchObject({
      status: 'open',
      payment_intent: {
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      },
    })
    // A failed challenge's page no longer answers; a new try asks again and completes.
    expect((await fetch(challengeUrl, { redirect: 'manual' })).status).toBe(303)
    const retry = await pressButton(back, 'three_d_secure')
    const completed = await pressButton(
      await openPayPage(new URL(retry.headers.get('location')!, session.url!).href),
      'complete',
    )
    expect(completed.headers.get('location')).toBe(`http://portal.test/extras/paid?session=${session.id}`)
    expect(await client.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    })
  })

  it('Abandon: back to cancel_url, the session still open until it expires', async () => {
    const client = stripeClient()
    const session = await client.checkout.sessions.create(checkoutParams())
    const left = await pressButton(await openPayPage(session.url!), 'abandon')
    expect(left.status).toBe(303)
    expect(left.headers.get('location')).toBe('http://portal.test/extras')
    expect(await client.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_intent: null })
    await control(`/stripe/sessions/${session.id}/expire`, 'POST')
    const gone = await openPayPage(session.url!)
    expect(gone.html).toContain('This Checkout Session has expired.')
    expect(gone.buttons).toEqual([])
  })

  it('asks for the email when the session has none, and answers 404 for an unknown session', async () => {
    const session = await stripeClient().checkout.sessions.create(checkoutParams({ customer_email: undefined }))
    const page = await openPayPage(session.url!)
    expect(page.html).toContain('<input id="email" name="email" type="email" autocomplete="email" required>')
    await pressButton(page, 'pay', { email: 'guest@example.org' })
    expect((await stripeClient().checkout.sessions.retrieve(session.id)).customer_details).toMatchObject({
      email: 'guest@example.org',
    })
    expect((await openPayPage(`${sandboxUrl()}/__stripe/pay/cs_test_unknown`)).status).toBe(404)
  })
})

describe('a bank debit', () => {
  it('completes the session unpaid, then the control API settles it paid', async () => {
    const client = stripeClient()
    const since = Math.floor(Date.now() / 1000)
    const session = await client.checkout.sessions.create(checkoutParams())
    const done = await pressButton(await openPayPage(session.url!), 'debit')
    expect(done.headers.get('location')).toBe(`http://portal.test/extras/paid?session=${session.id}`)
    expect(await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: { status: 'processing', payment_method_types: ['bacs_debit'] },
    })
    const settled = await control<Stripe.Checkout.Session>(`/stripe/sessions/${session.id}/async-payment`, 'POST', {
      outcome: 'succeeded',
    })
    expect(settled).toMatchObject({ status: 'complete', payment_status: 'paid' })
    expect(await typesFor(session.id, since)).toEqual([
      'payment_intent.created',
      'payment_intent.processing',
      'charge.pending',
      'checkout.session.completed',
      'charge.succeeded',
      'payment_intent.succeeded',
      'checkout.session.async_payment_succeeded',
    ])
  })

  it('fails through the control API: checkout.session.async_payment_failed, the session still unpaid', async () => {
    const client = stripeClient()
    const session = await client.checkout.sessions.create(checkoutParams())
    await pressButton(await openPayPage(session.url!), 'debit')
    await control(`/stripe/sessions/${session.id}/async-payment`, 'POST', { outcome: 'failed' })
    const [event] = (await client.events.list({ type: 'checkout.session.async_payment_failed' })).data
    expect(event!.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'unpaid' })
    expect(await client.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })).toMatchObject({
      payment_intent: {
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_method_provider_decline' },
      },
    })
    const again = await fetch(`${sandboxUrl()}/__sandbox/stripe/sessions/${session.id}/async-payment`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'failed' }),
    })
    expect(again.status).toBe(409)
  })
})
