// Buying one extra, step 2 (issue 40): the review. Its pay form posts the signed order to the portal, which sends the
// guest to pay.
import type { ReactNode } from 'react'
import { formatLongDate } from '../../domain/local-date.ts'
import { formatMoney } from '../../domain/money.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { longDay, type Buying, type Review } from './buy.ts'
import { buyPath } from './paths.ts'
import { Step } from './Step.tsx'

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Step 2: what is ordered, its price and total, what happens next and the cancellation terms; then pay. */
export function ReviewPage({ b, r, message }: { readonly b: Buying; readonly r: Review; readonly message?: string }) {
  const t = useTexts()
  const locale = useLocale()
  const { offer } = b
  const money = (minor: number) => formatMoney(minor, r.price.currency, locale)
  const instant = offer.mode === 'instant'
  const names = b.booking.guests.filter((guest) => r.choice.guestIds.includes(guest.id.toLowerCase()))
  const refundDate = b.refundUntil && longDay(b.refundUntil, locale)
  return (
    <div className="stack narrow">
      <Step step={2} />
      {message && <Alert kind="error">{message}</Alert>}
      <dl className="facts">
        <Fact term={t.payments_review_offer()}>
          <span {...contentLanguage(offer.lang, locale)}>{offer.title}</span>
        </Fact>
        {r.choice.day && <Fact term={t.payments_review_day()}>{formatLongDate(r.choice.day, locale)}</Fact>}
        {names.length > 0 && (
          <Fact term={t.payments_review_guests()}>
            {names.map((guest, i) => (
              <span key={guest.id}>
                {i > 0 && ', '}
                <bdi>{guest.fullName ?? guest.label}</bdi>
              </span>
            ))}
          </Fact>
        )}
        {offer.choose.maxQuantity > 1 && <Fact term={t.payments_review_quantity()}>{r.choice.quantity}</Fact>}
        {instant && <Fact term={t.payments_review_price()}>{money(r.price.unitAmount)}</Fact>}
        {instant && r.price.persons !== undefined && <Fact term={t.payments_review_persons()}>{r.price.persons}</Fact>}
        {instant && r.price.nights !== undefined && <Fact term={t.payments_review_nights()}>{r.price.nights}</Fact>}
        <Fact term={t.payments_review_total()}>
          <strong>{instant ? money(r.price.total) : t.payments_review_to_confirm()}</strong>
        </Fact>
      </dl>
      <p>{instant ? t.payments_next_instant() : t.payments_next_request()}</p>
      {instant && <p>{refundDate ? t.payments_terms_refund({ date: refundDate }) : t.payments_terms_none()}</p>}
      <form method="post" action={`${buyPath(offer.uid)}/pay`}>
        <input type="hidden" name="order" value={r.orderId} />
        <input type="hidden" name="choice" value={r.choiceQuery} />
        <input type="hidden" name="token" value={r.token} />
        <button className="button" type="submit">
          {instant ? t.payments_pay_button({ amount: money(r.price.total) }) : t.payments_request_button()}
        </button>
      </form>
      <p className="more-link">
        <a href={`${buyPath(offer.uid)}?${r.choiceQuery}`}>{t.payments_change()}</a>
      </p>
    </div>
  )
}
