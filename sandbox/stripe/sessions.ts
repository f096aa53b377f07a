// /v1/checkout/sessions: create (payment mode, line items with `price_data`), retrieve, list, expire, and the
// session's line items, with Stripe's checks and refusals.
import { Hono } from 'hono'
import * as v from 'valibot'
import { type StripeEnv, causeOf, emitterOf } from './context.ts'
import { invalidParam, noSuch } from './errors.ts'
import { expanded } from './expand.ts'
import { expireSession } from './expiry.ts'
import { newId, unixNow } from './ids.ts'
import { createdWhere, pageOf } from './list.ts'
import {
  CreatedRange,
  Expand,
  IntegerParam,
  Metadata,
  NonNegativeInteger,
  Paging,
  PositiveInteger,
  RedirectUrl,
  readParams,
} from './params.ts'
import { lineItemList, sessionAmount, sessionObject } from './session-object.ts'
import { type SessionParams, type SessionRow, findRow } from './store.ts'
import type { WireList } from './wire.ts'

// Stripe Checkout's languages (Stripe.Checkout.Session.Locale): Arabic is not among them.
const locales = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const

// Stripe's smallest charge per currency, in minor units (docs: currencies, minimum charge amounts).
const minimumCharge: Record<string, number> = { gbp: 30, eur: 50, usd: 50 }
const symbols: Record<string, string> = { gbp: '£', eur: '€', usd: '$' }

const Currency = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.regex(/^[a-z]{3}$/, (issue) => `Invalid currency: ${issue.input}`),
)

const LineItem = v.strictObject({
  price_data: v.strictObject({
    currency: Currency,
    unit_amount: NonNegativeInteger,
    product_data: v.strictObject({
      name: v.pipe(v.string(), v.minLength(1, 'You passed an empty string for the product name.')),
      description: v.optional(v.string()),
      images: v.optional(v.pipe(v.array(RedirectUrl), v.maxLength(8, 'You can pass up to 8 images.'))),
      metadata: v.optional(Metadata, {}),
    }),
  }),
  quantity: PositiveInteger,
})

const CreateSession = v.strictObject({
  mode: v.picklist(['payment'], 'The sandbox models only Checkout Sessions with `mode=payment`.'),
  line_items: v.pipe(v.array(LineItem), v.maxLength(100, 'You can pass up to 100 line items.')),
  success_url: v.optional(RedirectUrl),
  cancel_url: v.optional(RedirectUrl),
  customer_email: v.optional(
    v.pipe(
      v.string(),
      v.email((issue) => `Invalid email address: ${issue.input}`),
    ),
  ),
  locale: v.optional(v.picklist(locales, `Invalid locale: must be one of ${locales.join(', ')}`)),
  metadata: v.optional(Metadata, {}),
  payment_intent_data: v.optional(
    v.strictObject({
      metadata: v.optional(Metadata, {}),
      description: v.optional(v.pipe(v.string(), v.maxLength(1000, 'Invalid string: must be at most 1000 characters'))),
    }),
    {},
  ),
  expires_at: v.optional(IntegerParam),
  client_reference_id: v.optional(
    v.pipe(v.string(), v.maxLength(200, 'Invalid string: must be at most 200 characters')),
  ),
  submit_type: v.optional(v.picklist(['auto', 'book', 'donate', 'pay'])),
  payment_method_types: v.optional(
    v.array(
      v.picklist(['card', 'bacs_debit', 'sepa_debit'], 'The sandbox models card, bacs_debit and sepa_debit only.'),
    ),
  ),
  ui_mode: v.optional(v.picklist(['hosted_page'], 'The sandbox models only the hosted page (`ui_mode=hosted_page`).')),
  expand: Expand,
})

/** `param=` (how the `stripe` package sends null) means the parameter was not given. */
function withoutEmpty<T extends object>(form: T): T {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '')) as T
}

const money = (amount: number, currency: string) =>
  `${symbols[currency] ?? ''}${(amount / 100).toFixed(2)}${symbols[currency] ? '' : ` ${currency}`}`

