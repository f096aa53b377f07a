// The payment intent, charges and refunds a Checkout payment makes, as Stripe answers them. A Checkout payment intent
// carries `payment_intent_data.metadata` (not the session's metadata), and its charges copy that metadata, as in
// Stripe. Cards are Visa 4242; the debit method (Bacs for pounds, SEPA otherwise) settles later.
import type Stripe from 'stripe'
import type { ChargeRow, PaymentIntentRow, RefundRow } from './store.ts'
import { parseJson } from './store.ts'
import type { Wire } from './wire.ts'

export type PaymentIntentObject = Wire<Stripe.PaymentIntent>
export type ChargeObject = Wire<Stripe.Charge>
export type RefundObject = Wire<Stripe.Refund>

const metadata = (text: string) => JSON.parse(text) as Record<string, string>
const debit = { fingerprint: 'sandboxFingerprint', last4: '2345', mandate: 'mandate_1SandboxDebitMandate' }

export function paymentIntentObject(row: PaymentIntentRow): PaymentIntentObject {
  return {
    id: row.id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: row.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${row.id}_secret_sandbox`,
    confirmation_method: 'automatic',
    created: row.created,
    currency: row.currency,
    customer: null,
    customer_account: null,
    description: row.description,
    excluded_payment_method_types: null,
    last_payment_error: parseJson<PaymentIntentObject['last_payment_error']>(row.last_error),
    latest_charge: row.latest_charge,
    livemode: false,
    managed_payments: null,
    metadata: metadata(row.metadata),
    next_action: parseJson<PaymentIntentObject['next_action']>(row.next_action),
    on_behalf_of: null,
    payment_method: row.payment_method,
    payment_method_configuration_details: null,
    payment_method_options:
      row.method_type === 'card'
        ? {
            card: {
              installments: null,
              mandate_options: null,
              network: null,
              request_three_d_secure: 'automatic',
            },
          }
        : { [row.method_type]: {} },
    payment_method_types: [row.method_type],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: row.status,
    transfer_data: null,
    transfer_group: null,
  }
}

function methodDetails(row: ChargeRow): ChargeObject['payment_method_details'] {
  if (row.method_type === 'bacs_debit') return { type: 'bacs_debit', bacs_debit: { ...debit, sort_code: '108800' } }
  if (row.method_type === 'sepa_debit')
    return {
      type: 'sepa_debit',
      sepa_debit: { ...debit, bank_code: '37040044', branch_code: null, country: 'DE' },
    }
  return {
    type: 'card',
    card: {
      amount_authorized: row.status === 'failed' ? null : row.amount,
      authorization_code: row.status === 'failed' ? null : '123456',
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'GB',
      electronic_commerce_indicator: null,
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
      installments: null,
      last4: '4242',
      mandate: null,
      network: 'visa',
      network_transaction_id: row.status === 'failed' ? null : '104557651805572',
      regulated_status: 'unregulated',
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  }
}

function outcome(row: ChargeRow): ChargeObject['outcome'] {
  const base = { advice_code: null, network_advice_code: null, network_decline_code: null, risk_level: 'normal' }
  if (row.status === 'failed' && row.method_type === 'card')
    return {
      ...base,
      network_status: 'declined_by_network',
      reason: row.decline_code,
      seller_message: 'The bank did not return any further details with this decline.',
      type: 'issuer_declined',
    }
  if (row.status === 'failed')
    return {
      ...base,
      network_status: 'declined_by_network',
      reason: null,
      seller_message: 'The bank returned the debit.',
      type: 'issuer_declined',
    }
  return {
    ...base,
    network_status: 'approved_by_network',
    reason: null,
    seller_message: 'Payment complete.',
    type: 'authorized',
  }
}

export function chargeObject(row: ChargeRow): ChargeObject {
  const succeeded = row.status === 'succeeded'
  return {
    id: row.id,
    object: 'charge',
    amount: row.amount,
    amount_captured: succeeded ? row.amount : 0,
    amount_refunded: row.amount_refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: row.balance_transaction,
    billing_details: {
      address: { city: null, country: 'GB', line1: null, line2: null, postal_code: null, state: null },
      email: row.email,
      name: null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'SANDBOX RESORT',
    captured: row.status !== 'failed',
    created: row.created,
    currency: row.currency,
    customer: null,
    description: row.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: row.failure_code,
    failure_message: row.failure_message,
    fraud_details: {},
    livemode: false,
    metadata: metadata(row.metadata),
    on_behalf_of: null,
    outcome: outcome(row),
    paid: succeeded,
    payment_intent: row.payment_intent,
    payment_method: row.payment_method,
    payment_method_details: methodDetails(row),
    radar_options: {},
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: row.amount_refunded > 0 && row.amount_refunded === row.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: row.status,
    transfer_data: null,
    transfer_group: null,
  }
}

export function refundObject(row: RefundRow, methodType: string): RefundObject {
  return {
    id: row.id,
    object: 'refund',
    amount: row.amount,
    balance_transaction: row.balance_transaction,
    charge: row.charge,
    created: row.created,
    currency: row.currency,
    customer: null,
    customer_account: null,
    destination_details:
      methodType === 'card'
        ? {
            type: 'card',
            card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
          }
        : { type: methodType },
    metadata: metadata(row.metadata),
    payment_intent: row.payment_intent,
    payment_method: row.payment_method,
    reason: row.reason as RefundObject['reason'],
    receipt_number: null,
    source_transfer_reversal: null,
    status: row.status,
    transfer_reversal: null,
  }
}
