import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { FormStatus } from '../../http/save-failure.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { readForm } from '../../http/forms.ts'
import { report } from '../../http/report.ts'
import { withNotice } from '../../http/streamed.tsx'
import { renderPageNotFound } from '../../http/not-found.tsx'
import { isSlug } from '../../domain/routes.ts'
import { kindOfOrder } from '../../domain/orders.ts'
import { BookingNotFound } from '../../views/parts/BookingNotFound.tsx'
import {
  buying,
  chooseableDays,
  longDay,
  place,
  review,
  reviewHolds,
  type Buying,
} from '../../features/payments/buy.ts'
import { readChoice, type ChoiceResult } from '../../features/payments/choice.ts'
import { payOrder } from '../../features/payments/pay.ts'
import { buyPath, orderPath } from '../../features/payments/paths.ts'
import { ChoosePage, ReviewPage, type ChooseErrors } from '../../features/payments/BuyPages.tsx'
import type { Choice } from '../../features/payments/price.ts'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

/** The offer in the address for the selected booking, or why there is none. */
async function readBuying(c: C): Promise<Buying | 'no booking' | 'not found' | 'unavailable'> {
  const booking = await c.get('booking')()
  if (!booking) return 'no booking'
  try {
    return (await buying(c.var.scope, booking, c.req.param('uid') ?? '')) ?? 'not found'
  } catch (error) {
    report(c, 'payments.offer', error)
    return 'unavailable'
  }
}

/** Why this guest cannot buy it today, in their words; undefined when they can. */
function unavailableReason(c: C, b: Buying): string | undefined {
  const t = c.get('texts')
  const title = b.offer.title
  if (b.notOnSale?.reason === 'notYet')
    return t.payments_not_yet({ title, date: longDay(b.notOnSale.from, c.get('locale')) })
  if (b.notOnSale?.reason === 'closed') return t.payments_closed({ title })
  if (!b.mayBuy) return t.payments_not_allowed({ title })
  return undefined
}

/** The choice's error in the guest's words. */
function chooseError(c: C, b: Buying, result: Extract<ChoiceResult, { ok: false }>): ChooseErrors {
  const t = c.get('texts')
  const { first, last } = chooseableDays(b, c.get('locale'))
  const message =
    result.field === 'day'
      ? result.problem === 'missing'
        ? t.payments_error_day_missing()
        : t.payments_error_day_out({ first, last })
      : result.field === 'guests'
        ? result.problem === 'missing'
          ? t.payments_error_guests_missing()
          : t.payments_error_guests_out()
        : t.payments_error_quantity({ max: b.offer.choose.maxQuantity })
  return { field: result.field, message }
}

/** What the query or pay form says was chosen, read whatever it holds (shown again, never trusted). */
function chosenIn(params: URLSearchParams): Partial<Choice> {
  const quantity = Number(params.get('quantity'))
  return {
    day: params.get('day') ?? undefined,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : undefined,
    guestIds: params.getAll('guests').map((id) => id.toLowerCase()),
  }
}

const asInput = (params: URLSearchParams) => ({
  day: params.get('day') ?? undefined,
  quantity: params.get('quantity') ?? undefined,
  guests: params.getAll('guests'),
})

/** Answers a page of the offer once it is read: the booking's not-found, the offer's 404, or 503 when unreadable. */
async function withBuying(c: C, run: (b: Buying) => Promise<Response> | Response): Promise<Response> {
  const t = c.get('texts')
  const read = await readBuying(c)
  if (read === 'no booking') return render(c, <BookingNotFound />, { title: t.extras_book_extras() })
  if (read === 'not found') return renderPageNotFound(c)
  if (read === 'unavailable')
    return render(c, <p className="lead">{t.payments_order_unavailable()}</p>, {
      title: t.extras_book_extras(),
      heading: t.extras_book_extras(),
      status: 503,
    })
  return run(read)
}

const framed = (b: Buying, status: FormStatus = 200) => ({
  title: b.offer.title,
  heading: b.offer.title,
  status,
})

const PayForm = v.object({
  order: v.pipe(v.string(), v.maxLength(80)),
  choice: v.pipe(v.string(), v.maxLength(2000)),
  token: v.pipe(v.string(), v.maxLength(80)),
})

