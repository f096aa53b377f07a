// POST /api/stripe/webhook (issue 40): the payment service's signed events, the source of truth for every order. The
// signature is checked over the raw body before anything is read; each event is recorded through the same idempotent
// step as the return page and the reconciliation, so a delivery that repeats, comes late or out of order changes an
// order once. A booking system that cannot be written answers 500, and Stripe delivers the event again.
import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { verifiedEvent } from '../../integrations/stripe/client.ts'
import { paymentEventOf } from '../../integrations/stripe/payments.ts'
import { kindOfOrder } from '../../domain/orders.ts'
import { recordPayment } from '../../features/payments/record.ts'
import { routeModule } from '../route-module.ts'

class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

const handlers = new Hono<AppEnv>().post('/webhook', async (c) => {
  const scope = c.get('scope')
  const body = await c.req.text()
  let event: Awaited<ReturnType<typeof verifiedEvent>>
  try {
    event = await verifiedEvent(scope.config, body, c.req.header('stripe-signature') ?? '')
  } catch (error) {
    scope.report('payments.webhook', new WebhookSignatureError(String(error)), 'warning')
    return c.json({ message: 'The signature does not match this endpoint’s secret.' }, 400)
  }
  const found = paymentEventOf(event)
  // An event of another system's payment (no order of ours) is acknowledged and left alone.
  if (!found || !kindOfOrder(found.orderId)) return c.json({ received: true, recorded: 'ignored' })
  try {
    const recorded = await recordPayment(scope, found.orderId, found.event, found.bookingId)
    // A refund that overtook its payment: not yet, so that Stripe delivers it again after the payment's event.
    if (recorded === 'too early') return c.json({ message: 'The payment this refunds is not recorded yet.' }, 409)
    return c.json({ received: true, recorded })
  } catch (error) {
    scope.report('payments.webhook', error)
    return c.json({ message: 'The booking system could not record the payment; deliver it again.' }, 500)
  }
})

export const stripeApiRoute = routeModule('/api/stripe', [], handlers)
