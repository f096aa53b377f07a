// Sending a guest to pay an order (issue 40): the order's open payment page if it has one, else a new one made for its
// amount in the booking system, recorded on the order before the guest goes. The same order always leads to the same
// open page, so two tabs, a double submit or the back button never open a second way to pay.
import type { Scope } from '../../scope/scope.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { OrderChangedError, readOrder, updateOrder } from '../../integrations/dynamics/orders.ts'
import { openPaymentPage } from '../../integrations/stripe/payment-pages.ts'
import { readPaymentPage } from '../../integrations/stripe/payments.ts'
import { recordPayment } from './record.ts'
import { orderPath } from './paths.ts'

/** What the payment page shows the guest: the order in their words. */
export interface PaymentLine {
  readonly name: string
  readonly description: string | undefined
  readonly imageUrl: string | undefined
}

/** Where paying leads: the payment page, or the order itself when nothing is left to pay. */
export type PayAnswer = { readonly to: 'payment page'; readonly url: string } | { readonly to: 'order' }

class NoSuchOrderError extends Error {
  override name = 'NoSuchOrderError'
}

/**
 * Opens (or reopens) the payment page for an order the booking system holds. Throws when the booking system or the
 * payment service cannot be reached: nothing has been charged then, and the guest can try again.
 */
export async function payOrder(scope: Scope, orderId: string, line: PaymentLine): Promise<PayAnswer> {
  const client = dynamicsClient(scope.config)
  for (let attempt = 0; attempt < 4; attempt++) {
    const record = await readOrder(client, orderId)
    const order = record?.order
    const bookingId = order?.bookingId
    if (!record || !order || !bookingId) throw new NoSuchOrderError(`No order ${orderId}`)
    if (order.state === 'paid' || order.state === 'refunded') return { to: 'order' }
    if (order.checkoutId) {
      const page = await readPaymentPage(scope.config, order.checkoutId)
      if (page.open && page.url) return { to: 'payment page', url: page.url }
      // Paid, or ended, without the booking system knowing yet: record it, then decide again.
      if (page.event && (await recordPayment(scope, orderId, page.event)) === 'recorded') continue
      if (page.event?.kind === 'paid') return { to: 'order' }
    }
    const site = scope.config.SITE_URL
    const opened = await openPaymentPage(scope.config, {
      orderId,
      bookingId,
      ...line,
      amount: order.amount,
      currency: order.currency,
      email: scope.guest?.email,
      locale: scope.locale,
      returnUrl: `${site}/account/extras/paid?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}${orderPath(orderId)}?left=1`,
      replaces: order.checkoutId,
    })
    if (opened.id === order.checkoutId) return { to: 'payment page', url: opened.url }
    try {
      await updateOrder(client, record, { checkoutId: opened.id, state: 'awaitingPayment' })
      return { to: 'payment page', url: opened.url }
    } catch (error) {
      if (!(error instanceof OrderChangedError)) throw error
    }
  }
  throw new OrderChangedError(`Order ${orderId} kept changing while its payment page was opened`)
}
