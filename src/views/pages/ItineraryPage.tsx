import type { Itinerary, ItineraryToday } from '../../domain/itinerary.ts'
import type { Deadline } from '../../domain/itinerary-deadlines.ts'
import { deadlineTitle } from '../../domain/itinerary-words.ts'
import { daysBetween, formatLongDate, parseLocalDate } from '../../domain/local-date.ts'
import { DayBlock, ItemList, NextUp } from '../parts/ItineraryItems.tsx'

/** A read the itinerary could not make: the page says so, and shows the rest. */
export type ItineraryGap = 'extras' | 'wellness' | 'flights' | 'deadlines'

/** The page's data: the viewer's itinerary, today in the resort's zone, and the reads that failed. */
export interface ItineraryView {
  readonly plan: Itinerary
  readonly today: ItineraryToday
  readonly gaps: readonly ItineraryGap[]
}

const gapNames: Record<ItineraryGap, string> = {
  extras: 'your extras',
  wellness: 'your wellness visits',
  flights: 'your flights',
  deadlines: 'what is left to arrange',
}

function Gaps({ gaps }: { readonly gaps: readonly ItineraryGap[] }) {
  if (gaps.length === 0) return null
  return (
    <p className="itinerary-gaps" data-offline-skip="">
      {`We couldn't read ${gaps.map((gap) => gapNames[gap]).join(', ')} just now, so this itinerary may be missing some
      things. Please try again later.`}
    </p>
  )
}

/** By when: its day, or as soon as possible (soon after booking, any time, or a day already gone). */
function Due({ due, today }: { readonly due: string | undefined; readonly today: string }) {
  if (!due) return 'As soon as you can'
  const date = <time dateTime={due}>{formatLongDate(due)}</time>
  return due < today ? <>As soon as you can (it was due by {date})</> : <>By {date}</>
}

function BeforeStay({ deadlines, today }: { readonly deadlines: readonly Deadline[]; readonly today: string }) {
  if (deadlines.length === 0) return null
  return (
    <section className="itinerary-before stack" aria-labelledby="before-heading">
      <h2 id="before-heading">Before you travel</h2>
      <ul className="itinerary-items">
        {deadlines.map((deadline) => {
          const title = deadlineTitle(deadline)
          return (
            <li key={deadline.id} className="itinerary-item">
              <p className="itinerary-item__when">
                <Due due={deadline.due} today={today} />
              </p>
              <p className="itinerary-item__what">{deadline.link ? <a href={deadline.link}>{title}</a> : title}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * /account/itinerary (issue 30, docs/itinerary.md): before the stay what is still to arrange, then one block per day
 * from the travel day to the departure day, then what has no day yet. During the stay today comes first, with what is
 * next, then the days to come and, after them, the days gone. Pure: everything is in `read`.
 */
export function ItineraryPage({ read }: { readonly read: ItineraryView }) {
  const { plan, today, gaps } = read
  const zone = plan.timeZone
  const stay = plan.stay
  const [from, to] = [parseLocalDate(stay?.arrival), parseLocalDate(stay?.leaving)]
  const stayDays = from && to ? daysBetween(from, to) + 1 : undefined
  const before = !stay || today.date < stay.arrival
  const during = !!stay && today.date >= stay.arrival && today.date <= stay.leaving
  const [gone, coming] = during
    ? [plan.days.filter((d) => d.date < today.date), plan.days.filter((d) => d.date >= today.date)]
    : [[], plan.days]
  const block = (day: (typeof plan.days)[number], level: 2 | 3 = 2) => {
    const isToday = during && day.date === today.date
    return (
      <DayBlock key={day.date} day={day} stayDays={stayDays} resortZone={zone} today={isToday} headingLevel={level}>
        {isToday && <NextUp item={today.next} date={today.date} resortZone={zone} />}
      </DayBlock>
    )
  }
  return (
    <div className="itinerary stack">
      <p className="itinerary-actions">
        <a className="button button--secondary" href="/account/calendar/all.ics" download>
          Add to your calendar
        </a>
      </p>
      <Gaps gaps={gaps} />
      {before && <BeforeStay deadlines={plan.beforeStay} today={today.date} />}
      {during && !coming.some((d) => d.date === today.date) && (
        <NextUp item={today.next} date={today.date} resortZone={zone} />
      )}
      {plan.days.length === 0 && <p className="lead">Your holiday's dates are not set yet.</p>}
      {coming.map((day) => block(day))}
      {plan.undated.length > 0 && (
        <section className="itinerary-day itinerary-undated" aria-labelledby="undated-heading">
          <h2 id="undated-heading">Not on a day yet</h2>
          <ItemList items={plan.undated} resortZone={zone} />
        </section>
      )}
      {gone.length > 0 && (
        <section className="itinerary-gone stack" aria-labelledby="gone-heading">
          <h2 id="gone-heading">Earlier in your stay</h2>
          {gone.map((day) => block(day, 3))}
        </section>
      )}
    </div>
  )
}
