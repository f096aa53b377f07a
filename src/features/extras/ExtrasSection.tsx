import { Later } from '../../views/parts/Later.tsx'
import { statusLabelKeys, type StatusLabel } from '../../domain/extra-status.ts'
import type { ExtraGroup, ExtraView } from './extras.ts'
import type { ExtraPaymentView } from '../../domain/extra-payments.ts'
import { BookOptionsPanel } from './BookOptionsPanel.tsx'
import type { BookOptionLink } from './book-options.ts'
import { useTexts } from '../../views/PageContext.tsx'

export type ExtrasSectionView =
  | { readonly groups: readonly ExtraGroup[]; readonly options: readonly BookOptionLink[] }
  | { readonly unavailable: true }

export const labelClass: Record<StatusLabel, string> = {
  Done: 'status status--done',
  Invoiced: 'status status--invoiced',
  Pending: 'status status--pending',
}

/** A status label: its class by name, its words in the page's language. */
export function StatusBadge({ label }: { readonly label: StatusLabel }) {
  const t = useTexts()
  return <span className={labelClass[label]}>{t[statusLabelKeys[label]]()}</span>
}

/** One extra: its status label and sentence. */
export function ExtraItem({ extra }: { readonly extra: ExtraView }) {
  return (
    <li className="extra" id={`extra-${extra.id}`}>
      <StatusBadge label={extra.label} />
      <div>
        <p className="extra__message">{extra.message}</p>
        {extra.note && <p className="extra__note">{extra.note}</p>}
        {extra.payment && <ExtraPaymentLine payment={extra.payment} />}
      </div>
    </li>
  )
}

/** An extra's payment: what is due with "Pay now", or where its order stands with a link to it (issue 40). */
function ExtraPaymentLine({ payment }: { readonly payment: ExtraPaymentView }) {
  const t = useTexts()
  return (
    <div className="extra__payment">
      <p>
        <strong>{payment.line}</strong>
        {payment.orderHref && (
          <>
            {' '}
            <a href={payment.orderHref}>{t.payments_see_order()}</a>
          </>
        )}
      </p>
      {payment.payAction && (
        <form method="post" action={payment.payAction}>
          <button className="button" type="submit">
            {t.payments_pay_now()}
          </button>
        </form>
      )}
    </div>
  )
}

/** The extras themselves: a list per kind, each with its status label and sentence. */
export function ExtrasList({ view }: { readonly view: ExtrasSectionView }) {
  const t = useTexts()
  if ('unavailable' in view) return <p data-offline-skip="">{t.extras_unavailable()}</p>
  return (
    <>
      {view.options.length > 0 && <BookOptionsPanel options={view.options} />}
      {view.groups.length === 0 && <p>{t.extras_none_yet()}</p>}
      {view.groups.map((group) => (
        <section key={group.kind ?? 'other'} className="extras__group" aria-label={group.heading}>
          <h3>{group.heading}</h3>
          <ul className="extras">
            {group.extras.map((extra) => (
              <ExtraItem key={extra.id} extra={extra} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

/** "Your extras": the list written in its place once the extras are read. */
export function ExtrasSection({ view }: { readonly view: Promise<ExtrasSectionView> }) {
  const t = useTexts()
  return (
    <section className="stack" id="extras" aria-labelledby="extras-heading">
      <h2 id="extras-heading">{t.extras_section_heading()}</h2>
      <Later view={view.then((extras) => <ExtrasList view={extras} />)} />
    </section>
  )
}
