// A guest's own orders (issue 40): read one only through their bookings, cancel one within its terms, and pay an
// extra the resort invoiced. The booking system is the record; the payment service is asked only what it holds.
import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { bookingRole } from '../../domain/companion-rights.ts'
import { readStatus } from '../../domain/extra-status.ts'
import { orderIdFor, type Order } from '../../domain/orders.ts'
import { parseLocalDate } from '../../domain/local-date.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { claimInvoice, OrderChangedError, readOrder } from '../../integrations/dynamics/orders.ts'
import { refundPayment } from '../../integrations/stripe/payments.ts'
import { nextStep, type NextStep } from './order.ts'
import { mayRefund } from './rules.ts'
import { resortToday } from './offers.ts'
import { recordPayment } from './record.ts'
import { payOrder, type PayAnswer } from './pay.ts'

/** An order of one of the guest's bookings, with what they may do next. */
export interface OwnOrder {
  readonly order: Order
  readonly booking: Booking
  readonly next: NextStep
  /** Cancelling is the lead booker's (who bought it is not recorded; they hold the booking). */
  readonly mayCancel: boolean
}

/** The order, when it is on one of the acting guest's bookings; undefined otherwise (another guest's looks absent). */
export async function ownOrder(scope: Scope, orderId: string): Promise<OwnOrder | undefined> {
  const guest = requireGuest(scope)
  const [record, bookings, contact] = await Promise.all([
    readOrder(dynamicsClient(scope.config), orderId),
    guest.bookings().list(),
    guest.contactId(),
  ])
  const booking = record && bookings.find((candidate) => candidate.id === record.order.bookingId)
  if (!record || !booking) return undefined
  const until = parseLocalDate(record.order.refundUntil)
  const refundable = mayRefund(until, resortToday(scope))
  return {
    order: record.order,
    booking,
    next: nextStep(record.order, refundable),
    mayCancel: bookingRole(booking, contact.ok ? contact.id : undefined) === 'lead',
  }
}

export type CancelOutcome = 'refunded' | 'not allowed'

/**
 * Cancels a paid order within its terms: the full refund at the payment service (once, whatever the repeats: its
 * idempotency key), then the record. A refund the webhook records first leaves the record as it is.
 */
export async function cancelOrder(scope: Scope, own: OwnOrder): Promise<CancelOutcome> {
  const { order } = own
  if (own.next !== 'cancel' || !own.mayCancel || !order.paymentId) return 'not allowed'
  const amount = await refundPayment(
    scope.config,
    { id: order.id, bookingId: order.bookingId, paymentId: order.paymentId },
    'requested_by_customer',
  )
  await recordPayment(scope, order.id, {
    kind: 'refunded',
    paymentId: order.paymentId,
    amountRefunded: Math.min(order.amount, order.amountRefunded + amount),
  })
  return 'refunded'
}

/**
 * Pays an extra the resort invoiced on the selected booking: it takes an order id (once; two tabs get the same) and
 * is paid as a bought one is. Undefined when the booking has no such extra with something to pay.
 */
export async function payInvoice(
  scope: Scope,
  booking: Booking,
  extraId: string,
  name: string,
): Promise<PayAnswer | undefined> {
  const client = dynamicsClient(scope.config)
  for (let attempt = 0; attempt < 3; attempt++) {
    const reads = await requireGuest(scope).bookings().reads()
    const extras = (await reads?.extras(booking.id))?.extras ?? []
    const extra = extras.find((candidate) => candidate.id === extraId)
    const payment = extra?.payment
    if (!extra?.kind || !payment || payment.amount <= 0) return undefined
    const invoiced = readStatus(extra.status).status === 'invoiced'
    if (!payment.orderId && !invoiced) return undefined
    let orderId = payment.orderId
    if (!orderId) {
      const id = orderIdFor(extra.kind)
      try {
        await claimInvoice(client, { kind: extra.kind, extraId: extra.id, etag: payment.version }, id)
        orderId = id
      } catch (error) {
        if (error instanceof OrderChangedError) continue // another tab claimed it first: read its id
        throw error
      }
    }
    return payOrder(scope, orderId, { name, description: undefined, imageUrl: undefined })
  }
  throw new OrderChangedError(`Extra ${extraId} kept changing while it was claimed for payment`)
}
