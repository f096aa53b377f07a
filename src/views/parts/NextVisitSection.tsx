import { Later } from './Later.tsx'
import { VisitItem, type WellnessView } from './WellnessSection.tsx'

function NextVisit({ view }: { readonly view: WellnessView }) {
  if ('unavailable' in view)
    return <p data-offline-skip="">Your wellness schedule is unavailable just now. Please try again later.</p>
  const [next, ...more] = 'none' in view ? [] : view.upcoming
  return (
    <>
      {next ? (
        <ul className="visits">
          <VisitItem visit={next} />
        </ul>
      ) : (
        <p>You have no more wellness visits booked for this stay.</p>
      )}
      <p className="more-link">
        <a href="/account/wellness">
          {more.length > 0 ? `All your wellness visits (${more.length + 1} coming)` : 'All your wellness visits'}
        </a>
      </p>
    </>
  )
}

/** Home's next wellness visit (issue 28), last on the page: the schedule is the slowest read (decision 042). */
export function NextVisitSection({ schedule }: { readonly schedule: Promise<WellnessView> }) {
  return (
    <section className="stack" id="wellness" aria-labelledby="wellness-heading">
      <h2 id="wellness-heading">Your next wellness visit</h2>
      <Later view={schedule.then((view) => <NextVisit view={view} />)} />
    </section>
  )
}
