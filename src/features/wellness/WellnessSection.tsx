import { Later } from '../../views/parts/Later.tsx'
import { formatLongDate } from '../../domain/local-date.ts'
import { visitName, type CancelPlace, type ScheduledVisit } from './wellness.ts'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { WellnessCancelModal } from './WellnessCancelModal.tsx'
import { RangeSentence } from '../../views/parts/Sentence.tsx'

export type WellnessView =
  | { readonly upcoming: readonly ScheduledVisit[]; readonly past: readonly ScheduledVisit[] }
  | { readonly unavailable: true }
  | { readonly none: true }

function cancelPath(visit: ScheduledVisit): string {
  return `/account/wellness/${visit.id}/cancel`
}

/** A visit; `from` is the page it is shown on, where cancelling it returns. */
export function VisitItem({ visit, from }: { readonly visit: ScheduledVisit; readonly from: CancelPlace }) {
  const [t, locale] = [useTexts(), useLocale()]
  const name = visitName(visit, t)
  const when = { day: formatLongDate(visit.date, locale) ?? visit.date, start: visit.start, end: visit.end }
  const line = visit.kind === 'appointment' ? t.wellness_visit_when_appointment : t.wellness_visit_when_class
  return (
    <li className="visit" id={`visit-${visit.id}`}>
      <div>
        <p className="visit__name" dir="auto">
          {name}
        </p>
        <p className="visit__when">
          <RangeSentence sentence={(times) => line({ day: when.day, ...times })} start={when.start} end={when.end} />
        </p>
        {!visit.past && (
          <a className="visit__calendar" href={`/account/calendar/wellness-${visit.id}.ics`} download>
            {t.wellness_add_to_calendar()}
            <span className="visually-hidden">{t.wellness_add_to_calendar_which({ name })}</span>
          </a>
        )}
      </div>
      {visit.cancellable && (
        <WellnessCancelModal
          action={cancelPath(visit)}
          name={name}
          kind={visit.kind}
          day={when.day}
          start={visit.start}
          end={visit.end}
          late={visit.late}
          from={from}
        />
      )}
    </li>
  )
}

/** The visits themselves, coming ones first and past ones apart. */
export function WellnessVisits({ view: result, from }: { readonly view: WellnessView; readonly from: CancelPlace }) {
  const t = useTexts()
  if ('unavailable' in result) return <p data-offline-skip="">{t.wellness_schedule_unavailable()}</p>
  if ('none' in result || (result.upcoming.length === 0 && result.past.length === 0)) return <p>{t.wellness_none()}</p>
  return (
    <>
      {result.upcoming.length > 0 && (
        <ul className="visits">
          {result.upcoming.map((visit) => (
            <VisitItem key={visit.id} visit={visit} from={from} />
          ))}
        </ul>
      )}
      {result.past.length > 0 && (
        <>
          <h3 className="visits__earlier">{t.wellness_earlier_heading()}</h3>
          <ul className="visits visits--past">
            {result.past.map((visit) => (
              <VisitItem key={visit.id} visit={visit} from={from} />
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/**
 * The guest's wellness visits, written in their place once the schedule is read: the slowest read, so pages put this
 * section last (decision 042).
 */
export function WellnessSection({
  schedule,
  from,
}: {
  readonly schedule: Promise<WellnessView>
  readonly from: CancelPlace
}) {
  const t = useTexts()
  return (
    <section className="stack" id="wellness" aria-labelledby="wellness-heading">
      <h2 id="wellness-heading">{t.wellness_visits_heading()}</h2>
      <Later view={schedule.then((view) => <WellnessVisits view={view} from={from} />)} />
    </section>
  )
}
