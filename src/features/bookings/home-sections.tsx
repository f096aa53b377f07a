// Home's sections that read on their own (issue 39: loader work out of the route): the what-to-arrange-when items of
// the mode's timing, today's card at the resort, the next step from the first reminder, the family not on the booking.
import type { ReactNode } from 'react'
import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import type { Step } from './next-up.ts'
import { contactsNotOnBooking } from '../../domain/guests.ts'
import { bookingContacts } from '../../domain/guest-form.ts'
import { remindersFor } from '../advance-information/guest-progress.ts'
import { parseTiming, type ReminderTiming } from '../reminders/reminder-timing.ts'
import type { arrangements } from '../../integrations/content/documents.ts'
import type { WideSchedule } from '../wellness/wellness-schedule.ts'
import { loadItinerary, type Started } from '../itinerary/reads.ts'
import type { AdvanceSummary } from '../advance-information/reads.ts'
import { ItemList, NextUp } from '../itinerary/ItineraryItems.tsx'
import type { ArrangeNowView } from '../content/ArrangeNowSection.tsx'

/** The family group's contacts who are not on the booking (SPEC §6), read with the booking. */
export function familyNames(booking: Booking | undefined): string[] {
  if (!booking) return []
  const contacts = bookingContacts(booking)
  const unique = [...new Map(contacts.map((contact) => [contact.id, contact])).values()]
  return contactsNotOnBooking(unique, booking.guests).map((o) => [o.firstName, o.lastName].filter(Boolean).join(' '))
}

/**
 * The "what to arrange when" items for the home mode's timing, less those leading into advance information when this
 * guest has nothing there to do (remindersFor); a content failure costs only this section.
 */
export async function arrangeNow(
  scope: Scope,
  reading: ReturnType<typeof arrangements>,
  timing: ReminderTiming,
  advance: Promise<AdvanceSummary> | undefined,
): Promise<ArrangeNowView> {
  try {
    const [doc, summary] = await Promise.all([reading, advance])
    const items = doc.items.filter((item) => parseTiming(item.timing) === timing)
    const { reach, progress } = summary ?? {}
    return { items: reach && progress ? remindersFor(items, reach, progress) : items }
  } catch (error) {
    scope.report('content.arrangeNow', error)
    return { unavailable: true }
  }
}

/** Today's items in the itinerary, what is next, and the whole stay one tap away: home's card during the stay. */
export async function todayInItinerary(
  scope: Scope,
  booking: Booking,
  started: Started,
  wide: WideSchedule,
): Promise<ReactNode> {
  const zone = scope.config.RESORT_TIME_ZONE
  const t = scope.texts
  const more = (
    <p className="more-link">
      <a href="/account/itinerary">{t.home_today_more()}</a>
    </p>
  )
  try {
    const { today, gaps } = await loadItinerary(scope, booking, started, wide)
    return (
      <>
        {gaps.length > 0 && <p data-offline-skip="">{t.home_today_gaps()}</p>}
        {today.items.length > 0 ? <ItemList items={today.items} resortZone={zone} /> : <p>{t.home_today_nothing()}</p>}
        {/* "Next:" only when it is not one of today's items above (issue 38: each item once). */}
        {!today.items.some((item) => item.id === today.next?.id) && (
          <NextUp item={today.next} date={today.date} resortZone={zone} />
        )}
        {more}
      </>
    )
  } catch (error) {
    scope.report('home.today', error)
    return (
      <>
        <p data-offline-skip="">{t.home_today_unavailable()}</p>
        {more}
      </>
    )
  }
}

/** The first reminder as a step: where its content links, else the page of everything to arrange. */
export function firstStep(reminders: ArrangeNowView): Step | undefined {
  const [first] = 'items' in reminders ? reminders.items : []
  return first && { title: first.title, href: first.link?.href ?? '/account/what-to-arrange-when', lang: first.lang }
}
