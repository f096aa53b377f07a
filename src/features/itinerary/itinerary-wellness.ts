/**
 * Wellness visits in an itinerary (issue 30, docs/itinerary.md): each at its start and end in the resort's zone,
 * a cancelled one left out, another guest's shown only to whom may see it (decision 032).
 */
import type { Viewer } from '../../domain/companion-rights.ts'
import { item, type ItineraryItem } from './itinerary-items.ts'
import { timedAt, type Timed } from './itinerary-times.ts'
import { forWhom, maySeeVisit, personWithContact, type Person } from './itinerary-people.ts'
import { visitKind } from '../wellness/wellness.ts'
import type { WellnessVisit } from '../../domain/wellness-visit.ts'
import { inResortZone, zonedToInstant } from '../../domain/zoned-time.ts'

/** A visit of the portal's own type (decision 036 for the wellness system too; `cancelled` is its mark), and whose. */
export interface ItineraryVisit extends WellnessVisit {
  /**
   * Whose visit it is, when it is not the viewer's own: that guest's contact on the booking. The portal reads only
   * the viewer's own visits today (with their own wellness client id), so it leaves this unset.
   */
  readonly guestContactId?: string | undefined
}

/** Each visit's own place: its entry on the wellness page. */
export const visitLink = (id: number | string): string => `/account/wellness#visit-${id}`

/** Cancelled, early or late: not shown. */
export const isCancelled = (visit: Pick<ItineraryVisit, 'cancelled'>): boolean => visit.cancelled === true

/** A wellness time in the resort's zone (with an offset it is an instant; without one, the site's wall clock). */
function visitTime(value: string, timeZone: string): Timed | undefined {
  const wallClock = inResortZone(value, timeZone)
  const instant = wallClock === undefined ? undefined : zonedToInstant(wallClock, timeZone)
  return instant === undefined ? undefined : timedAt(instant, timeZone)
}

/**
 * The visits the viewer may see, not cancelled, each naming its guest (unless the booking has only them). A visit
 * whose times cannot be read, or that ends before it starts, goes to the undated list rather than vanish.
 */
export function visitItems(
  visits: readonly ItineraryVisit[],
  timeZone: string,
  viewer: Viewer,
  people: readonly Person[],
): ItineraryItem[] {
  return visits.flatMap((visit) => {
    if (isCancelled(visit) || !maySeeVisit(viewer, people, visit.guestContactId)) return []
    const owner =
      visit.guestContactId === undefined
        ? people.find((person) => person.isYou)
        : personWithContact(people, visit.guestContactId)
    const [start, end] = [visitTime(visit.startsAt, timeZone), visitTime(visit.endsAt, timeZone)]
    const readable = start && end && start.instant < end.instant
    const title = { name: visit.name?.trim() || undefined, visit: visitKind(visit) }
    return [
      item('wellness', `wellness-${visit.id}`, readable ? start : undefined, title, {
        end: readable ? end : undefined,
        guests: forWhom(people, owner ? [owner] : []),
        link: visitLink(visit.id),
      }),
    ]
  })
}
