// Stripe's events for an order, however they come (issue 40): before the guest returns, twice, out of order, a page
// that expires, a bank debit that fails later, and a refund the resort makes in Stripe's dashboard. Each changes the
// booking system's record once, and the guest reads it.
import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, pageText, pathOf, sandbox, visit } from './support.ts'
import { deliver, deliveriesFor, onPayPage, payingGuest, reviewOf, submit } from './payments-support.ts'

afterEach(clearFaults)

/** A welcome hamper up to its payment page: the page's address, its session id and the order id. */
async function ordered(jar: Awaited<ReturnType<typeof payingGuest>>['jar']) {
  const form = await reviewOf('/account/extras/buy/welcome-hamper/review?quantity=1', jar)
  const url = (await submit(form, jar)).headers.get('location')!
  return { url, session: /cs_[A-Za-z0-9_]+/.exec(url)![0], orderId: form.fields.order! }
}

const orderPage = async (orderId: string, jar: Awaited<ReturnType<typeof payingGuest>>['jar']) =>
  pageText(await visit(`/account/extras/orders/${orderId}`, { jar }))

const recorded = async (response: Response) => ((await response.json()) as { recorded?: string }).recorded

describe('Stripe’s events', () => {
  it('record a payment whose webhook comes before the guest returns, and twice, once', async () => {
    const { jar } = await payingGuest()
    const { url, orderId } = await ordered(jar)
    const paid = await onPayPage(url, 'pay')
    const [completed] = await deliveriesFor(orderId, 'checkout.session.completed')
    expect(await recorded(await deliver(completed!))).toBe('recorded')
    expect(await recorded(await deliver(completed!))).toBe('unchanged')
    const back = await visit(pathOf(paid.headers.get('location')), { jar })
    expect(pathOf(back.headers.get('location'))).toBe(`/account/extras/orders/${orderId}?paid=1`)
    expect(await orderPage(orderId, jar)).toContain('Paid. Thank you!')
  })

  it('ask again for a refund that overtakes the payment it refunds, and record both in the end', async () => {
    const { jar } = await payingGuest()
    const { url, session, orderId } = await ordered(jar)
    await onPayPage(url, 'pay')
    const stripeSession = (await sandbox<{ id: string; payment_intent: string }[]>('/__sandbox/stripe/sessions')).find(
      (candidate) => candidate.id === session,
    )!
    // The resort refunds it in Stripe's dashboard before the payment's event reaches the portal.
    await sandbox('/__sandbox/stripe/refund', {
      method: 'POST',
      body: JSON.stringify({ payment_intent: stripeSession.payment_intent }),
    })
    const [refund] = await deliveriesFor(orderId, 'charge.refunded')
    expect((await deliver(refund!)).status).toBe(409)
    const [completed] = await deliveriesFor(orderId, 'checkout.session.completed')
    expect(await recorded(await deliver(completed!))).toBe('recorded')
    expect(await recorded(await deliver(refund!))).toBe('recorded')
    expect(await orderPage(orderId, jar)).toContain('Cancelled and refunded.')
    const extras = await pageText(await visit('/account/my-bookings', { jar }))
    expect(extras).toContain('Cancelled and refunded £85.00')
  })

  it('mark a payment page that expired as not finished, and leave it so when it comes again', async () => {
    const { jar } = await payingGuest()
    const { session, orderId } = await ordered(jar)
    await sandbox(`/__sandbox/stripe/sessions/${session}/expire`, { method: 'POST', body: '{}' })
    const [expired] = await deliveriesFor(orderId, 'checkout.session.expired')
    expect(await recorded(await deliver(expired!))).toBe('recorded')
    expect(await recorded(await deliver(expired!))).toBe('unchanged')
    const page = await orderPage(orderId, jar)
    expect(page).toContain('The payment was not finished. Nothing has been charged.')
    expect(page).toContain('Try paying again')
  })

  it('mark a bank debit that fails after the guest returned as failed', async () => {
    const { jar } = await payingGuest()
    const { url, session, orderId } = await ordered(jar)
    const debit = await fetch(url, { redirect: 'manual' }).then(async (page) => {
      const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&')
      return fetch(new URL(action, url), {
        method: 'POST',
        body: new URLSearchParams({ action: 'debit' }),
        redirect: 'manual',
      })
    })
    const back = await visit(pathOf(debit.headers.get('location')), { jar })
    expect(pathOf(back.headers.get('location'))).toBe(`/account/extras/orders/${orderId}`)
    expect(await orderPage(orderId, jar)).toContain('Awaiting payment.')
    await sandbox(`/__sandbox/stripe/sessions/${session}/async-payment`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'failed' }),
    })
    const [failed] = await deliveriesFor(orderId, 'checkout.session.async_payment_failed')
    expect(await recorded(await deliver(failed!))).toBe('recorded')
    expect(await orderPage(orderId, jar)).toContain('The payment did not go through. Nothing has been charged.')
  })
})
