// Orders in the booking system (issue 40): an extra bought in the portal is written to its kind's table as awaiting
// payment under the portal's order id, an alternate key (`cm_portalorderid`), so a repeat of the write creates
// nothing; each payment event then updates it over the version read. An invoiced extra takes an order id when the
// guest first pays it. Only this file knows the payment columns (docs/upstreams.md).
import * as v from 'valibot'
import { guestStatusCodes } from '../../domain/extra-status.ts'
import { kindOfOrder, type Order } from '../../domain/orders.ts'
import { PaymentColumns, currencyExpand, paymentColumns, paymentStateCodes, paymentStateOf } from './payment-columns.ts'
import { fromMinor, toMinor } from '../../domain/money.ts'
import { DynamicsError, type DynamicsClient } from './client.ts'
import { extraSets, type ExtraSet } from './extra-sets.ts'
import { memo } from '../../domain/memo.ts'

/** An order's record as read: the order, and the version to write over. */
export interface OrderRecord {
  readonly order: Order
  readonly etag: string
}

/** Another write reached the record since it was read: read it again and decide again. */
export class OrderChangedError extends Error {
  override name = 'OrderChangedError'
}

const setOf = (orderId: string): ExtraSet => {
  const kind = kindOfOrder(orderId)
  const set = extraSets.find((extra) => extra.kind === kind)
  if (!kind || !set) throw new RangeError(`Not an order id of the portal's: ${orderId}`)
  return set
}

const byOrder = (set: ExtraSet, orderId: string) => `${set.set}(cm_portalorderid='${orderId}')`

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

const currencyIds = memo<Promise<string>>(50)
const Currencies = v.object({ value: v.array(v.object({ transactioncurrencyid: v.string() })) })

/** The organisation's currency record for an ISO code (read once per isolate; currencies are set up once). */
function currencyId(client: DynamicsClient, code: string): Promise<string> {
  return currencyIds(code, () => {
    const id = client
      .get(`transactioncurrencies?$select=transactioncurrencyid&$filter=isocurrencycode eq '${code}'`, Currencies)
      .then(({ value: [found] }) => {
        if (!found) throw new RangeError(`The booking system has no currency ${code}`)
        return found.transactioncurrencyid
      })
    // A failed read is not kept: the next order asks again.
    id.catch(() => currencyIds.forget(code))
    return id
  })
}

/** What a bought extra holds besides its payment: the kind's own columns, from what the guest chose. */
export interface OrderedExtra {
  readonly title: string
  /** YYYY-MM-DD. */
  readonly day: string | undefined
  readonly quantity: number
  /** How many people it is for. */
  readonly persons: number
}

/** Each kind's own columns for a bought extra (the kinds offers may be of: docs/payments.md). */
function kindColumns(set: ExtraSet, extra: OrderedExtra): Record<string, unknown> {
  switch (set.kind) {
    case 'hamper':
      return { new_hampertype: extra.quantity > 1 ? `${extra.title} × ${extra.quantity}` : extra.title }
    case 'odysseyTrip':
    case 'shipwreckTrip':
      return { adr_name: extra.title, adr_dateoftrip: extra.day ?? null, adr_numberofadults: extra.persons }
    case 'transfer':
      return { adr_guests: extra.persons }
    case 'petitDelivery':
      return { new_product: extra.title }
    case 'powerboat':
      return { new_numberofpersons: extra.persons }
    default:
      return {}
  }
}

export interface NewOrder {
  readonly orderId: string
  readonly accountId: string
  /** What it costs, in minor units, and its currency; undefined for a request the resort prices later. */
  readonly price: { readonly amount: number; readonly currency: string } | undefined
  /** YYYY-MM-DD, or undefined: no refund. */
  readonly refundUntil: string | undefined
  readonly extra: OrderedExtra
}

/**
 * Writes a bought extra as awaiting payment (or a request, with nothing to pay yet), pending with the resort, under its
 * order id. Create only (`If-None-Match: *`): a repeat, or two tabs at once, answer 'exists' and change nothing.
 */
export async function placeOrder(client: DynamicsClient, order: NewOrder): Promise<'created' | 'exists'> {
  const set = setOf(order.orderId)
  const { price } = order
  const payment = price
    ? {
        cm_paymentstatus: paymentStateCodes.awaitingPayment,
        cm_amountdue: fromMinor(price.amount, price.currency),
        cm_amountrefunded: 0,
        cm_refunduntil: order.refundUntil ?? null,
        'transactioncurrencyid@odata.bind': `/transactioncurrencies(${await currencyId(client, price.currency)})`,
      }
    : {}
  const body = {
    ...kindColumns(set, order.extra),
    cm_gueststatus: guestStatusCodes.pending,
    ...payment,
    [`${set.bind}@odata.bind`]: `/adr_accountses(${order.accountId})`,
  }
  return client.createWithId(byOrder(set, order.orderId), body)
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
