// What the hosted pay page does to a session, as Stripe Checkout does it: the payment intent is made when the guest
// first confirms (not when the session is created), a declined card leaves it `requires_payment_method` with the
// decline as `last_payment_error` and the session open for another try, 3-D Secure holds it at `requires_action`
// until the challenge is completed or failed, a card payment completes the session paid, and a bank debit completes
// it unpaid until the debit settles (`checkout.session.async_payment_succeeded` or `…_failed`, through the control
// API). Each change writes the events Stripe writes for it.
import type { SessionObject } from './session-object.ts'
import { sessionAmount, sessionObject, sessionParams } from './session-object.ts'
import { type Emitter, type NewEvent, emit, noRequest } from './events.ts'
import { newId, unixNow } from './ids.ts'
import { chargeObject, paymentIntentObject } from './payment-objects.ts'
import { type ChargeRow, type PaymentIntentRow, type SessionRow, findRow } from './store.ts'

export type Outcome =
  | { readonly kind: 'not-open'; readonly session: SessionRow }
  | { readonly kind: 'paid' | 'processing' | 'declined' | 'authenticate' | 'failed'; readonly session: SessionRow }

const declined = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  message: 'Your card was declined.',
}

const authenticationFailed = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
}

const debitFailed = {
  type: 'invalid_request_error',
  code: 'payment_method_provider_decline',
  doc_url: 'https://stripe.com/docs/error-codes/payment-method-provider-decline',
  message: 'The payment was declined by the customer’s bank.',
}

/** The customer details Checkout collects: the email typed (or given), the card's country. */
function customerDetails(email: string): SessionObject['customer_details'] {
  return {
    address: { city: null, country: 'GB', line1: null, line2: null, postal_code: null, state: null },
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  }
}

const sessionNow = async (db: D1Database, id: string) => (await findRow(db, 'session', id))!

/** The session's payment intent, made on its first confirmation (with its `payment_intent.created` event). */
async function intentFor(
  db: D1Database,
  session: SessionRow,
  methodType: string,
  events: NewEvent[],
): Promise<PaymentIntentRow> {
  if (session.payment_intent) {
    const existing = (await findRow(db, 'paymentIntent', session.payment_intent))!
    if (existing.method_type === methodType) return existing
    return (await db
      .prepare('UPDATE stripe_payment_intents SET method_type = ? WHERE id = ? RETURNING *')
      .bind(methodType, existing.id)
      .first<PaymentIntentRow>())!
  }
  const params = sessionParams(session)
  const row = (await db
    .prepare(
      `INSERT INTO stripe_payment_intents (id, session, created, amount, currency, status, method_type, metadata, description)
       VALUES (?, ?, ?, ?, ?, 'requires_payment_method', ?, ?, ?) RETURNING *`,
    )
    .bind(
      newId.paymentIntent(),
      session.id,
      unixNow(),
      sessionAmount(params),
      params.currency,
      methodType,
      JSON.stringify(params.payment_intent_data.metadata),
      params.payment_intent_data.description,
    )
    .first<PaymentIntentRow>())!
  events.push({ type: 'payment_intent.created', object: paymentIntentObject(row) })
  await db.prepare('UPDATE stripe_sessions SET payment_intent = ? WHERE id = ?').bind(row.id, session.id).run()
  return row
}

