import { Later } from '../../views/parts/Later.tsx'
import { useTexts } from '../../views/PageContext.tsx'
import { VisitItem, type WellnessView } from './WellnessSection.tsx'

function NextVisit({ view }: { readonly view: WellnessView }) {
  const t = useTexts()
  if ('unavailable' in view) return <p data-offline-skip="">{t.wellness_schedule_unavailable()}</p>
  const [next, ...more] = 'none' in view ? [] : view.upcoming
  return (
    <>
      {next ? (
        <ul className="visits">
          <VisitItem visit={next} from="home" />
        </ul>
      ) : (
        <p>{t.wellness_no_more()}</p>
      )}
      <p className="more-link">
        <a href="/account/wellness">
          {more.length > 0 ? t.wellness_all_visits_coming({ count: more.length + 1 }) : t.wellness_all_visits()}
        </a>
      </p>
    </>
  )
}

/** Home's next wellness visit (issue 28), last on the page: the schedule is the slowest read (decision 042). */
export function NextVisitSection({ schedule }: { readonly schedule: Promise<WellnessView> }) {
  const t = useTexts()
  return (
    <section className="stack" id="wellness" aria-labelledby="wellness-heading">
      <h2 id="wellness-heading">{t.wellness_next_heading()}</h2>
      <Later view={schedule.then((view) => <NextVisit view={view} />)} />
    </section>
  )
}
