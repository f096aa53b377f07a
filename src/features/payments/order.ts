// How each payment event moves an order (src/domain/orders.ts: one extra bought, or an invoice paid, in the portal;
// issue 40). The record is written before the guest goes to pay, so every charge has one;
// every event is applied here, so a webhook delivered twice, late or out of order changes it once, and rightly.
import type { Order, PaymentEvent } from '../../domain/orders.ts'

/** The change an event makes to an order; undefined when it makes none (already applied, stale or not this order's). */
export type OrderChange = Partial<Pick<Order, 'state' | 'checkoutId' | 'paymentId' | 'amountRefunded'>>

/**
 * How an event moves an order. A payment is recorded once, whatever else came before it; a refund only once paid, and
 * only when it refunds more than was recorded; an expired or failed payment page only while the order awaits that
 * very page (a page the guest left for a newer one, or one paid meanwhile, changes nothing).
 */
export function applyEvent(order: Order, event: PaymentEvent): OrderChange | undefined {
  switch (event.kind) {
    case 'paid':
      if (order.state === 'paid' || order.state === 'refunded') return undefined
      return { state: 'paid', checkoutId: event.checkoutId, paymentId: event.paymentId }
    case 'expired':
    case 'failed':
      if (order.state !== 'awaitingPayment' || order.checkoutId !== event.checkoutId) return undefined
      return { state: event.kind === 'expired' ? 'abandoned' : 'failed' }
    case 'refunded': {
      if (order.paymentId !== event.paymentId) return undefined
      if (order.state !== 'paid' && order.state !== 'refunded') return undefined
      if (event.amountRefunded <= order.amountRefunded) return undefined
      return { state: event.amountRefunded >= order.amount ? 'refunded' : 'paid', amountRefunded: event.amountRefunded }
    }
  }
}

/**
 * A second payment for an order already paid by another: it must be refunded at once and reported (it cannot happen
 * while each order has one open payment page at a time, which is what the checkout's idempotency keys hold).
 */
export function isSecondPayment(order: Pick<Order, 'state' | 'paymentId'>, event: PaymentEvent): boolean {
  return (
    event.kind === 'paid' &&
    (order.state === 'paid' || order.state === 'refunded') &&
    order.paymentId !== undefined &&
    order.paymentId !== event.paymentId
  )
}

/** What the guest can do next with an order in each state. */
export type NextStep = 'pay' | 'payAgain' | 'cancel' | 'contact' | 'none'

/**
 * The next step an order offers: pay while awaiting payment, pay again after a failed or abandoned page, cancel a
 * paid order within its refund terms, and otherwise (paid, outside the terms) whom to contact.
 */
export function nextStep(order: Pick<Order, 'state' | 'refundUntil'>, refundable: boolean): NextStep {
  switch (order.state) {
    case 'awaitingPayment':
      return 'pay'
    case 'failed':
    case 'abandoned':
      return 'payAgain'
    case 'paid':
      return refundable ? 'cancel' : 'contact'
    case 'refunded':
      return 'none'
  }
}
