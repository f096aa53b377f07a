// An itinerary's items and days as the page shows them (docs/itinerary.md): pure, from the domain's data.
import type { ReactNode } from 'react'
import type { ItineraryDay } from '../../domain/itinerary.ts'
import { dateOf, isTimed, type ItemTime, type ItineraryItem, type Timed } from '../../domain/itinerary-items.ts'
import { itemTitle } from '../../domain/itinerary-words.ts'
import { formatLongDate } from '../../domain/local-date.ts'

/**
 * A time of day, its instant in `datetime`. A flight's is its airport's local time (the title names the airport), so a
 * time in another zone than the resort's says so; another day than `day` is named.
 */
function Clock({ at, day, resortZone }: { readonly at: Timed; readonly day: string; readonly resortZone: string }) {
  const date = dateOf(at)
  return (
    <>
      <time dateTime={at.instant}>{at.dateTime.slice(11, 16)}</time>
      {at.timeZone !== resortZone && ' local time'}
      {date !== day && ` on ${formatLongDate(date)}`}
    </>
  )
}

function When({ item, resortZone }: { readonly item: ItineraryItem; readonly resortZone: string }) {
  const { start, end } = item
  if (!start) return null
  if (!isTimed(start)) return <p className="itinerary-item__when">All day</p>
  const day = dateOf(start)
  return (
    <p className="itinerary-item__when">
      <Clock at={start} day={day} resortZone={resortZone} />
      {end && isTimed(end) && (
        <>
          {' to '}
          <Clock at={end} day={day} resortZone={resortZone} />
        </>
      )}
    </p>
  )
}

/** One item: when, what (linking where it is read or changed) and for whom, and any note. */
export function ItineraryEntry({ item, resortZone }: { readonly item: ItineraryItem; readonly resortZone: string }) {
  const title = itemTitle(item)
  return (
    <li className="itinerary-item" data-item={item.id}>
      <When item={item} resortZone={resortZone} />
      <p className="itinerary-item__what">{item.link ? <a href={item.link}>{title}</a> : title}</p>
      {item.flags.outsideStay && item.start && (
        <p className="itinerary-item__note">{`Outside your stay: on ${formatLongDate(dateOf(item.start))}.`}</p>
      )}
      {item.flags.pending && <p className="itinerary-item__note">Pending: the resort has not confirmed this yet.</p>}
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
function dayLabel(day: ItineraryDay, days: number | undefined): string {
  if (day.stayDay !== undefined) return days ? `Day ${day.stayDay} of ${days}` : `Day ${day.stayDay}`
  return day.items.length > 0 && day.items.every((i) => i.flags.outsideStay) ? 'Outside your stay' : 'Travel day'
}

/** One day: its date as a heading, what the day is, and its items in time order. */
export function DayBlock({
  day,
  stayDays,
  resortZone,
  today = false,
  headingLevel = 2,
  children,
}: {
  readonly day: ItineraryDay
  readonly stayDays: number | undefined
  readonly resortZone: string
  readonly today?: boolean
  readonly headingLevel?: 2 | 3
  readonly children?: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  const id = `day-${day.date}`
  return (
    <section className="itinerary-day" aria-labelledby={id} aria-current={today ? 'date' : undefined}>
      <Heading id={id} className="itinerary-day__date">
        {today && 'Today, '}
        <time dateTime={day.date}>{formatLongDate(day.date)}</time>
      </Heading>
      <p className="itinerary-day__label">{dayLabel(day, stayDays)}</p>
      {day.items.length > 0 ? (
        <ItemList items={day.items} resortZone={resortZone} />
      ) : (
        <p className="itinerary-day__empty">Nothing planned yet.</p>
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
  if (!item?.start) return <p className="itinerary-next">Nothing else is planned for this stay.</p>
  const start: ItemTime = item.start
  const day = dateOf(start)
  return (
    <p className="itinerary-next">
      <strong>Next:</strong> {itemTitle(item)}
      {isTimed(start) ? (
        <>
          {', '}
          <Clock at={start} day={date} resortZone={resortZone} />
        </>
      ) : (
        day !== date && `, ${formatLongDate(day)}`
      )}
    </p>
  )
}
