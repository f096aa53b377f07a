import { summariseExtras } from './extras-summary.ts'
import { BookOptionsPanel } from './BookOptionsPanel.tsx'
import { ExtraItem, StatusBadge, type ExtrasSectionView } from './ExtrasSection.tsx'
import { Later } from '../../views/parts/Later.tsx'
import { useTexts } from '../../views/PageContext.tsx'

function Summary({ view }: { readonly view: ExtrasSectionView }) {
  const t = useTexts()
  if ('unavailable' in view) return <p data-offline-skip="">{t.extras_unavailable()}</p>
  const summary = summariseExtras(view.groups)
  return (
    <>
      {summary.total === 0 ? (
        <p>{t.extras_none_yet()}</p>
      ) : (
        <>
          <ul className="status-counts" aria-label={t.extras_by_status()}>
            {summary.counts.map(({ label, count }) => (
              <li key={label}>
                <StatusBadge label={label} />
                {` ${count}`}
              </li>
            ))}
          </ul>
          <h3>{t.extras_most_recent()}</h3>
          <ul className="extras">
            {summary.recent.map((extra) => (
              <ExtraItem key={extra.id} extra={extra} />
            ))}
          </ul>
          <p className="more-link">
            <a href="/account/my-bookings#extras">{t.extras_all_link({ count: summary.total })}</a>
          </p>
        </>
      )}
      {view.options.length > 0 && <BookOptionsPanel options={view.options} />}
    </>
  )
}

/** Home's extras (issue 28): how many are pending, done and invoiced, the most recent, and the full list one tap away. */
export function ExtrasSummarySection({ view }: { readonly view: Promise<ExtrasSectionView> }) {
  const t = useTexts()
  return (
    <section className="stack" id="extras" aria-labelledby="extras-heading">
      <h2 id="extras-heading">{t.extras_section_heading()}</h2>
      <Later view={view.then((extras) => <Summary view={extras} />)} />
    </section>
  )
}
