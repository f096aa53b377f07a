import type { PlainTextKey } from '../../i18n/texts.ts'
import type { Itinerary } from './itinerary.ts'
import type { ItineraryToday } from './itinerary-today.ts'
import type { Deadline } from './itinerary-deadlines.ts'
import { deadlineTitle } from './itinerary-words.ts'
import { listOf } from '../../domain/formatters.ts'
import { daysBetween, formatLongDate, parseLocalDate } from '../../domain/local-date.ts'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { DayBlock, ItemList, NextUp } from './ItineraryItems.tsx'
import { slot, withParts } from '../../views/parts/Sentence.tsx'
import { StayDates } from '../bookings/StayDates.tsx'
import { VillasFact } from '../bookings/VillasFact.tsx'

/** A read the itinerary could not make: the page says so, and shows the rest. */
export type ItineraryGap = 'extras' | 'wellness' | 'flights' | 'deadlines'

/** The page's data: the viewer's itinerary, today in the resort's zone, the reads that failed, and whose stay it is. */
export interface ItineraryView {
  readonly plan: Itinerary
  readonly today: ItineraryToday
  readonly gaps: readonly ItineraryGap[]
  /** The viewer's name on the booking (undefined when they are not on it) and the villas' names. */
  readonly stay: { readonly guest: string | undefined; readonly villas: readonly string[] }
}

const gapNames: Record<ItineraryGap, PlainTextKey> = {
  extras: 'itinerary_gap_extras',
  wellness: 'itinerary_gap_wellness',
  flights: 'itinerary_gap_flights',
  deadlines: 'itinerary_gap_deadlines',
}

function Gaps({ gaps }: { readonly gaps: readonly ItineraryGap[] }) {
  const [t, locale] = [useTexts(), useLocale()]
  if (gaps.length === 0) return null
  return (
    <p className="itinerary-gaps" data-offline-skip="">
      {t.itinerary_gaps({
        what: listOf(
          gaps.map((gap) => t[gapNames[gap]]()),
          locale,
        ),
      })}
    </p>
  )
}

/** By when: its day, or as soon as possible (soon after booking, any time, or a day already gone). */
function Due({ due, today }: { readonly due: string | undefined; readonly today: string }) {
  const [t, locale] = [useTexts(), useLocale()]
  if (!due) return t.itinerary_due_soon()
  const date = <time dateTime={due}>{formatLongDate(due, locale)}</time>
  return withParts(due < today ? t.itinerary_due_overdue({ date: slot(0) }) : t.itinerary_due_by({ date: slot(0) }), [
    date,
  ])
}

/**
 * Whose stay this is: the guest, the villas and the dates. The printed page has no header (issue 38), and a companion
 * with two bookings sees which one this is.
 */
function StayFacts({ stay, plan }: { readonly stay: ItineraryView['stay']; readonly plan: Itinerary }) {
  const [t, locale] = [useTexts(), useLocale()]
  return (
    <dl className="facts itinerary-stay">
      {stay.guest && (
        <div>
          <dt>{t.itinerary_stay_guest()}</dt>
          <dd dir="auto">{stay.guest}</dd>
        </div>
      )}
      <VillasFact villas={stay.villas} />
      {plan.stay && (
        <StayDates
          arrival={formatLongDate(plan.stay.arrival, locale)}
          leaving={formatLongDate(plan.stay.leaving, locale)}
        />
      )}
    </dl>
  )
}

function BeforeStay({ deadlines, today }: { readonly deadlines: readonly Deadline[]; readonly today: string }) {
  const t = useTexts()
  if (deadlines.length === 0) return null
  return (
    <section className="itinerary-before stack" aria-labelledby="before-heading">
      <h2 id="before-heading">{t.itinerary_before_heading()}</h2>
      <ul className="itinerary-items">
        {deadlines.map((deadline) => {
          const title = deadlineTitle(deadline, t)
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
  const t = useTexts()
  const { plan, today, gaps } = read
  const zone = plan.timeZone
  const stay = plan.stay
  const [from, to] = [parseLocalDate(stay?.arrival), parseLocalDate(stay?.leaving)]
  const stayDays = from && to ? daysBetween(from, to) + 1 : undefined
  const before = !stay || today.date < stay.arrival
  const during = !!stay && today.date >= stay.arrival && today.date <= stay.leaving
  const [gone, coming] = during
    ? [plan.days.filter((d) => today.date > d.date), plan.days.filter((d) => d.date >= today.date)]
    : [[], plan.days]
  const isToday = (day: (typeof plan.days)[number] | undefined): day is (typeof plan.days)[number] =>
    during && day?.date === today.date
  const block = (day: (typeof plan.days)[number], level: 2 | 3 = 2) => {
    return (
      <DayBlock
        key={day.date}
        day={day}
        stayDays={stayDays}
        resortZone={zone}
        today={isToday(day)}
        past={day.date < today.date}
        headingLevel={level}
      >
        {isToday(day) && <NextUp item={today.next} date={today.date} resortZone={zone} />}
      </DayBlock>
    )
  }
  return (
    <div className="itinerary stack">
      <StayFacts stay={read.stay} plan={plan} />
      <p className="itinerary-actions">
        <a className="button button--secondary" href="/account/calendar/all.ics" download>
          {t.itinerary_add_to_calendar()}
        </a>
      </p>
      <Gaps gaps={gaps} />
      {before && <BeforeStay deadlines={plan.beforeStay} today={today.date} />}
      {during && !coming.some((d) => d.date === today.date) && (
        <NextUp item={today.next} date={today.date} resortZone={zone} />
      )}
      {plan.days.length === 0 && <p className="lead">{t.itinerary_no_dates()}</p>}
      {/* Today first during the stay; what runs every day after it, before the days to come. */}
      {isToday(coming[0]) && block(coming[0])}
      {plan.everyDay.length > 0 && (
        <section className="itinerary-day itinerary-every" aria-labelledby="every-heading">
          <h2 id="every-heading">{t.itinerary_every_day_heading()}</h2>
          <ItemList items={plan.everyDay} resortZone={zone} />
        </section>
      )}
      {(isToday(coming[0]) ? coming.slice(1) : coming).map((day) => block(day))}
      {plan.undated.length > 0 && (
        <section className="itinerary-day itinerary-undated" aria-labelledby="undated-heading">
          <h2 id="undated-heading">{t.itinerary_undated_heading()}</h2>
          <ItemList items={plan.undated} resortZone={zone} />
        </section>
      )}
      {gone.length > 0 && (
        <section className="itinerary-gone stack" aria-labelledby="gone-heading">
          <h2 id="gone-heading">{t.itinerary_gone_heading()}</h2>
          {gone.map((day) => block(day, 3))}
        </section>
      )}
    </div>
  )
}
