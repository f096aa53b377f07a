import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { report } from '../../http/middleware/report.ts'
import { withNotice } from '../../http/rendering/streamed.tsx'
import { kindOfOrder } from '../../domain/orders.ts'
import { extraKindHeadingKeys } from '../../domain/extra-kinds.ts'
import { BookingNotFound } from '../../features/bookings/BookingNotFound.tsx'
import { cancelOrder, ownOrder, payInvoice, type OwnOrder } from '../../features/payments/guest-orders.ts'
import { payOrder, type PayAnswer } from '../../features/payments/pay.ts'
import { recordPayment } from '../../features/payments/record.ts'
import { orderPath } from '../../features/payments/paths.ts'
import { OrderPage } from '../../features/payments/OrderPage.tsx'
import { BackToExtras } from '../../features/payments/BackToExtras.tsx'
import { readPaymentPage } from '../../integrations/stripe/payments.ts'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

const heading = (c: C) => c.get('texts').payments_order_heading()

/** A sentence alone on the order's frame (not found, unavailable), with the way back. */
const sentence = (c: C, text: string, status: 200 | 404 | 503) =>
  render(
    c,
    <div className="stack narrow">
      <p className="lead">{text}</p>
      <BackToExtras />
    </div>,
    { title: heading(c), heading: heading(c), status },
  )

/** The guest's order in the address, or the page that says why there is none. */
async function withOrder(c: C, run: (own: OwnOrder) => Promise<Response> | Response): Promise<Response> {
  const t = c.get('texts')
  let own: OwnOrder | undefined
  try {
    own = await ownOrder(c.get('scope'), c.req.param('order') ?? '')
  } catch (error) {
    report(c, 'payments.order', error)
    return sentence(c, t.payments_order_unavailable(), 503)
  }
  return own ? run(own) : sentence(c, t.payments_order_not_found(), 404)
}

/** What just happened, from the address (post/redirect/get). */
function noticeOf(c: C): { notice?: string; error?: string } {
  const t = c.get('texts')
  if (c.req.query('left') === '1') return { notice: t.payments_left_notice() }
  if (c.req.query('paid') === '1') return { notice: t.payments_paid_notice() }
  if (c.req.query('cancelled') === '1') return { notice: t.payments_cancelled_notice() }
  if (c.req.query('error') === 'payment') return { error: t.payments_page_unavailable() }
  return {}
}

const orderPage = (c: C, own: OwnOrder, error?: string, status: 200 | 403 | 503 = 200) => {
  const said = noticeOf(c)
  const page = <OrderPage order={own.order} next={own.next} mayCancel={own.mayCancel} error={error ?? said.error} />
  return render(c, withNotice(said.notice, page), { title: heading(c), heading: heading(c), status })
}

/** Sends the guest to the payment page, or back to the order when there is nothing left to pay. */
const goPay = (c: C, answer: PayAnswer, orderId: string) =>
  c.redirect(answer.to === 'payment page' ? answer.url : orderPath(orderId), 303)

/**
 * The orders of issue 40: an order's page (every state, and its one next step), paying it (again), cancelling it
 * within its terms, paying an extra the resort invoiced, and the payment page's return, which records what happened
 * at once (the webhook may come later, or not at all).
 */
/** A booking-system record id (a GUID). */
const isRecordId = (params: Readonly<Record<string, string | undefined>>) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(params.extra ?? '')