async function addCharge(
  db: D1Database,
  intent: PaymentIntentRow,
  status: ChargeRow['status'],
  email: string,
  failure?: { code: string; message: string; decline_code?: string },
): Promise<ChargeRow> {
  return (await db
    .prepare(
      `INSERT INTO stripe_charges (id, payment_intent, created, amount, currency, status, method_type, payment_method, failure_code,
        failure_message, decline_code, email, balance_transaction, metadata, description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(
      newId.charge(),
      intent.id,
      unixNow(),
      intent.amount,
      intent.currency,
      status,
      intent.method_type,
      newId.paymentMethod(),
      failure?.code ?? null,
      failure?.message ?? null,
      failure?.decline_code ?? null,
      email,
      status === 'succeeded' ? newId.balanceTransaction() : null,
      intent.metadata,
      intent.description,
    )
    .first<ChargeRow>())!
}

async function setIntent(
  db: D1Database,
  id: string,
  change: { status: PaymentIntentRow['status']; charge?: ChargeRow; error?: object | null; nextAction?: object | null },
): Promise<PaymentIntentRow> {
  return (await db
    .prepare(
      `UPDATE stripe_payment_intents SET status = ?, latest_charge = coalesce(?, latest_charge), payment_method = coalesce(?, payment_method),
        last_error = ?, next_action = ? WHERE id = ? RETURNING *`,
    )
    .bind(
      change.status,
      change.charge?.id ?? null,
      change.charge?.payment_method ?? null,
      change.error ? JSON.stringify(change.error) : null,
      change.nextAction ? JSON.stringify(change.nextAction) : null,
      id,
    )
    .first<PaymentIntentRow>())!
}

/** Claims an open session for completion: only one payment can complete it. */
async function complete(
  db: D1Database,
  session: SessionRow,
  paid: boolean,
  email: string,
): Promise<SessionRow | undefined> {
  return (
    (await db
      .prepare(
        `UPDATE stripe_sessions SET status = 'complete', payment_status = ?, customer_details = ? WHERE id = ? AND status = 'open' RETURNING *`,
      )
      .bind(paid ? 'paid' : 'unpaid', JSON.stringify(customerDetails(email)), session.id)
      .first<SessionRow>()) ?? undefined
  )
}

const emailOf = (session: SessionRow, typed: string | undefined) =>
  sessionParams(session).customer_email ?? (typed?.trim() || 'guest@example.com')

/** The card is charged: the session completes paid (after 3-D Secure too). */
export async function payByCard(emitter: Emitter, id: string, typedEmail?: string): Promise<Outcome> {
  const db = emitter.env.DB
  const session = await sessionNow(db, id)
  if (session.status !== 'open') return { kind: 'not-open', session }
  const email = emailOf(session, typedEmail)
  const events: NewEvent[] = []
  const intent = await intentFor(db, session, 'card', events)
  const completed = await complete(db, session, true, email)
  if (!completed) return { kind: 'not-open', session: await sessionNow(db, id) }
  const charge = await addCharge(db, intent, 'succeeded', email)
  const succeeded = await setIntent(db, intent.id, { status: 'succeeded', charge })
  events.push(
    { type: 'charge.succeeded', object: chargeObject(charge) },
    { type: 'payment_intent.succeeded', object: paymentIntentObject(succeeded) },
    { type: 'checkout.session.completed', object: sessionObject(await sessionNow(db, id)) },
  )
  await emit(emitter, events, noRequest)
  return { kind: 'paid', session: await sessionNow(db, id) }
}

/** The card is declined: the session stays open, its payment intent waits for another method. */
export async function declineCard(emitter: Emitter, id: string, typedEmail?: string): Promise<Outcome> {
  const db = emitter.env.DB
  const session = await sessionNow(db, id)
  if (session.status !== 'open') return { kind: 'not-open', session }
  const events: NewEvent[] = []
  const intent = await intentFor(db, session, 'card', events)
  const charge = await addCharge(db, intent, 'failed', emailOf(session, typedEmail), {
    code: 'card_declined',
    message: declined.message,
    decline_code: declined.decline_code,
  })
  const failed = await setIntent(db, intent.id, {
    status: 'requires_payment_method',
    charge,
    error: { ...declined, charge: charge.id },
  })
  events.push(
    { type: 'charge.failed', object: chargeObject(charge) },
    { type: 'payment_intent.payment_failed', object: paymentIntentObject(failed) },
  )
  await emit(emitter, events, noRequest)
  return { kind: 'declined', session: await sessionNow(db, id) }
}

/** The card asks for 3-D Secure: the payment intent waits at `requires_action` for the challenge page. */
export async function askForAuthentication(emitter: Emitter, id: string, challengeUrl: string): Promise<Outcome> {
  const db = emitter.env.DB
  const session = await sessionNow(db, id)
  if (session.status !== 'open') return { kind: 'not-open', session }
  const events: NewEvent[] = []
  const intent = await intentFor(db, session, 'card', events)
  const waiting = await setIntent(db, intent.id, {
    status: 'requires_action',
    nextAction: { type: 'redirect_to_url', redirect_to_url: { return_url: session.origin, url: challengeUrl } },
  })
  events.push({ type: 'payment_intent.requires_action', object: paymentIntentObject(waiting) })
  await emit(emitter, events, noRequest)
  return { kind: 'authenticate', session: await sessionNow(db, id) }
}

/** The 3-D Secure challenge's answer: completed pays; failed leaves the session open with Stripe's error. */
export async function answerChallenge(
  emitter: Emitter,
  id: string,
  passed: boolean,
  typedEmail?: string,
): Promise<Outcome> {
  const db = emitter.env.DB
  const session = await sessionNow(db, id)
  const intent = session.payment_intent ? await findRow(db, 'paymentIntent', session.payment_intent) : undefined
  if (session.status !== 'open' || intent?.status !== 'requires_action') return { kind: 'not-open', session }
  if (passed) return payByCard(emitter, id, typedEmail)
  const failed = await setIntent(db, intent.id, { status: 'requires_payment_method', error: authenticationFailed })
  await emit(emitter, [{ type: 'payment_intent.payment_failed', object: paymentIntentObject(failed) }], noRequest)
  return { kind: 'failed', session: await sessionNow(db, id) }
}

/** The debit method Checkout offers for the session's currency, if any (Bacs for pounds, SEPA for euros). */
export function debitMethodOf(session: SessionRow): string | undefined {
  return sessionParams(session).payment_method_types.find((type) => type === 'bacs_debit' || type === 'sepa_debit')
}

/** A bank debit: the session completes unpaid, the payment processes until the control API settles it. */
export async function payByDebit(emitter: Emitter, id: string, typedEmail?: string): Promise<Outcome> {
  const db = emitter.env.DB
  const session = await sessionNow(db, id)
  const method = debitMethodOf(session)
  if (session.status !== 'open' || !method) return { kind: 'not-open', session }
  const email = emailOf(session, typedEmail)
  const events: NewEvent[] = []
  const intent = await intentFor(db, session, method, events)
  const completed = await complete(db, session, false, email)
  if (!completed) return { kind: 'not-open', session: await sessionNow(db, id) }
  const charge = await addCharge(db, intent, 'pending', email)
  const processing = await setIntent(db, intent.id, { status: 'processing', charge })
  events.push(
    { type: 'payment_intent.processing', object: paymentIntentObject(processing) },
    { type: 'charge.pending', object: chargeObject(charge) },
    { type: 'checkout.session.completed', object: sessionObject(await sessionNow(db, id)) },
  )
  await emit(emitter, events, noRequest)
  return { kind: 'processing', session: await sessionNow(db, id) }
}

/**
 * Settles a bank debit: the session becomes paid (`checkout.session.async_payment_succeeded`) or stays unpaid with a
 * failed payment (`checkout.session.async_payment_failed`). Undefined when the session has no debit processing.
 */
export async function settleDebit(emitter: Emitter, id: string, succeeded: boolean): Promise<SessionRow | undefined> {
  const db = emitter.env.DB
  const session = await findRow(db, 'session', id)
  const intent = session?.payment_intent ? await findRow(db, 'paymentIntent', session.payment_intent) : undefined
  if (!session || intent?.status !== 'processing') return undefined
  const chargeStatus = succeeded ? 'succeeded' : 'failed'
  const charge = (await db
    .prepare(
      `UPDATE stripe_charges SET status = ?, balance_transaction = ?, failure_code = ?, failure_message = ? WHERE id = ? RETURNING *`,
    )
    .bind(
      chargeStatus,
      succeeded ? newId.balanceTransaction() : null,
      succeeded ? null : debitFailed.code,
      succeeded ? null : debitFailed.message,
      intent.latest_charge,
    )
    .first<ChargeRow>())!
  const settled = await setIntent(db, intent.id, {
    status: succeeded ? 'succeeded' : 'requires_payment_method',
    error: succeeded ? null : { ...debitFailed, charge: charge.id },
  })
  if (succeeded) await db.prepare(`UPDATE stripe_sessions SET payment_status = 'paid' WHERE id = ?`).bind(id).run()
  const now = await sessionNow(db, id)
  await emit(
    emitter,
    [
      { type: succeeded ? 'charge.succeeded' : 'charge.failed', object: chargeObject(charge) },
      {
        type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        object: paymentIntentObject(settled),
      },
      {
        type: succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
        object: sessionObject(now),
      },
    ],
    noRequest,
  )
  return now
}
