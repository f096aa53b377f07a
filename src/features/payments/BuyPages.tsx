// Buying one extra, steps 1 and 2 (issue 40): choose, then review. Whole without JavaScript: choosing is a GET form
// to the review page, and the review's pay form posts its signed order to the portal, which sends the guest to pay.
import type { ReactNode } from 'react'
import { addDays, formatLocalDate, formatLongDate, type LocalDate } from '../../domain/local-date.ts'
import { formatMoney } from '../../domain/money.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { RichText } from '../../views/parts/RichText.tsx'
import { SelectField } from '../../views/parts/Field.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { chooseableDays, longDay, type Buying, type Review } from './buy.ts'
import type { Choice } from './price.ts'
import { buyPath } from './paths.ts'
import { priceLine } from './offers.ts'

/** Step `step` of the three, said before the page's own content. */
function Step({ step }: { readonly step: 1 | 2 }) {
  return <p className="step">{useTexts().payments_step({ step })}</p>
}

/** The offer's picture and description, in the content's own language when it is not the page's. */
function OfferIntro({ b }: { readonly b: Buying }) {
  const locale = useLocale()
  const { offer } = b
  return (
    <div className="stack" {...contentLanguage(offer.lang, locale)}>
      {offer.image && (
        <img
          className="offer__image"
          src={offer.image.src}
          srcSet={offer.image.srcSet}
          sizes="(min-width: 40rem) 36rem, 100vw"
          alt={offer.image.alt}
          width={offer.image.width}
          height={offer.image.height}
        />
      )}
      {offer.descriptionHtml && <RichText html={offer.descriptionHtml} />}
    </div>
  )
}

/** The nights of the stay, each a day a guest may choose. */
function nightsOf(b: Buying): LocalDate[] {
  return Array.from({ length: b.stay.nights }, (_, i) => addDays(b.stay.arrival, i))
}

export interface ChooseErrors {
  readonly field: 'day' | 'quantity' | 'guests'
  readonly message: string
}

/** Step 1: the day, the quantity and the guests the offer asks for, with what was chosen before kept. */
export function ChoosePage({
  b,
  chosen,
  error,
  unavailable,
}: {
  readonly b: Buying
  /** What the guest chose before (a failed review, or "Change your choice"). */
  readonly chosen: Partial<Choice> | undefined
  readonly error: ChooseErrors | undefined
  /** Why it cannot be bought now, when it cannot. */
  readonly unavailable: string | undefined
}) {
  const t = useTexts()
  const locale = useLocale()
  const { offer } = b
  const nights = nightsOf(b)
  const { first, last } = chooseableDays(b, locale)
  return (
    <div className="stack narrow">
      <Step step={1} />
      <OfferIntro b={b} />
      <PriceLine b={b} />
      {unavailable ? (
        <Alert kind="notice">{unavailable}</Alert>
      ) : (
        <form method="get" action={`${buyPath(offer.uid)}/review`} className="stack">
          {error && <Alert kind="error">{error.message}</Alert>}
          {offer.choose.day && (
            <SelectField
              label={t.payments_choose_day()}
              name="day"
              hint={t.payments_choose_day_hint({ first, last })}
              placeholder={t.payments_choose_day()}
              options={nights.map((night) => {
                const value = formatLocalDate(night)
                return { value, label: formatLongDate(value, locale) ?? value }
              })}
              value={chosen?.day}
              error={error?.field === 'day' ? error.message : undefined}
              autoFocus={error?.field === 'day'}
            />
          )}
          {offer.choose.maxQuantity > 1 && (
            <SelectField
              label={t.payments_choose_quantity()}
              name="quantity"
              placeholder={t.payments_choose_quantity()}
              options={Array.from({ length: offer.choose.maxQuantity }, (_, i) => ({
                value: String(i + 1),
                label: String(i + 1),
              }))}
              value={String(chosen?.quantity ?? 1)}
              error={error?.field === 'quantity' ? error.message : undefined}
              autoFocus={error?.field === 'quantity'}
            />
          )}
          {offer.choose.guests && <GuestChoice b={b} chosen={chosen?.guestIds} error={error} />}
          <button className="button" type="submit">
            {t.payments_continue()}
          </button>
        </form>
      )}
      <BackToExtras />
    </div>
  )
}

function GuestChoice({
  b,
  chosen,
  error,
}: {
  readonly b: Buying
  readonly chosen: readonly string[] | undefined
  readonly error: ChooseErrors | undefined
}) {
  const t = useTexts()
  const wrong = error?.field === 'guests'
  return (
    <fieldset className={`fieldset${wrong ? ' field--error' : ''}`} aria-invalid={wrong || undefined}>
      <legend>{t.payments_choose_guests()}</legend>
      {wrong && <p className="field__error">{error.message}</p>}
      {b.booking.guests.map((guest, i) => (
        <div key={guest.id} className="check">
          <input
            type="checkbox"
            id={`guest-${guest.id}`}
            name="guests"
            value={guest.id.toLowerCase()}
            defaultChecked={chosen?.includes(guest.id.toLowerCase())}
            // biome-ignore lint/a11y/noAutofocus: the first box of a choice in error, after a failed submit
            autoFocus={wrong && i === 0}
          />
          <label htmlFor={`guest-${guest.id}`}>
            <bdi>{guest.fullName ?? guest.label ?? guest.id}</bdi>
          </label>
        </div>
      ))}
    </fieldset>
  )
}

/** The offer's unit price, and what it is per (or that the resort prices it). */
export function PriceLine({ b }: { readonly b: Pick<Buying, 'offer'> }) {
  return <p className="lead">{priceLine(b.offer, useTexts(), useLocale())}</p>
}

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

export function BackToExtras() {
  return (
    <p className="more-link">
      <a href="/account/my-bookings#extras">{useTexts().payments_back_extras()}</a>
    </p>
  )
}
