// The columns every table of extras has for the portal's payments (issue 40; docs/upstreams.md): read with each
// extra, and written by the orders (orders.ts).
import * as v from 'valibot'
import type { PaymentState } from '../../domain/extra-payments.ts'

/** `cm_paymentstatus`, as option-set values. */
export const paymentStateCodes: Record<PaymentState, number> = {
  awaitingPayment: 100000000,
  paid: 100000001,
  failed: 100000002,
  abandoned: 100000003,
  refunded: 100000004,
}
/** The payment state an option-set value stands for; undefined for none or a value we do not know. */
export const paymentStateOf = (code: unknown): PaymentState | undefined =>
  (Object.keys(paymentStateCodes) as PaymentState[]).find((state) => paymentStateCodes[state] === code)

/** The columns an extra's payment is read with, on every table of extras. */
export const paymentColumns = [
  'cm_portalorderid',
  'cm_amountdue',
  '_transactioncurrencyid_value',
  'cm_paymentstatus',
  'cm_paymentreference',
  'cm_paymentid',
  'cm_amountrefunded',
  'cm_refunduntil',
] as const

/** The currency of a Money column, expanded beside it. */
export const currencyExpand = 'transactioncurrencyid($select=isocurrencycode)'

const money = v.nullish(v.number())
const text = v.nullish(v.string())
export const PaymentColumns = v.object({
  cm_portalorderid: text,
  cm_amountdue: money,
  cm_paymentstatus: v.nullish(v.number()),
  cm_paymentreference: text,
  cm_paymentid: text,
  cm_amountrefunded: money,
  cm_refunduntil: text,
  transactioncurrencyid: v.nullish(v.object({ isocurrencycode: v.string() })),
})
export type PaymentColumns = v.InferOutput<typeof PaymentColumns>