const handlers = new Hono<AppEnv>()
  .get('/orders/:order', (c) => withOrder(c, (own) => orderPage(c, own)))
  .post('/orders/:order/pay', (c) =>
    withOrder(c, async (own) => {
      if (own.next !== 'pay' && own.next !== 'payAgain') return c.redirect(orderPath(own.order.id), 303)
      try {
        const name = c.get('texts')[extraKindHeadingKeys[own.order.kind]]()
        return goPay(
          c,
          await payOrder(c.get('scope'), own.order.id, { name, description: undefined, imageUrl: undefined }),
          own.order.id,
        )
      } catch (error) {
        report(c, 'payments.open', error)
        return c.redirect(`${orderPath(own.order.id)}?error=payment`, 303)
      }
    }),
  )
  .post('/orders/:order/cancel', (c) =>
    withOrder(c, async (own) => {
      const t = c.get('texts')
      try {
        const outcome = await cancelOrder(c.get('scope'), own)
        if (outcome === 'not allowed') return orderPage(c, own, t.payments_refund_closed(), 403)
        return c.redirect(`${orderPath(own.order.id)}?cancelled=1`, 303)
      } catch (error) {
        report(c, 'payments.refund', error)
        return orderPage(c, own, t.payments_refund_unavailable(), 503)
      }
    }),
  )
  .post('/invoices/:extra/pay', async (c) => {
    const t = c.get('texts')
    const booking = await c.get('booking')()
    if (!booking) return render(c, <BookingNotFound />, { title: heading(c) })
    try {
      const extraId = c.req.param('extra')
      const answer = await payInvoice(c.get('scope'), booking, extraId, t.payments_amount_due())
      if (!answer) return sentence(c, t.payments_invoice_gone(), 404)
      if (answer.to === 'payment page') return c.redirect(answer.url, 303)
      return c.redirect('/account/my-bookings#extras', 303)
    } catch (error) {
      report(c, 'payments.invoice', error)
      return sentence(c, t.payments_page_unavailable(), 503)
    }
  })
  .get('/paid', async (c) => {
    const t = c.get('texts')
    const sessionId = c.req.query('session_id') ?? ''
    if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return sentence(c, t.payments_order_not_found(), 404)
    let page: Awaited<ReturnType<typeof readPaymentPage>>
    try {
      page = await readPaymentPage(c.get('scope').config, sessionId)
    } catch (error) {
      // The payment service cannot say: the webhook or the reconciliation records it; the guest is told so.
      report(c, 'payments.return', error)
      return sentence(c, t.payments_paid_recording(), 200)
    }
    const orderId = page.orderId
    const own =
      orderId && kindOfOrder(orderId) ? await ownOrder(c.get('scope'), orderId).catch(() => undefined) : undefined
    if (!orderId || !own) {
      if (page.event?.kind === 'paid') return sentence(c, t.payments_paid_recording(), 200)
      return sentence(c, t.payments_order_not_found(), 404)
    }
    if (page.event) {
      try {
        await recordPayment(c.get('scope'), orderId, page.event, page.bookingId)
      } catch (error) {
        report(c, 'payments.return', error)
        if (page.event.kind === 'paid') return sentence(c, t.payments_paid_recording(), 200)
      }
    }
    return c.redirect(`${orderPath(orderId)}${page.event?.kind === 'paid' ? '?paid=1' : ''}`, 303)
  })

const isOrder = (params: Readonly<Record<string, string | undefined>>) =>
  params.order !== undefined && kindOfOrder(params.order) !== undefined

export const extraOrdersRoute = routeModule(
  '/account/extras',
  [
    // Our additions (issue 40): an order's page and its forms, an invoice's pay form, and the payment page's return.
    // An order may be on any of the guest's bookings (the payment page returns to it), so none needs the selection.
    {
      name: 'account-extras-orders-order',
      path: '/orders/:order',
      overlayHeader: false,
      auth: true,
      bookingFree: true,
      validate: isOrder,
    },
    {
      name: 'account-extras-orders-order-pay',
      path: '/orders/:order/pay',
      overlayHeader: false,
      auth: true,
      bookingFree: true,
      validate: isOrder,
    },
    {
      name: 'account-extras-orders-order-cancel',
      path: '/orders/:order/cancel',
      overlayHeader: false,
      auth: true,
      bookingFree: true,
      validate: isOrder,
    },
    {
      name: 'account-extras-invoices-extra-pay',
      path: '/invoices/:extra/pay',
      overlayHeader: false,
      auth: true,
      validate: isRecordId,
    },
    { name: 'account-extras-paid', path: '/paid', overlayHeader: false, auth: true, bookingFree: true },
  ],
  handlers,
)
