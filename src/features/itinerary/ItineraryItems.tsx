// An itinerary's items and days as the page shows them (docs/itinerary.md): pure, from the domain's data.
import type { ReactNode } from 'react'
import type { ItineraryDay } from './itinerary.ts'
import { dateOf, isTimed, spansDays, type ItemTime, type Timed } from './itinerary-times.ts'
import type { ItineraryItem } from './itinerary-items.ts'
import { itemTitle } from './itinerary-words.ts'
import { formatLongDate } from '../../domain/local-date.ts'
import { useLocale, useTexts } from '../../views/PageContext.tsx'
import { RangeSentence, slot, withParts } from '../../views/parts/Sentence.tsx'

/**
 * A time of day, its instant in `datetime`. A flight's is its airport's local time (the title names the airport), so a
 * time in another zone than the resort's says so; another day than `day` is named.
 */
function Clock({ at, day, resortZone }: { readonly at: Timed; readonly day: string; readonly resortZone: string }) {
  const [t, locale] = [useTexts(), useLocale()]
  const date = dateOf(at)
  const time = <time dateTime={at.instant}>{at.dateTime.slice(11, 16)}</time>
  const local = at.timeZone !== resortZone
  if (date === day) return local ? withParts(t.itinerary_time_local({ time: slot(0) }), [time]) : time
  const on = { time: slot(0), date: formatLongDate(date, locale) ?? date }
  return withParts(local ? t.itinerary_time_local_on(on) : t.itinerary_time_on(on), [time])
}

/** A day's date as the page writes it, in `<time datetime>`. */
function LongDate({ date }: { readonly date: string }) {
  const locale = useLocale()
  return <time dateTime={date}>{formatLongDate(date, locale) ?? date}</time>
}

/**
 * When an item is: its times; for one all day, "All day", or what the booking system knows instead (a transfer from
 * the resort names its flight's time: issue 38); for one over several days (a club's week), "Every day, … to …".
 */
function When({ item, resortZone }: { readonly item: ItineraryItem; readonly resortZone: string }) {
  const t = useTexts()
  const { start, end } = item
  if (!start) return null
  if (spansDays(item) && end && !isTimed(end) && !isTimed(start)) {
    const span = t.itinerary_every_day_span({ first: slot(0), last: slot(1) })
    return (
      <p className="itinerary-item__when">
        {withParts(span, [<LongDate key="first" date={start.date} />, <LongDate key="last" date={end.date} />])}
      </p>
    )
  }
  const flight = item.kind === 'transfer' ? item.title.beforeFlight : undefined
  if (!isTimed(start) && flight) {
    // The flight's time as its ticket gives it, at its airport (the transfer's day is the flight's).
    const time = <time dateTime={flight.instant}>{flight.dateTime.slice(11, 16)}</time>
    return <p className="itinerary-item__when">{withParts(t.itinerary_before_flight({ time: slot(0) }), [time])}</p>
  }
  if (!isTimed(start)) return <p className="itinerary-item__when">{t.itinerary_all_day()}</p>
  const day = dateOf(start)
  const from = <Clock at={start} day={day} resortZone={resortZone} />
  if (!end || !isTimed(end)) return <p className="itinerary-item__when">{from}</p>
  const to = <Clock key="end" at={end} day={day} resortZone={resortZone} />
  // Two times of the day at the resort never break apart (issue 38); a flight's ends, each with its zone and maybe a
  // date, are too long for the column to keep on one line.
  const plain = [start, end].every((at) => at.timeZone === resortZone && dateOf(at) === day)
  return (
    <p className="itinerary-item__when">
      {plain ? (
        <RangeSentence sentence={(times) => t.itinerary_time_range(times)} start={from} end={to} />
      ) : (
        withParts(t.itinerary_time_range({ start: slot(0), end: slot(1) }), [from, to])
      )}
    </p>
  )
}

