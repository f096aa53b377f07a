import { Later } from './Later.tsx'
import type { ScheduledVisit } from '../../domain/wellness.ts'
import { WellnessCancelModal } from './WellnessCancelModal.tsx'

export type WellnessView =
  | { readonly upcoming: readonly ScheduledVisit[]; readonly past: readonly ScheduledVisit[] }
  | { readonly unavailable: true }
  | { readonly none: true }

const cancelPath = (visit: ScheduledVisit) => `/account/wellness/${visit.id}/cancel`

export function VisitItem({ visit }: { readonly visit: ScheduledVisit }) {
  return (
    <li className="visit" id={`visit-${visit.id}`}>
      <div>
        <p className="visit__name">{visit.name}</p>
        <p className="visit__when">{`${visit.day} · ${visit.start}–${visit.end} · ${visit.kind === 'appointment' ? 'Appointment' : 'Class'}`}</p>
        {!visit.past && (
          <a className="visit__calendar" href={`/account/calendar/wellness-${visit.id}.ics`} download>
            Add to calendar<span className="visually-hidden">{`: ${visit.name}`}</span>
          </a>
        )}
      </div>
      {visit.cancellable && (
        <WellnessCancelModal
          action={cancelPath(visit)}
          name={visit.name}
          kind={visit.kind}
          day={visit.day}
          start={visit.start}
          end={visit.end}
          late={visit.late}
        />
      )}
    </li>
  )
}

/** The visits themselves, coming ones first and past ones apart. */
export function WellnessVisits({ view: result }: { readonly view: WellnessView }) {
  if ('unavailable' in result)
    return <p data-offline-skip="">Your wellness schedule is unavailable just now. Please try again later.</p>
  if ('none' in result || (result.upcoming.length === 0 && result.past.length === 0))
    return <p>You have no wellness visits booked for this stay.</p>
  return (
    <>
      {result.upcoming.length > 0 && (
        <ul className="visits">
          {result.upcoming.map((visit) => (
            <VisitItem key={visit.id} visit={visit} />
          ))}
        </ul>
      )}
      {result.past.length > 0 && (
        <>
          <h3>Earlier in your stay</h3>
          <ul className="visits visits--past">
            {result.past.map((visit) => (
              <VisitItem key={visit.id} visit={visit} />
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
export function WellnessSection({ schedule }: { readonly schedule: Promise<WellnessView> }) {
  return (
    <section className="stack" id="wellness" aria-labelledby="wellness-heading">
      <h2 id="wellness-heading">Your wellness visits</h2>
      <Later view={schedule.then((view) => <WellnessVisits view={view} />)} />
    </section>
  )
}
