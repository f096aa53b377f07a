// A bought extra written to the booking system (issue 40): its kind's own columns from what the guest chose, pending
// with the resort and awaiting payment in the order's currency, under the portal's order id (orders.ts reads and
// updates it).
import * as v from 'valibot'
import { guestStatusCodes } from '../../domain/extra-status.ts'
import { memo } from '../../domain/memo.ts'
import { fromMinor } from '../../domain/money.ts'
import type { DynamicsClient } from './client.ts'
import type { ExtraSet } from './extra-sets.ts'
import { byOrder, setOf } from './orders.ts'
import { paymentStateCodes } from './payment-columns.ts'

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
