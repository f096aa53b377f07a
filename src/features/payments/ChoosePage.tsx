// Buying one extra, step 1 (issue 40): choose. Whole without JavaScript: choosing is a GET form to the review page
// (ReviewPage.tsx).
import { addDays, formatLocalDate, formatLongDate, type LocalDate } from '../../domain/local-date.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { RichText } from '../content/RichText.tsx'
import { SelectField } from '../../views/parts/Field.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { chooseableDays, type Buying } from './buy.ts'
import type { Choice } from './price.ts'
import { buyPath } from './paths.ts'
import { priceLine } from './offers.ts'
import { Step } from './Step.tsx'
import { GuestChoice } from './GuestChoice.tsx'
import { BackToExtras } from './BackToExtras.tsx'
import type { ChooseErrors } from './buy-words.ts'

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

/** The offer's unit price, and what it is per (or that the resort prices it). */
export function PriceLine({ b }: { readonly b: Pick<Buying, 'offer'> }) {
  return <p className="lead">{priceLine(b.offer, useTexts(), useLocale())}</p>
}
