/**
 * Wellness visits in an itinerary (issue 30, docs/itinerary.md): each at its start and end in the resort's zone,
 * a cancelled one left out, another guest's shown only to whom may see it (decision 032).
 */
import type { Viewer } from './companion-rights.ts'
import { item, timedAt, type ItineraryItem, type Timed } from './itinerary-items.ts'
import { forWhom, maySeeVisit, personWithContact, type Person } from './itinerary-people.ts'
import { visitKind, visitName, type WellnessVisit } from './wellness.ts'
import { inResortZone, zonedToInstant } from './zoned-time.ts'

/** A visit as the wellness system's schedule answers it, and whose it is. */
export interface ItineraryVisit extends WellnessVisit {
  /** The wellness system's own: 'Cancelled' or 'LateCancelled' for a cancelled appointment. */
  readonly AppointmentStatus?: string | null | undefined
  /** The wellness system's own: a class visit cancelled late stays in the schedule with this set. */
  readonly LateCancelled?: boolean | null | undefined
  /**
   * Whose visit it is, when it is not the viewer's own: that guest's contact on the booking. The portal reads only
   * the viewer's own visits today (with their own wellness client id), so it leaves this unset.
   */
  readonly guestContactId?: string | undefined
}

/** Cancelled, early or late: not shown. */
export const isCancelled = (visit: Pick<ItineraryVisit, 'AppointmentStatus' | 'LateCancelled'>): boolean =>
  visit.LateCancelled === true || /^(late)?cancell?ed$/i.test(visit.AppointmentStatus?.trim() ?? '')

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
    const [start, end] = [visitTime(visit.StartDateTime, timeZone), visitTime(visit.EndDateTime, timeZone)]
    const readable = start && end && start.instant < end.instant
    const title = { name: visitName(visit), visit: visitKind(visit) }
    return [
      item('wellness', `wellness-${visit.Id}`, readable ? start : undefined, title, {
        end: readable ? end : undefined,
        guests: forWhom(people, owner ? [owner] : []),
      }),
    ]
  })
}
