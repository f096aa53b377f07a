// `expand[]=payment_intent`, `expand[]=line_items`, `expand[]=data.payment_intent.latest_charge`: ids replaced by
// their objects, as far as the sandbox keeps them. A property Stripe cannot expand gets Stripe's 400.
import { StripeFailure } from './errors.ts'
import { lineItemList, sessionObject } from './session-object.ts'
import { chargeObject, paymentIntentObject, refundObject } from './payment-objects.ts'
import { findRow } from './store.ts'

type Json = { [key: string]: unknown }

const expandable: Record<string, readonly string[]> = {
  'checkout.session': ['payment_intent', 'line_items'],
  payment_intent: ['latest_charge'],
  charge: ['payment_intent'],
  refund: ['charge', 'payment_intent'],
}

async function load(db: D1Database, id: string): Promise<Json | undefined> {
  if (id.startsWith('cs_')) {
    const row = await findRow(db, 'session', id)
    return row && sessionObject(row)
  }
  if (id.startsWith('pi_')) {
    const row = await findRow(db, 'paymentIntent', id)
    return row && paymentIntentObject(row)
  }
  if (id.startsWith('ch_')) {
    const row = await findRow(db, 'charge', id)
    return row && chargeObject(row)
  }
  if (id.startsWith('re_')) {
    const row = await findRow(db, 'refund', id)
    const charge = row && (await findRow(db, 'charge', row.charge))
    return row && refundObject(row, charge?.method_type ?? 'card')
  }
  return undefined
}

async function expandPath(db: D1Database, object: Json, path: readonly string[], whole: string): Promise<void> {
  const [head, ...rest] = path
  if (!head) return
  if (!(expandable[String(object.object)] ?? []).includes(head))
    throw new StripeFailure(400, { message: `This property cannot be expanded (${whole}).`, param: 'expand' }, false)
  if (head === 'line_items' && object.object === 'checkout.session') {
    const row = await findRow(db, 'session', String(object.id))
    if (row) object.line_items = lineItemList(row)
  } else if (typeof object[head] === 'string') {
    object[head] = (await load(db, object[head] as string)) ?? object[head]
  }
  const next = object[head]
  if (rest.length && next && typeof next === 'object') await expandPath(db, next as Json, rest, whole)
}

/** The object with each `expand` path filled in (`data.` paths apply to each item of a list). */
export async function expanded<T extends object>(db: D1Database, object: T, paths: readonly string[]): Promise<T> {
  for (const path of paths) {
    const parts = path.split('.')
    if (parts.length > 4)
      throw new StripeFailure(
        400,
        { message: `You cannot expand more than 4 levels of a property (${path}).`, param: 'expand' },
        false,
      )
    const json = object as unknown as Json
    if (json.object === 'list' && parts[0] === 'data')
      for (const item of json.data as Json[]) await expandPath(db, item, parts.slice(1), path)
    else await expandPath(db, json, parts, path)
  }
  return object
}
