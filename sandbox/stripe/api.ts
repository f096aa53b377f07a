// The Stripe API subset at the sandbox's root `/v1` (the `stripe` package takes a host and port, never a path):
// Checkout Sessions, payment intents, charges, refunds and events, with Stripe's secret-key auth, `Request-Id` and
// `Stripe-Version` headers, form-encoded parameters, idempotent POSTs and error bodies (UPSTREAMS.md, "Next upstreams").
import { Hono } from 'hono'
import { type StripeEnv, emitterOf } from './context.ts'
import { StripeFailure } from './errors.ts'
import { events } from './events-api.ts'
import { expireDue } from './expiry.ts'
import { parseForm } from './form.ts'
import { idempotency } from './idempotency.ts'
import { newId } from './ids.ts'
import { sandboxStripeSecretKey, stripeApiVersion } from './keys.ts'
import { charges, paymentIntents } from './payments-api.ts'
import { refunds } from './refunds.ts'
import { sessions } from './sessions.ts'

/** The secret key a request carries: `Authorization: Bearer sk_…`, or Basic with the key as user (curl's `-u sk_…:`). */
function secretKeyOf(authorization: string): string | undefined {
  const [scheme, value = ''] = authorization.trim().split(/\s+/, 2)
  if (scheme?.toLowerCase() === 'bearer') return value || undefined
  if (scheme?.toLowerCase() === 'basic') {
    try {
      return atob(value).split(':')[0] || undefined
    } catch {
      return undefined
    }
  }
  return undefined
}

const masked = (key: string) =>
  key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key

export const stripeApi = new Hono<StripeEnv>()

stripeApi.onError((error, c) => {
  if (error instanceof StripeFailure) return c.json({ error: error.body }, error.status)
  console.error(`sandbox: ${c.req.method} ${c.req.path} failed:`, error)
  return c.json({ error: { type: 'api_error', message: `Sandbox error: ${error.message}` } }, 500)
})

stripeApi.use(async (c, next) => {
  c.set('requestId', newId.request())
  c.header('Request-Id', c.get('requestId'))
  c.header('Stripe-Version', c.req.header('stripe-version') ?? stripeApiVersion)
  const key = secretKeyOf(c.req.header('authorization') ?? '')
  if (!key) {
    c.header('WWW-Authenticate', 'Basic realm="Stripe"')
    return c.json(
      {
        error: {
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
          type: 'invalid_request_error',
        },
      },
      401,
    )
  }
  if (key !== sandboxStripeSecretKey)
    return c.json(
      { error: { message: `Invalid API Key provided: ${masked(key)}`, type: 'invalid_request_error' } },
      401,
    )
  const text =
    c.req.method === 'GET' || c.req.method === 'DELETE' ? new URL(c.req.url).search.slice(1) : await c.req.text()
  c.set('form', parseForm(text))
  await expireDue(emitterOf(c))
  await next()
})

// One account, one key: the key names the account its idempotency keys belong to.
stripeApi.use(idempotency((authorization) => secretKeyOf(authorization) ?? ''))

stripeApi.route('/checkout/sessions', sessions)
stripeApi.route('/events', events)
stripeApi.route('/payment_intents', paymentIntents)
stripeApi.route('/charges', charges)
stripeApi.route('/refunds', refunds)

stripeApi.all('*', (c) =>
  c.json(
    {
      error: {
        message: `Unrecognized request URL (${c.req.method}: ${c.req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        type: 'invalid_request_error',
      },
    },
    404,
  ),
)