/**
 * /account/extras/buy/{uid} (issue 40): buying one offer in three steps, whole without JavaScript. Choose (a GET
 * form), review (its own address, priced here and signed), pay (a post that writes the order to the booking system,
 * then sends the guest to the payment page). The price is never read from a form.
 */
const handlers = new Hono<AppEnv>()
  .get('/:uid', (c) =>
    withBuying(c, (b) => {
      const query = new URL(c.req.url).searchParams
      const sent = query.get('sent') === '1' ? c.get('texts').payments_request_sent() : undefined
      const page = <ChoosePage b={b} chosen={chosenIn(query)} error={undefined} unavailable={unavailableReason(c, b)} />
      return render(c, withNotice(sent, page), framed(b))
    }),
  )
  .get('/:uid/review', (c) =>
    withBuying(c, async (b) => {
      const query = new URL(c.req.url).searchParams
      const chosen = chosenIn(query)
      const why = unavailableReason(c, b)
      if (why)
        return render(c, <ChoosePage b={b} chosen={chosen} error={undefined} unavailable={why} />, framed(b, 409))
      const result = readChoice(b.offer, b.stay, b.stay.guestIds, asInput(query))
      if (!result.ok) {
        const error = chooseError(c, b, result)
        return render(c, <ChoosePage b={b} chosen={chosen} error={error} unavailable={undefined} />, framed(b, 400))
      }
      const r = await review(c.var.scope, b, result.choice)
      if (!r) {
        const error = chooseError(c, b, { ok: false, field: 'quantity', problem: 'outOfRange' })
        return render(c, <ChoosePage b={b} chosen={chosen} error={error} unavailable={undefined} />, framed(b, 400))
      }
      return render(c, <ReviewPage b={b} r={r} />, framed(b))
    }),
  )
  .post('/:uid/pay', (c) =>
    withBuying(c, async (b) => {
      const t = c.get('texts')
      const form = await readForm(c, PayForm)
      const params = new URLSearchParams(form.ok ? form.data.choice : '')
      const changed = () =>
        render(
          c,
          <ChoosePage
            b={b}
            chosen={chosenIn(params)}
            error={{ field: 'quantity', message: t.payments_review_changed() }}
            unavailable={undefined}
          />,
          framed(b, 400),
        )
      if (!form.ok || kindOfOrder(form.data.order) !== b.offer.kind) return changed()
      const { order: orderId, token } = form.data
      if (!(await reviewHolds(c.var.scope, b, orderId, form.data.choice, token))) return changed()
      const why = unavailableReason(c, b)
      if (why)
        return render(c, <ChoosePage b={b} chosen={chosenIn(params)} error={undefined} unavailable={why} />, {
          ...framed(b, b.mayBuy ? 409 : 403),
        })
      const result = readChoice(b.offer, b.stay, b.stay.guestIds, asInput(params))
      const r = result.ok ? await review(c.var.scope, b, result.choice, orderId) : undefined
      if (!r) return changed()
      try {
        await place(c.var.scope, b, r)
      } catch (error) {
        report(c, 'payments.place', error)
        return render(c, <ReviewPage b={b} r={r} message={t.payments_order_unavailable()} />, framed(b, 503))
      }
      if (b.offer.mode === 'onRequest') return c.redirect(`${buyPath(b.offer.uid)}?sent=1`, 303)
      try {
        const line = { name: b.offer.title, description: undefined, imageUrl: b.offer.image?.src }
        const answer = await payOrder(c.var.scope, orderId, line)
        return c.redirect(answer.to === 'payment page' ? answer.url : orderPath(orderId), 303)
      } catch (error) {
        // The order is recorded: its page offers to pay again, and says nothing was charged.
        report(c, 'payments.open', error)
        return c.redirect(`${orderPath(orderId)}?error=payment`, 303)
      }
    }),
  )

export const buyExtraRoute = routeModule(
  '/account/extras/buy',
  [
    // Our additions (issue 40): an offer's choose page, its review and its pay form (docs/payments.md).
    { name: 'account-extras-buy-uid', path: '/:uid', overlayHeader: false, auth: true, validate: slug },
    { name: 'account-extras-buy-uid-review', path: '/:uid/review', overlayHeader: false, auth: true, validate: slug },
    { name: 'account-extras-buy-uid-pay', path: '/:uid/pay', overlayHeader: false, auth: true, validate: slug },
  ],
  handlers,
)

function slug(params: Readonly<Record<string, string | undefined>>): boolean {
  return isSlug(params.uid)
}