function checkedParams(input: v.InferOutput<typeof CreateSession>, created: number) {
  if (input.line_items.length === 0)
    throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing')
  const currency = input.line_items[0]!.price_data.currency
  input.line_items.forEach((item, i) => {
    if (item.price_data.currency !== currency)
      throw invalidParam(`line_items[${i}][price_data][currency]`, 'All line items must have the same currency.')
  })
  const expiresAt = input.expires_at ?? created + 24 * 3600
  if (expiresAt - created < 30 * 60)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    )
  if (expiresAt - created > 24 * 3600)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    )
  const debit = currency === 'gbp' ? 'bacs_debit' : currency === 'eur' ? 'sepa_debit' : undefined
  const params: SessionParams = {
    currency,
    line_items: input.line_items.map((item) => ({
      id: newId.lineItem(),
      price: newId.price(),
      product: newId.product(),
      name: item.price_data.product_data.name,
      description: item.price_data.product_data.description ?? null,
      images: item.price_data.product_data.images ?? [],
      product_metadata: item.price_data.product_data.metadata,
      unit_amount: item.price_data.unit_amount,
      quantity: item.quantity,
    })),
    success_url: input.success_url ?? null,
    cancel_url: input.cancel_url ?? null,
    customer_email: input.customer_email ?? null,
    locale: input.locale ?? null,
    metadata: input.metadata,
    payment_intent_data: {
      metadata: input.payment_intent_data.metadata,
      description: input.payment_intent_data.description ?? null,
    },
    client_reference_id: input.client_reference_id ?? null,
    submit_type: input.submit_type ?? null,
    payment_method_types: input.payment_method_types ?? (debit ? ['card', debit] : ['card']),
    dashboard_methods: !input.payment_method_types,
  }
  const amount = sessionAmount(params)
  const minimum = minimumCharge[currency] ?? 50
  if (amount < minimum)
    throw invalidParam(
      'line_items',
      `The Checkout Session's total amount due must add up to at least ${money(minimum, currency)} ${currency}`,
      'amount_too_small',
    )
  return { params, expiresAt }
}

async function requireSession(db: D1Database, id: string): Promise<SessionRow> {
  const row = await findRow(db, 'session', id)
  if (!row) throw noSuch('checkout.session', id, 'session')
  return row
}

export const sessions = new Hono<StripeEnv>()
  .post('/', async (c) => {
    const input = readParams(CreateSession, withoutEmpty(c.get('form')))
    const created = unixNow()
    const { params, expiresAt } = checkedParams(input, created)
    const row = await c.env.DB.prepare(
      `INSERT INTO stripe_sessions (id, created, expires_at, status, payment_status, params, origin)
       VALUES (?, ?, ?, 'open', 'unpaid', ?, ?) RETURNING *`,
    )
      .bind(newId.session(), created, expiresAt, JSON.stringify(params), new URL(c.req.url).origin)
      .first<SessionRow>()
    return c.json(await expanded(c.env.DB, sessionObject(row!), input.expand))
  })
  .get('/', async (c) => {
    const input = readParams(
      v.strictObject({
        ...Paging,
        created: CreatedRange,
        status: v.optional(v.picklist(['open', 'complete', 'expired'])),
        payment_intent: v.optional(v.string()),
      }),
      c.get('form'),
    )
    const range = createdWhere(input.created)
    const where = [...range.sql]
    const binds: (string | number)[] = [...range.binds]
    if (input.status) where.push('status = ?') && binds.push(input.status)
    if (input.payment_intent) where.push('payment_intent = ?') && binds.push(input.payment_intent)
    const { rows, hasMore } = await pageOf<SessionRow>(
      c.env.DB,
      'stripe_sessions',
      'checkout.session',
      where,
      binds,
      input,
    )
    const list: WireList<ReturnType<typeof sessionObject>> = {
      object: 'list',
      data: rows.map(sessionObject),
      has_more: hasMore,
      url: '/v1/checkout/sessions',
    }
    return c.json(await expanded(c.env.DB, list, input.expand))
  })
  .get('/:id', async (c) => {
    const input = readParams(v.strictObject({ expand: Expand }), c.get('form'))
    const row = await requireSession(c.env.DB, c.req.param('id'))
    return c.json(await expanded(c.env.DB, sessionObject(row), input.expand))
  })
  .get('/:id/line_items', async (c) => {
    const input = readParams(v.strictObject(Paging), c.get('form'))
    const list = lineItemList(await requireSession(c.env.DB, c.req.param('id')))
    let items = list.data
    if (input.starting_after) items = items.slice(items.findIndex((item) => item.id === input.starting_after) + 1)
    return c.json({ ...list, data: items.slice(0, input.limit), has_more: items.length > input.limit })
  })
  .post('/:id/expire', async (c) => {
    const input = readParams(v.strictObject({ expand: Expand }), c.get('form'))
    const row = await expireSession(emitterOf(c), c.req.param('id'), causeOf(c))
    return c.json(await expanded(c.env.DB, sessionObject(row), input.expand))
  })