/** One item: when, what (linking where it is read or changed) and for whom, and any note. */
export function ItineraryEntry({ item, resortZone }: { readonly item: ItineraryItem; readonly resortZone: string }) {
  const [t, locale] = [useTexts(), useLocale()]
  const title = itemTitle(item, t, locale)
  return (
    <li className="itinerary-item" data-item={item.id}>
      <When item={item} resortZone={resortZone} />
      <p className="itinerary-item__what">{item.link ? <a href={item.link}>{title}</a> : title}</p>
      {item.flags.outsideStay && item.start && (
        <p className="itinerary-item__note">
          {t.itinerary_outside_stay_on({ date: formatLongDate(dateOf(item.start), locale) ?? dateOf(item.start) })}
        </p>
      )}
      {item.flags.pending && <p className="itinerary-item__note">{t.itinerary_note_pending()}</p>}
    </li>
  )
}

export function ItemList({
  items,
  resortZone,
}: {
  readonly items: readonly ItineraryItem[]
  readonly resortZone: string
}) {
  return (
    <ul className="itinerary-items">
      {items.map((item) => (
        <ItineraryEntry key={item.id} item={item} resortZone={resortZone} />
      ))}
    </ul>
  )
}

/** What the day is to the stay: its day number, the travel day either side, or a day outside it. */
function DayLabel({ day, days }: { readonly day: ItineraryDay; readonly days: number | undefined }) {
  const t = useTexts()
  if (day.stayDay !== undefined)
    return days ? t.itinerary_day_of({ day: day.stayDay, days }) : t.itinerary_day({ day: day.stayDay })
  return day.items.length > 0 && day.items.every((i) => i.flags.outsideStay)
    ? t.itinerary_day_outside_stay()
    : t.itinerary_day_travel()
}

/** One day: its date as a heading, what the day is, and its items in time order. */
export function DayBlock({
  day,
  stayDays,
  resortZone,
  today = false,
  past = false,
  headingLevel = 2,
  children,
}: {
  readonly day: ItineraryDay
  readonly stayDays: number | undefined
  readonly resortZone: string
  readonly today?: boolean
  /** A day gone by: an empty one had nothing planned, not "yet" (issue 38). */
  readonly past?: boolean
  readonly headingLevel?: 2 | 3
  readonly children?: ReactNode
}) {
  const [t, locale] = [useTexts(), useLocale()]
  const Heading = `h${headingLevel}` as const
  const id = `day-${day.date}`
  const date = <time dateTime={day.date}>{formatLongDate(day.date, locale)}</time>
  return (
    <section className="itinerary-day" aria-labelledby={id} aria-current={today ? 'date' : undefined}>
      <Heading id={id} className="itinerary-day__date">
        {today ? withParts(t.itinerary_today({ date: slot(0) }), [date]) : date}
      </Heading>
      <p className="itinerary-day__label">
        <DayLabel day={day} days={stayDays} />
      </p>
      {day.items.length > 0 ? (
        <ItemList items={day.items} resortZone={resortZone} />
      ) : (
        <p className="itinerary-day__empty">{past ? t.itinerary_day_empty_past() : t.itinerary_day_empty()}</p>
      )}
      {children}
    </section>
  )
}

/** "Next: …": what comes next from today on, with its day when it is not today. */
export function NextUp({
  item,
  date,
  resortZone,
}: {
  readonly item: ItineraryItem | undefined
  readonly date: string
  readonly resortZone: string
}) {
  const [t, locale] = [useTexts(), useLocale()]
  if (!item?.start) return <p className="itinerary-next">{t.itinerary_next_none()}</p>
  const start: ItemTime = item.start
  const day = dateOf(start)
  const title = itemTitle(item, t, locale)
  const what = isTimed(start)
    ? withParts(t.itinerary_next_when({ what: title, when: slot(0) }), [
        <Clock key="at" at={start} day={date} resortZone={resortZone} />,
      ])
    : day !== date
      ? t.itinerary_next_when({ what: title, when: formatLongDate(day, locale) ?? day })
      : title
  return (
    <p className="itinerary-next">
      <strong>{t.itinerary_next()}</strong> {what}
    </p>
  )
}
