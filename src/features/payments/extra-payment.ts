// What "Your extras" says of an extra's payment (issue 40): what is due and a "Pay now" for an invoice, or where the
// portal's order stands with a link to its page, in the guest's words.
import { readStatus } from '../../domain/extra-status.ts'
import type { ExtraInput } from '../../domain/extra.ts'
import type { ExtraPaymentView } from '../../domain/extra-payments.ts'
import type { Locale } from '../../domain/locale.ts'
import { formatMoney } from '../../domain/money.ts'
import type { Texts } from '../../i18n/texts.ts'
import { invoicePayPath, orderPath } from './paths.ts'

export function extraPayment(extra: ExtraInput, t: Texts, locale: Locale): ExtraPaymentView | undefined {
  const payment = extra.payment
  if (!payment || payment.amount <= 0) return undefined
  const amount = formatMoney(payment.amount, payment.currency, locale)
  const orderHref = payment.orderId ? orderPath(payment.orderId) : undefined
  switch (payment.state) {
    case undefined:
      // Never paid in the portal: only an invoice is the guest's to pay.
      return readStatus(extra.status).status === 'invoiced'
        ? { line: t.payments_extra_due({ amount }), payAction: invoicePayPath(extra.id), orderHref: undefined }
        : undefined
    case 'awaitingPayment':
      return { line: t.payments_extra_awaiting({ amount }), payAction: undefined, orderHref }
    case 'paid':
      return { line: t.payments_extra_paid({ amount }), payAction: undefined, orderHref }
    case 'failed':
      return { line: t.payments_extra_failed(), payAction: undefined, orderHref }
    case 'abandoned':
      return { line: t.payments_extra_abandoned(), payAction: undefined, orderHref }
    case 'refunded': {
      const refunded = formatMoney(payment.amountRefunded, payment.currency, locale)
      return { line: t.payments_extra_refunded({ amount: refunded }), payAction: undefined, orderHref }
    }
  }
}
