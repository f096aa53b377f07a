// The Stripe stand-in's tables in D1: Checkout Sessions (their create parameters kept as sent, their state in
// columns), the payment intents, charges and refunds a payment makes, the events every change writes, idempotent
// results per key, and the webhook deliveries (GET /__sandbox/stripe/deliveries).

export const stripeSchema = [
  `CREATE TABLE stripe_sessions (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, created INTEGER NOT NULL,
    expires_at INTEGER NOT NULL, status TEXT NOT NULL, payment_status TEXT NOT NULL, payment_intent TEXT, params TEXT NOT NULL,
    customer_details TEXT, origin TEXT NOT NULL)`,
  `CREATE TABLE stripe_payment_intents (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, session TEXT NOT NULL,
    created INTEGER NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL, method_type TEXT NOT NULL,
    payment_method TEXT, latest_charge TEXT, last_error TEXT, next_action TEXT, metadata TEXT NOT NULL, description TEXT)`,
  `CREATE TABLE stripe_charges (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, payment_intent TEXT NOT NULL,
    created INTEGER NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL, method_type TEXT NOT NULL,
    payment_method TEXT NOT NULL, amount_refunded INTEGER NOT NULL DEFAULT 0, failure_code TEXT, failure_message TEXT,
    decline_code TEXT, email TEXT, balance_transaction TEXT, metadata TEXT NOT NULL, description TEXT)`,
  `CREATE INDEX stripe_charges_by_intent ON stripe_charges (payment_intent)`,
  `CREATE TABLE stripe_refunds (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, charge TEXT NOT NULL,
    payment_intent TEXT NOT NULL, created INTEGER NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL,
    reason TEXT, metadata TEXT NOT NULL, payment_method TEXT NOT NULL, balance_transaction TEXT NOT NULL, via TEXT NOT NULL)`,
  `CREATE TABLE stripe_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL,
    created INTEGER NOT NULL, object TEXT NOT NULL, previous_attributes TEXT, request_id TEXT, idempotency_key TEXT,
    pending_webhooks INTEGER NOT NULL)`,
  `CREATE TABLE stripe_idempotency (account TEXT NOT NULL, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL,
    params TEXT NOT NULL, status INTEGER, body TEXT, request_id TEXT NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (account, key))`,
  `CREATE TABLE stripe_deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, type TEXT NOT NULL,
    status TEXT NOT NULL, body TEXT NOT NULL, signature TEXT, attempts INTEGER NOT NULL DEFAULT 0, response_status INTEGER,
    at TEXT NOT NULL)`,
]

export interface LineItemRecord {
  readonly id: string
  readonly price: string
  readonly product: string
  readonly name: string
  readonly description: string | null
  readonly images: readonly string[]
  readonly product_metadata: Readonly<Record<string, string>>
  readonly unit_amount: number
  readonly quantity: number
}

/** A session's create parameters, checked and with Stripe's defaults filled in. */
export interface SessionParams {
  readonly currency: string
  readonly line_items: readonly LineItemRecord[]
  readonly success_url: string | null
  readonly cancel_url: string | null
  readonly customer_email: string | null
  readonly locale: string | null
  readonly metadata: Readonly<Record<string, string>>
  readonly payment_intent_data: {
    readonly metadata: Readonly<Record<string, string>>
    readonly description: string | null
  }
  readonly client_reference_id: string | null
  readonly submit_type: string | null
  readonly payment_method_types: readonly string[]
  /** No `payment_method_types` sent: the account's dashboard settings choose (card and the debit method). */
  readonly dashboard_methods: boolean
}

export interface SessionRow {
  readonly seq: number
  readonly id: string
  readonly created: number
  readonly expires_at: number
  readonly status: 'open' | 'complete' | 'expired'
  readonly payment_status: 'paid' | 'unpaid'
  readonly payment_intent: string | null
  readonly params: string
  readonly customer_details: string | null
  readonly origin: string
}

export interface PaymentIntentRow {
  readonly seq: number
  readonly id: string
  readonly session: string
  readonly created: number
  readonly amount: number
  readonly currency: string
  readonly status: 'requires_action' | 'requires_payment_method' | 'processing' | 'succeeded'
  readonly method_type: string
  readonly payment_method: string | null
  readonly latest_charge: string | null
  readonly last_error: string | null
  readonly next_action: string | null
  readonly metadata: string
  readonly description: string | null
}

export interface ChargeRow {
  readonly seq: number
  readonly id: string
  readonly payment_intent: string
  readonly created: number
  readonly amount: number
  readonly currency: string
  readonly status: 'succeeded' | 'pending' | 'failed'
  readonly method_type: string
  readonly payment_method: string
  readonly amount_refunded: number
  readonly failure_code: string | null
  readonly failure_message: string | null
  readonly decline_code: string | null
  readonly email: string | null
  readonly balance_transaction: string | null
  readonly metadata: string
  readonly description: string | null
}

export interface RefundRow {
  readonly seq: number
  readonly id: string
  readonly charge: string
  readonly payment_intent: string
  readonly created: number
  readonly amount: number
  readonly currency: string
  readonly status: 'succeeded'
  readonly reason: string | null
  readonly metadata: string
  readonly payment_method: string
  readonly balance_transaction: string
  /** `api` or `dashboard` (the control API's refund). */
  readonly via: string
}

export interface EventRow {
  readonly seq: number
  readonly id: string
  readonly type: string
  readonly created: number
  readonly object: string
  readonly previous_attributes: string | null
  readonly request_id: string | null
  readonly idempotency_key: string | null
  readonly pending_webhooks: number
}

const tableOf = {
  session: 'stripe_sessions',
  paymentIntent: 'stripe_payment_intents',
  charge: 'stripe_charges',
  refund: 'stripe_refunds',
  event: 'stripe_events',
} as const

interface Rows {
  session: SessionRow
  paymentIntent: PaymentIntentRow
  charge: ChargeRow
  refund: RefundRow
  event: EventRow
}

/** One object's row by id, or undefined. */
export async function findRow<K extends keyof Rows>(db: D1Database, kind: K, id: string): Promise<Rows[K] | undefined> {
  return (await db.prepare(`SELECT * FROM ${tableOf[kind]} WHERE id = ?`).bind(id).first<Rows[K]>()) ?? undefined
}

export const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T))
