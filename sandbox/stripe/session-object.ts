// A Checkout Session and its line items as Stripe answers them (API version in keys.ts), every key the `stripe`
// package's type declares, null or empty where Stripe leaves a feature unused (payment mode, no customer object, no
// tax, discounts or shipping). The session's `url` is the sandbox's hosted pay page while the session is open, null
// afterwards, as Stripe's is.
import type Stripe from 'stripe'
import type { LineItemRecord, SessionParams, SessionRow } from './store.ts'
import { parseJson } from './store.ts'
import type { Wire, WireList } from './wire.ts'

export type SessionObject = Wire<Stripe.Checkout.Session>
export type LineItemObject = Wire<Stripe.LineItem>

/** The hosted pay page of a session (sandbox/stripe/pay-page.ts). */
export const payPagePath = (id: string) => `/__stripe/pay/${id}`

export const sessionParams = (row: Pick<SessionRow, 'params'>) => JSON.parse(row.params) as SessionParams

export const sessionAmount = (params: SessionParams) =>
  params.line_items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0)

export function lineItemObject(item: LineItemRecord, currency: string, created: number): LineItemObject {
  const amount = item.unit_amount * item.quantity
  return {
    id: item.id,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency,
    description: item.name,
    metadata: {},
    price: {
      id: item.price,
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created,
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: item.product,
      recurring: null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'one_time',
      unit_amount: item.unit_amount,
      unit_amount_decimal: String(item.unit_amount),
    },
    quantity: item.quantity,
  }
}

export function lineItemList(row: SessionRow): WireList<LineItemObject> {
  const params = sessionParams(row)
  return {
    object: 'list',
    data: params.line_items.map((item) => lineItemObject(item, params.currency, row.created)),
    has_more: false,
    url: `/v1/checkout/sessions/${row.id}/line_items`,
  }
}

export function sessionObject(row: SessionRow): SessionObject {
  const params = sessionParams(row)
  const amount = sessionAmount(params)
  const complete = row.status === 'complete'
  return {
    id: row.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: params.cancel_url,
    client_reference_id: params.client_reference_id,
    client_secret: null,
    collected_information: complete ? { business_name: null, individual_name: null, shipping_details: null } : null,
    consent: null,
    consent_collection: null,
    created: row.created,
    currency: params.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: parseJson<SessionObject['customer_details']>(row.customer_details),
    customer_email: params.customer_email,
    discounts: [],
    expires_at: row.expires_at,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: params.locale,
    managed_payments: null,
    metadata: { ...params.metadata },
    mode: 'payment',
    origin_context: null,
    payment_intent: row.payment_intent,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: params.dashboard_methods
      ? { id: 'pmc_1SandboxDefaultConfiguration', parent: null }
      : null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: [...params.payment_method_types],
    payment_status: row.payment_status,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: row.status,
    submit_type: params.submit_type,
    subscription: null,
    success_url: params.success_url,
    tax_id_collection: { enabled: false, required: 'never' },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: row.status === 'open' ? `${row.origin}${payPagePath(row.id)}` : null,
    wallet_options: null,
  }
}
