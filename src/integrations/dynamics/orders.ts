// Orders in the booking system (issue 40): an extra bought in the portal is written to its kind's table as awaiting
// payment under the portal's order id, an alternate key (`cm_portalorderid`), so a repeat of the write creates
// nothing (new-orders.ts); each payment event then updates it over the version read. An invoiced extra takes an order
// id when the guest first pays it. Only these files and payment-columns.ts know the payment columns (docs/upstreams.md).
import * as v from 'valibot'
import { guestStatusCodes } from '../../domain/extra-status.ts'
import { kindOfOrder, type Order } from '../../domain/orders.ts'
import { PaymentColumns, currencyExpand, paymentColumns, paymentStateCodes, paymentStateOf } from './payment-columns.ts'
import { fromMinor, toMinor } from '../../domain/money.ts'
import { DynamicsError, type DynamicsClient } from './client.ts'
import { extraSets, type ExtraSet } from './extra-sets.ts'

/** An order's record as read: the order, and the version to write over. */
export interface OrderRecord {
  readonly order: Order
  readonly etag: string
}

/** Another write reached the record since it was read: read it again and decide again. */
export class OrderChangedError extends Error {
  override name = 'OrderChangedError'
}

/** The table of extras an order id's kind is written to; a RangeError for an id that is not one of the portal's. */
export const setOf = (orderId: string): ExtraSet => {
  const kind = kindOfOrder(orderId)
  const set = extraSets.find((extra) => extra.kind === kind)
  if (!kind || !set) throw new RangeError(`Not an order id of the portal's: ${orderId}`)
  return set
}

/** An order's record by its alternate key, the portal's order id. */
export const byOrder = (set: ExtraSet, orderId: string) => `${set.set}(cm_portalorderid='${orderId}')`

/** What the record holds of the booking it is on: its booking account's booking. */
const accountExpand = (set: ExtraSet) => `${set.bind}($select=_adr_opportunity_value)`

const OrderRow = v.looseObject({
  '@odata.etag': v.string(),
  ...PaymentColumns.entries,
})

/** Reads an order by its id; undefined when the booking system has no record with it. */
export async function readOrder(client: DynamicsClient, orderId: string): Promise<OrderRecord | undefined> {
  const set = setOf(orderId)
  const query = `$select=${[set.key, ...paymentColumns].join(',')}&$expand=${currencyExpand},${accountExpand(set)}`
  try {
    const row = await client.get(`${byOrder(set, orderId)}?${query}`, OrderRow)
    const order = orderOf(set, row)
    return order ? { order, etag: row['@odata.etag'] } : undefined
  } catch (error) {
    if (error instanceof DynamicsError && error.status === 404) return undefined
    throw error
  }
}

/** An extra's record as an order, when it has an order id, an amount and a currency. */
export function orderOf(set: Pick<ExtraSet, 'key' | 'kind' | 'bind'>, row: Record<string, unknown>): Order | undefined {
  const parsed = v.safeParse(PaymentColumns, row)
  if (!parsed.success) return undefined
  const columns = parsed.output
  const currency = columns.transactioncurrencyid?.isocurrencycode
  if (!columns.cm_portalorderid || columns.cm_amountdue == null || !currency) return undefined
  const account = row[set.bind] as { _adr_opportunity_value?: unknown } | null | undefined
  return {
    id: columns.cm_portalorderid,
    bookingId: typeof account?._adr_opportunity_value === 'string' ? account._adr_opportunity_value : undefined,
    extraId: String(row[set.key]),
    kind: set.kind,
    amount: toMinor(columns.cm_amountdue, currency),
    currency,
    state: paymentStateOf(columns.cm_paymentstatus) ?? 'awaitingPayment',
    checkoutId: columns.cm_paymentreference ?? undefined,
    paymentId: columns.cm_paymentid ?? undefined,
    amountRefunded: toMinor(columns.cm_amountrefunded ?? 0, currency),
    refundUntil: columns.cm_refunduntil?.slice(0, 10) ?? undefined,
  }
}

/** An order's change, as the payments feature decides it (src/features/payments/order.ts). */
export type OrderUpdate = Partial<Pick<Order, 'state' | 'checkoutId' | 'paymentId' | 'amountRefunded'>>

/**
 * Writes a change over the version read. A paid order is confirmed with the resort ("Done"); the rest of the extra is
 * the resort's. Another write since the read: OrderChangedError.
 */
export async function updateOrder(client: DynamicsClient, record: OrderRecord, change: OrderUpdate): Promise<void> {
  const { order } = record
  const body: Record<string, unknown> = {}
  if (change.state) body.cm_paymentstatus = paymentStateCodes[change.state]
  if (change.state === 'paid' && order.state !== 'paid') body.cm_gueststatus = guestStatusCodes.confirmed
  if (change.checkoutId !== undefined) body.cm_paymentreference = change.checkoutId
  if (change.paymentId !== undefined) body.cm_paymentid = change.paymentId
  if (change.amountRefunded !== undefined) body.cm_amountrefunded = fromMinor(change.amountRefunded, order.currency)
  try {
    await client.patch(byOrder(setOf(order.id), order.id), body, record.etag)
  } catch (error) {
    if (error instanceof DynamicsError && error.status === 412) throw new OrderChangedError(error.message)
    throw error
  }
}

/**
 * Gives an invoiced extra an order id, so that paying it runs as buying does. Over the version read: two tabs at
 * once give it one id (the second gets OrderChangedError and reads the first's).
 */
export async function claimInvoice(
  client: DynamicsClient,
  extra: { readonly kind: Order['kind']; readonly extraId: string; readonly etag: string },
  orderId: string,
): Promise<void> {
  const set = extraSets.find((candidate) => candidate.kind === extra.kind)
  if (!set) throw new RangeError(`No table of extras for ${extra.kind}`)
  try {
    await client.patch(
      `${set.set}(${extra.extraId})`,
      { cm_portalorderid: orderId, cm_paymentstatus: paymentStateCodes.awaitingPayment },
      extra.etag,
    )
  } catch (error) {
    if (error instanceof DynamicsError && error.status === 412) throw new OrderChangedError(error.message)
    throw error
  }
}
