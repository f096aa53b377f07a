import { summariseExtras } from '../../domain/extras-summary.ts'
import { BookOptionsPanel } from './BookOptionsPanel.tsx'
import { ExtraItem, labelClass, type ExtrasSectionView } from './ExtrasSection.tsx'
import { Later } from './Later.tsx'

function Summary({ view }: { readonly view: ExtrasSectionView }) {
  if ('unavailable' in view)
    return <p data-offline-skip="">Your extras are unavailable just now. Please try again later.</p>
  const summary = summariseExtras(view.groups)
  return (
    <>
      {summary.total === 0 ? (
        <p>You have not asked for any extras for this holiday yet.</p>
      ) : (
        <>
          <ul className="status-counts" aria-label="Your extras by status">
            {summary.counts.map(({ label, count }) => (
              <li key={label}>
                <span className={labelClass[label]}>{label}</span>
                {` ${count}`}
              </li>
            ))}
          </ul>
          <h3>Most recent</h3>
          <ul className="extras">
            {summary.recent.map((extra) => (
              <ExtraItem key={extra.id} extra={extra} />
            ))}
          </ul>
          <p className="more-link">
            <a href="/account/my-bookings#extras">{`All your extras (${summary.total})`}</a>
          </p>
        </>
      )}
      {view.options.length > 0 && <BookOptionsPanel options={view.options} />}
    </>
  )
}

/** Home's extras (issue 28): how many are pending, done and invoiced, the most recent, and the full list one tap away. */
export function ExtrasSummarySection({ view }: { readonly view: Promise<ExtrasSectionView> }) {
  return (
    <section className="stack" id="extras" aria-labelledby="extras-heading">
      <h2 id="extras-heading">Your extras</h2>
      <Later view={view.then((extras) => <Summary view={extras} />)} />
    </section>
  )
}
