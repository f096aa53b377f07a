import { Hono, type Context } from 'hono'
import type { FormStatus } from '../../features/advance-information/save-failure.ts'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { withNotice } from '../../http/rendering/streamed.tsx'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { isSlug } from '../../domain/routes.ts'
import { BookingNotFound } from '../../features/bookings/BookingNotFound.tsx'
import type { Buying } from '../../features/payments/buy.ts'
import { chosenIn, PayForm, payStep, readBuying, reviewStep, type BuyStep } from '../../features/payments/buy-steps.ts'
import { unavailableReason } from '../../features/payments/buy-words.ts'
import { ChoosePage } from '../../features/payments/ChoosePage.tsx'
import { ReviewPage } from '../../features/payments/ReviewPage.tsx'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

/** Answers a page of the offer once it is read: the booking's not-found, the offer's 404, or 503 when unreadable. */
async function withBuying(c: C, run: (b: Buying) => Promise<Response> | Response): Promise<Response> {
  const t = c.get('texts')
  const read = await readBuying(c.get('scope'), await c.get('booking')(), c.req.param('uid') ?? '')
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

/** The page or the redirect a step answers. */
function answer(c: C, b: Buying, step: BuyStep): Response | Promise<Response> {
  if (step.to === 'address') return c.redirect(step.url, 303)
  if (step.to === 'review')
    return render(c, <ReviewPage b={b} r={step.r} message={step.message} />, framed(b, step.status))
  const { chosen, error, unavailable } = step
  return render(c, <ChoosePage b={b} chosen={chosen} error={error} unavailable={unavailable} />, framed(b, step.status))
}

/**
 * /account/extras/buy/{uid} (issue 40): buying one offer in three steps, whole without JavaScript. Choose (a GET
 * form), review (its own address, priced here and signed), pay (a post that writes the order to the booking system,
 * then sends the guest to the payment page). The price is never read from a form (src/features/payments/buy-steps.ts).
 */
const handlers = new Hono<AppEnv>()
  .get('/:uid', (c) =>
    withBuying(c, (b) => {
      const query = new URL(c.req.url).searchParams
      const sent = query.get('sent') === '1' ? c.get('texts').payments_request_sent() : undefined
      const why = unavailableReason(c.get('scope'), b)
      const page = <ChoosePage b={b} chosen={chosenIn(query)} error={undefined} unavailable={why} />
      return render(c, withNotice(sent, page), framed(b))
    }),
  )
  .get('/:uid/review', (c) =>
    withBuying(c, async (b) => answer(c, b, await reviewStep(c.get('scope'), b, new URL(c.req.url).searchParams))),
  )
  .post('/:uid/pay', (c) =>
    withBuying(c, async (b) => {
      const form = await readForm(c, PayForm)
      return answer(c, b, await payStep(c.get('scope'), b, form.ok ? form.data : undefined))
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
