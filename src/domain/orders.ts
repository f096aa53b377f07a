// What the booking system records of an extra bought or paid in the portal (issue 40): the order, by the portal's own
// names. src/integrations/dynamics/orders.ts maps its records to these; the payments feature's rules move them.
import { extraKinds, type ExtraKind } from './extra-kinds.ts'
import type { PaymentState } from './extra-payments.ts'

export type { PaymentState }

export interface Order {
  /** The portal's own id for the order: the record's alternate key in the booking system (`orderIdFor`). */
  readonly id: string
  /** The booking it is on (its booking account's), when the record says. */
  readonly bookingId: string | undefined
  /** The extra's record in the booking system. */
  readonly extraId: string
  readonly kind: ExtraKind
  /** What it costs (or is owed), in minor units, and its currency (ISO 4217). */
  readonly amount: number
  readonly currency: string
  readonly state: PaymentState
  /** The payment page the guest was last sent to (a Checkout Session's id). */
  readonly checkoutId: string | undefined
  /** The payment, once made (a PaymentIntent's id). */
  readonly paymentId: string | undefined
  /** Refunded so far, in minor units. */
  readonly amountRefunded: number
  /** YYYY-MM-DD: the last day the guest may cancel it for a refund; undefined: they cannot. */
  readonly refundUntil: string | undefined
}

/** What happened at the payment service, as the portal reads its events and sessions. */
export type PaymentEvent =
  | { readonly kind: 'paid'; readonly checkoutId: string; readonly paymentId: string; readonly amount: number }
  | { readonly kind: 'expired'; readonly checkoutId: string }
  | { readonly kind: 'failed'; readonly checkoutId: string }
  | { readonly kind: 'refunded'; readonly paymentId: string; readonly amountRefunded: number }

const orderIdPattern = new RegExp(
  `^(${extraKinds.join('|')})\\.([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$`,
)

/**
 * A new order id. It names the kind, so a payment event that carries only the order id finds the record's table:
 * `hamper.3f2b…`. Random, so it can be neither guessed nor made to collide.
 */
export const orderIdFor = (kind: ExtraKind): string => `${kind}.${crypto.randomUUID()}`

/** The kind an order id names; undefined when it is not one of ours (tampered, or another system's). */
export function kindOfOrder(orderId: string): ExtraKind | undefined {
  return orderIdPattern.exec(orderId)?.[1] as ExtraKind | undefined
}
