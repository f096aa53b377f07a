// Recording what happened at the payment service in the booking system (issue 40): the one way a webhook, the return
// page and the reconciliation change an order, so that however often, late or out of order an event comes, the
// record changes once and rightly (src/features/payments/order.ts decides; this reads, writes and retries).
import type { Scope } from '../../scope/scope.ts'
import type { PaymentEvent } from '../../domain/orders.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { OrderChangedError, readOrder, updateOrder } from '../../integrations/dynamics/orders.ts'
import { refundPayment } from '../../integrations/stripe/payments.ts'
import { applyEvent, isSecondPayment } from './order.ts'

/**
 * What recording did: wrote the change, found it already there, found no order to record it on, or found a refund
 * that came before the payment it refunds (the caller asks for it again later: Stripe's retry, the reconciliation).
 */
export type Recorded = 'recorded' | 'unchanged' | 'no order' | 'too early'

class UnknownOrderError extends Error {
  override name = 'UnknownOrderError'
}

class SecondPaymentError extends Error {
  override name = 'SecondPaymentError'
}

/**
 * Applies one payment event to its order, over the version read: another write in between (the webhook and the
 * return page at once) reads again and decides again, so only one of them writes. A second payment for an order
 * already paid is refunded at once and reported. Throws when the booking system cannot be read or written: the
 * caller answers so that it is tried again (the webhook's 500, the reconciliation's next run).
 */
export async function recordPayment(
  scope: Scope,
  orderId: string,
  event: PaymentEvent,
  bookingId?: string,
): Promise<Recorded> {
  const client = dynamicsClient(scope.config)
  for (let attempt = 0; attempt < 4; attempt++) {
    const record = await readOrder(client, orderId)
    if (!record || (bookingId && record.order.bookingId && record.order.bookingId !== bookingId)) {
      scope.report('payments.record', new UnknownOrderError(`No order ${orderId} on booking ${bookingId}`), 'warning')
      return 'no order'
    }
    if (isSecondPayment(record.order, event) && event.kind === 'paid') {
      await refundPayment(scope.config, { ...record.order, paymentId: event.paymentId }, 'duplicate')
      scope.report(
        'payments.record',
        new SecondPaymentError(`Order ${orderId} paid twice: ${event.paymentId} refunded`),
      )
      return 'unchanged'
    }
    if (event.kind === 'refunded' && record.order.paymentId === undefined) return 'too early'
    const change = applyEvent(record.order, event)
    if (!change) return 'unchanged'
    try {
      await updateOrder(client, record, change)
      return 'recorded'
    } catch (error) {
      if (!(error instanceof OrderChangedError)) throw error
    }
  }
  throw new OrderChangedError(`Order ${orderId} kept changing while its payment was recorded`)
}
