// Buying extras and paying what is owed (issue 40), through the worker against the sandbox's content service, booking
// system and Stripe: offers first, the three steps, the record before the payment page, the return and the webhook
// recording once, tampering refused, cancelling within the terms, an invoice paid, and failures that lose nothing.
import { afterEach, describe, expect, it } from 'vitest'
import { createScheduledController, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { Bindings } from '../../src/scope/bindings.ts'
import worker from '../../src/worker.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { clearFaults, demo, fault, pageText, pathOf, post, sandbox, signIn, visit } from './support.ts'
import {
  backTo,
  deliver,
  deliveriesFor,
  onPayPage,
  orderIn,
  payingGuest,
  reviewOf,
  submit,
  writeCount,
} from './payments-support.ts'

afterEach(clearFaults)

const hamper = '/account/extras/buy/welcome-hamper'

/** Buys `quantity` welcome hampers up to the payment page; its address and the order id. */
async function toPaymentPage(jar: Parameters<typeof reviewOf>[1], quantity = 2) {
  const form = await reviewOf(`${hamper}/review?quantity=${quantity}`, jar)
  const response = await submit(form, jar)
  expect(response.status, await response.clone().text()).toBe(303)
  return { url: response.headers.get('location')!, orderId: form.fields.order!, form }
}

/** Follows the payment page's return into the portal; the order page's path. */
async function returnFrom(payAnswer: Response, jar: Parameters<typeof reviewOf>[1]) {
  const back = await visit(backTo(payAnswer), { jar })
  expect(back.status, await back.clone().text()).toBe(303)
  return pathOf(back.headers.get('location'))
}

describe('offers', () => {
  it('come first in the book options, and the main website’s link gives way where the portal sells every kind', async () => {
    const { jar } = await payingGuest()
    const html = await pageText(await visit('/account/book-options', { jar }))
    const list = /<ul class="book-options">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? ''
    const links = [...list.matchAll(/<li[^>]*><a href="([^"]+)"/g)].map((m) => m[1])
    expect(links.slice(0, 3)).toEqual([
      '/account/extras/buy/welcome-hamper',
      '/account/extras/buy/island-odyssey',
      '/account/extras/buy/private-transfer',
    ])
    expect(html).toContain('£85.00')
    expect(html).toContain('£45.00 a person')
    expect(links.some((href) => href?.endsWith('/extras/hampers'))).toBe(false)
    expect(links.some((href) => href?.endsWith('/extras/car-hire'))).toBe(true)
  })

  it('are in the guest’s language, from the content service’s translation', async () => {
    const { jar } = await payingGuest()
    jar.cookies.set('gp_lang', 'de')
    const html = await pageText(await visit(hamper, { jar }))
    expect(html).toContain('<h1>Willkommenskorb</h1>')
    expect(html).toMatch(/85,00\s£/)
    const options = await pageText(await visit('/account/book-options', { jar }))
    expect(options).toMatch(/45,00\s£ pro Person/)
  })
})

describe('buying an extra', () => {
  it('writes the order as awaiting payment before the payment page, and records the payment once on return', async () => {
    const { jar } = await payingGuest()
    const choose = await pageText(await visit(hamper, { jar }))
    expect(choose).toContain('Step 1 of 3')
    const { url, orderId, form } = await toPaymentPage(jar)
    expect(form.html).toContain('Pay £170.00')
    expect(form.html).toContain('You can cancel it for a full refund until')
    expect(url).toContain('/__stripe/pay/cs_')

    const before = await pageText(await visit('/account/my-bookings', { jar }))
    expect(before).toContain('Awaiting payment of £170.00')

    const orderPage = await returnFrom(await onPayPage(url, 'pay'), jar)
    expect(orderPage).toBe(`/account/extras/orders/${orderId}?paid=1`)
    const paid = await pageText(await visit(orderPage, { jar }))
    expect(paid).toContain('Payment received. Thank you!')
    expect(paid).toContain('Paid. Thank you!')

    // The webhook that comes after the return changes nothing more.
    const [completed] = await deliveriesFor(orderId, 'checkout.session.completed')
    const answer = await deliver(completed!)
    expect(await answer.json()).toEqual({ received: true, recorded: 'unchanged' })

    const after = await pageText(await visit('/account/my-bookings', { jar }))
    expect(after).toContain('Paid £170.00')
    expect(after).toContain(`href="/account/extras/orders/${orderId}"`)
  })

  it('lets the pay form lead to the payment page’s origin, and nowhere else (CSP form-action)', async () => {
    const { jar } = await payingGuest()
    const review = await visit(`${hamper}/review?quantity=1`, { jar })
    const policy = review.headers.get('content-security-policy') ?? ''
    const formAction = /form-action ([^;]+)/.exec(policy)?.[1]
    expect(formAction).toBe(`'self' ${new URL((env as unknown as Bindings).STRIPE_API_URL ?? '').origin}`)
  })

  it('sends a second post of the same pay form to the same payment page, writing nothing new', async () => {
    const { jar } = await payingGuest()
    const { url, form } = await toPaymentPage(jar, 1)
    const writes = await writeCount()
    const again = await submit(form, jar)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(url)
    expect(await writeCount()).toBe(writes)
  })

  it('refuses a pay form changed in the browser with 400, and writes nothing', async () => {
    const { jar } = await payingGuest()
    const form = await reviewOf(`${hamper}/review?quantity=1`, jar)
    const writes = await writeCount()
    const changes: Record<string, string>[] = [
      { choice: 'quantity=3' },
      { token: '0'.repeat(64) },
      { order: 'hamper.x' },
    ]
    for (const change of changes) {
      const answer = await submit(form, jar, change)
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(await pageText(answer)).toContain('nothing was ordered')
    }
    expect(await writeCount()).toBe(writes)
  })

  it('asks again for a choice out of range, with what was chosen kept', async () => {
    const { jar, guests } = await payingGuest()
    const trip = '/account/extras/buy/island-odyssey'
    const none = await visit(`${trip}/review?day=2020-01-01&guests=${guests[0]!.id}`, { jar })
    expect(none.status).toBe(400)
    const html = await pageText(none)
    expect(html).toContain('Choose a day from')
    expect(html).toContain(`checked="" value="${guests[0]!.id.toLowerCase()}"`)
    const priced = await reviewOf(
      `${trip}/review?day=${/<option value="(\d{4}-\d\d-\d\d)"/.exec(html)![1]}&guests=${guests[0]!.id}&guests=${guests[1]!.id}`,
      jar,
    )
    expect(priced.html).toContain('Pay £90.00')
  })

  it('sends a request for an offer on request, with nothing to pay', async () => {
    const { jar } = await payingGuest()
    const form = await reviewOf('/account/extras/buy/private-transfer/review', jar)
    expect(form.html).toContain('Send request')
    const sent = await submit(form, jar)
    expect(pathOf(sent.headers.get('location'))).toBe('/account/extras/buy/private-transfer?sent=1')
    const extras = await pageText(await visit('/account/my-bookings', { jar }))
    expect(extras).toContain('A transfer for 2 guests has been requested.')
  })

  it('finds another guest’s order nowhere: its page answers 404', async () => {
    const olivia = await signIn(demo.olivia)
    await visit('/account', { jar: olivia })
    const page = await visit('/account/extras/buy/welcome-hamper/review?quantity=1', { jar: olivia })
    // Olivia leads her own booking: she may. Another guest's order is not found.
    expect(page.status).toBe(200)
    const { jar } = await payingGuest()
    const { orderId } = await toPaymentPage(jar, 1)
    const other = await visit(`/account/extras/orders/${orderId}`, { jar: olivia })
    expect(other.status).toBe(404)
  })
})

describe('when something fails', () => {
  it('keeps the order when the payment page cannot be opened, and offers to pay from the order', async () => {
    expectConsoleErrors(/"where":"payments\.open"/)
    const { jar } = await payingGuest()
    const form = await reviewOf(`${hamper}/review?quantity=1`, jar)
    await fault({ path: '/v1/checkout/sessions', method: 'POST', status: 500, times: 10 })
    const answer = await submit(form, jar)
    const orderPage = pathOf(answer.headers.get('location'))
    expect(orderPage).toBe(`/account/extras/orders/${form.fields.order}?error=payment`)
    const html = await pageText(await visit(orderPage, { jar }))
    expect(html).toContain('Nothing has been charged, and your order is saved')
    await clearFaults()
    const pay = await post(`/account/extras/orders/${form.fields.order}/pay`, {}, jar)
    expect(pay.headers.get('location')).toContain('/__stripe/pay/cs_')
  })

  it('keeps the review on screen when the booking system cannot take the order', async () => {
    expectConsoleErrors(/"where":"payments\.place"/)
    const { jar } = await payingGuest()
    const form = await reviewOf(`${hamper}/review?quantity=3`, jar)
    await fault({ path: '/dynamics/api/data/v9.2/new_hampers', method: 'PATCH', status: 503 })
    const answer = await submit(form, jar)
    expect(answer.status).toBe(503)
    const html = await pageText(answer)
    expect(html).toContain('Nothing has been charged')
    expect(html).toContain('Pay £255.00')
  })

  it('records a payment made while the booking system was down once it is back, by the reconciliation', async () => {
    expectConsoleErrors(/"where":"payments\.(return|webhook)"/)
    const { jar } = await payingGuest()
    const { url, orderId } = await toPaymentPage(jar, 1)
    await fault({ path: '/dynamics/api/data/v9.2/new_hampers', method: 'PATCH', status: 503 })
    const paid = await onPayPage(url, 'pay')
    const back = await visit(backTo(paid), { jar })
    expect(back.status).toBe(200)
    expect(await pageText(back)).toContain('Your payment went through')
    const [completed] = await deliveriesFor(orderId, 'checkout.session.completed')
    expect((await deliver(completed!)).status).toBe(500)
    await clearFaults()

    const ctx = createExecutionContext()
    await worker.scheduled(
      createScheduledController({ cron: '*/15 * * * *', scheduledTime: Date.now() }),
      env as unknown as Bindings,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    const order = await pageText(await visit(`/account/extras/orders/${orderId}`, { jar }))
    expect(order).toContain('Paid. Thank you!')
  })

  it('answers a webhook with a bad signature 400, and one it cannot record 500 so that it comes again', async () => {
    const { jar } = await payingGuest()
    const { url, orderId } = await toPaymentPage(jar, 1)
    await onPayPage(url, 'pay')
    const [completed] = await deliveriesFor(orderId, 'checkout.session.completed')
    expect((await deliver(completed!, 't=1,v1=00')).status).toBe(400)
    expect((await deliver({ headers: null, body: completed!.body })).status).toBe(400)
    const recorded = await deliver(completed!)
    expect(await recorded.json()).toEqual({ received: true, recorded: 'recorded' })
  })
})

describe('after paying', () => {
  it('says nothing was charged when the guest leaves the payment page, and sends them back to the same page', async () => {
    const { jar } = await payingGuest()
    const { url, orderId } = await toPaymentPage(jar, 1)
    const declined = await onPayPage(url, 'decline')
    expect(declined.status).toBe(303)
    const left = await onPayPage(url, 'abandon')
    const orderPage = backTo(left)
    expect(orderPage).toBe(`/account/extras/orders/${orderId}?left=1`)
    const html = await pageText(await visit(orderPage, { jar }))
    expect(html).toContain('You left the payment page. Nothing has been charged')
    const again = await post(`/account/extras/orders/${orderId}/pay`, {}, jar)
    expect(again.headers.get('location')).toBe(url)
  })

  it('cancels within the terms with a full refund, once', async () => {
    const { jar } = await payingGuest()
    const { url, orderId } = await toPaymentPage(jar, 1)
    await returnFrom(await onPayPage(url, 'pay'), jar)
    const page = await pageText(await visit(`/account/extras/orders/${orderId}`, { jar }))
    expect(page).toContain('Cancel and refund £85.00')
    const cancelled = await post(`/account/extras/orders/${orderId}/cancel`, {}, jar)
    expect(pathOf(cancelled.headers.get('location'))).toBe(`/account/extras/orders/${orderId}?cancelled=1`)
    const after = await pageText(await visit(`/account/extras/orders/${orderId}?cancelled=1`, { jar }))
    expect(after).toContain('Cancelled and refunded.')
    expect((await post(`/account/extras/orders/${orderId}/cancel`, {}, jar)).status).toBe(403)
    const [refund] = await deliveriesFor(orderId, 'charge.refunded')
    expect(await (await deliver(refund!)).json()).toEqual({ received: true, recorded: 'unchanged' })
  })

  it('says whom to contact once the terms are over', async () => {
    const { jar } = await payingGuest({ arrivalInDays: 5 })
    const { url, orderId } = await toPaymentPage(jar, 1)
    await returnFrom(await onPayPage(url, 'pay'), jar)
    const page = await pageText(await visit(`/account/extras/orders/${orderId}`, { jar }))
    expect(page).toContain('To change or cancel it now, contact the resort.')
    expect((await post(`/account/extras/orders/${orderId}/cancel`, {}, jar)).status).toBe(403)
  })
})

describe('an invoiced extra', () => {
  it('shows what is due with Pay now, and reads as confirmed once paid', async () => {
    const { jar } = await payingGuest({ invoicedPounds: 42 })
    const extras = await pageText(await visit('/account/my-bookings', { jar }))
    expect(extras).toContain('£42.00 to pay')
    const action = /<form action="(\/account\/extras\/invoices\/[^"]+\/pay)" method="post">/.exec(extras)![1]!
    const pay = await post(action, {}, jar)
    expect(pay.headers.get('location')).toContain('/__stripe/pay/cs_')
    const again = await post(action, {}, jar)
    expect(again.headers.get('location')).toBe(pay.headers.get('location'))
    const orderPage = await returnFrom(await onPayPage(pay.headers.get('location')!, 'pay'), jar)
    expect(orderPage).toMatch(/^\/account\/extras\/orders\/transfer\.[0-9a-f-]+\?paid=1$/)
    const after = await pageText(await visit('/account/my-bookings', { jar }))
    expect(after).toContain('Paid £42.00')
    expect(after).toContain('A transfer for 2 guests has been confirmed.')
    expect(orderIn(orderPage)).not.toBe('')
    expect(await sandbox('/__sandbox/stripe/sessions')).toBeDefined()
  })
})
