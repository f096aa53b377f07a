/**
 * An extra's money (issue 40): what its record holds of what is due and what the portal's payments made of it, and
 * how "Your extras" shows it.
 */

/** Where the payment of an extra bought or paid in the portal stands (issue 40; src/domain/orders.ts). */
export const paymentStates = ['awaitingPayment', 'paid', 'failed', 'abandoned', 'refunded'] as const
export type PaymentState = (typeof paymentStates)[number]

/** What an extra's record holds of money: what is due, and what the portal's payments made of it. */
export interface ExtraPayment {
  /** The portal's order id, once the extra was bought or its invoice paid in the portal. */
  readonly orderId: string | undefined
  /** Due (or paid), in the currency's minor units. */
  readonly amount: number
  readonly currency: string
  /** Undefined: never paid through the portal. */
  readonly state: PaymentState | undefined
  readonly amountRefunded: number
  /** YYYY-MM-DD: the last day it may be cancelled for a refund. */
  readonly refundUntil: string | undefined
  /** The record's version, so a write over it (an order id for an invoice) fails if it changed since. */
  readonly version: string
}

/** An extra's payment as "Your extras" shows it: a line, and the form to pay an invoice or the order's page. */
export interface ExtraPaymentView {
  /** In the guest's language: "£42.00 to pay", "Paid £85.00", "Cancelled and refunded £85.00". */
  readonly line: string
  /** The form that pays an invoice ("Pay now"). */
  readonly payAction: string | undefined
  /** The order's page, once it is one. */
  readonly orderHref: string | undefined
}
