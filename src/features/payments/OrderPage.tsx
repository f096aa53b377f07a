// An order's page (issue 40): where its payment stands, in the guest's words, and the one next step it offers: pay,
// pay again, cancel within the terms, or whom to contact. Every step is a plain form post.
import { formatLongDate } from '../../domain/local-date.ts'
import { formatMoney } from '../../domain/money.ts'
import { extraKindHeadingKeys } from '../../domain/extra-kinds.ts'
import type { Order } from '../../domain/orders.ts'
import { Alert } from '../../views/parts/Alert.tsx'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import type { Texts } from '../../i18n/texts.ts'
import { BackToExtras } from './BackToExtras.tsx'
import type { NextStep } from './order.ts'
import { orderPath } from './paths.ts'

const stateWords = (order: Order, t: Texts): string => {
  switch (order.state) {
    case 'awaitingPayment':
      return t.payments_state_awaiting()
    case 'paid':
      return t.payments_state_paid()
    case 'failed':
      return t.payments_state_failed()
    case 'abandoned':
      return t.payments_state_abandoned()
    case 'refunded':
      return t.payments_state_refunded()
  }
}

export function OrderPage({
  order,
  next,
  mayCancel,
  error,
}: {
  readonly order: Order
  readonly next: NextStep
  /** This guest may cancel it (the lead booker), when the terms allow. */
  readonly mayCancel: boolean
  readonly error?: string | undefined
}) {
  const t = useTexts()
  const locale = useLocale()
  const money = (minor: number) => formatMoney(minor, order.currency, locale)
  const paid = order.state === 'paid' || order.state === 'refunded'
  const action = (step: 'pay' | 'cancel') => `${orderPath(order.id)}/${step}`
  return (
    <div className="stack narrow">
      {error && <Alert kind="error">{error}</Alert>}
      <p className="lead" role="status">
        {stateWords(order, t)}
      </p>
      <dl className="facts">
        <div>
          <dt>{t.payments_review_offer()}</dt>
          <dd>{t[extraKindHeadingKeys[order.kind]]()}</dd>
        </div>
        <div>
          <dt>{paid ? t.payments_amount_paid() : t.payments_amount_due()}</dt>
          <dd>
            <strong>{money(order.amount)}</strong>
          </dd>
        </div>
        {order.amountRefunded > 0 && (
          <div>
            <dt>{t.payments_amount_refunded()}</dt>
            <dd>{money(order.amountRefunded)}</dd>
          </div>
        )}
      </dl>
      {(next === 'pay' || next === 'payAgain') && (
        <form method="post" action={action('pay')}>
          <button className="button" type="submit">
            {next === 'pay' ? t.payments_pay_button({ amount: money(order.amount) }) : t.payments_pay_again()}
          </button>
        </form>
      )}
      {next === 'cancel' && mayCancel && (
        <form method="post" action={action('cancel')} className="stack">
          <p>{t.payments_cancel_terms({ date: formatLongDate(order.refundUntil, locale) ?? '' })}</p>
          <button className="button button--secondary" type="submit">
            {t.payments_cancel_button({ amount: money(order.amount - order.amountRefunded) })}
          </button>
        </form>
      )}
      {(next === 'contact' || (next === 'cancel' && !mayCancel)) && (
        <p>
          {t.payments_contact()} <a href="/account/contact-us">{t.payments_contact_link()}</a>
        </p>
      )}
      <BackToExtras />
    </div>
  )
}
