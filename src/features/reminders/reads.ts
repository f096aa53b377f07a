// What a day's reminders need read for one guest and booking (issue 41), through the loaders the pages use: the
// advance-information progress and the "what to arrange when" items when a timing begins, tomorrow's wellness visits,
// and the leaving day's travel from the itinerary. Only what the day needs is read; a read that fails throws, so the
// next hourly run tries the guest again (a delivery is queued once whatever run queues it).
import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { advanceProgress } from '../advance-information/advance-information.ts'
import type { AdvancePart } from '../../domain/advance-parts.ts'
import { guestProgress, remindersFor } from '../advance-information/guest-progress.ts'
import { parseTiming } from './reminder-timing.ts'
import { scheduledVisit, visitName } from '../wellness/wellness.ts'
import { itemTitle } from '../itinerary/itinerary-words.ts'
import { isTimed } from '../itinerary/itinerary-times.ts'
import { advanceInformation } from '../../integrations/content/advance-content.ts'
import { arrangements } from '../../integrations/content/documents.ts'
import { advanceState } from '../advance-information/reads.ts'
import { readStay } from '../wellness/wellness-schedule.ts'
import { readItinerary } from '../itinerary/reads.ts'
import type { DayNeeds, GuestFacts } from './due.ts'

/** The facts, and each advance-information part's title as the content names it in the guest's language. */
export interface ReadFacts {
  readonly facts: GuestFacts
  readonly partTitle: (part: AdvancePart) => string
}

class ReminderReadError extends Error {
  override name = 'ReminderReadError'
}

/** Advance information still to do for this guest, and the timing's "what to arrange when" items. */
async function beforeStay(scope: Scope, booking: Booking) {
  const reader = scope.content()
  const [doc, items, state] = await Promise.all([
    advanceInformation(reader),
    arrangements(reader).then((found) => found.items),
    advanceState(scope, booking),
  ])
  const progress = guestProgress(advanceProgress(new Set(doc.parts.keys()), state.facts), state.reach)
  return {
    advanceToDo: progress.parts.filter((part) => part.step === 'to do').map((part) => part.part),
    arrangements: remindersFor(items, state.reach, progress).map((item) => ({
      title: item.title,
      timing: parseTiming(item.timing),
    })),
    partTitle: (part: AdvancePart) => doc.parts.get(part)?.title || part,
  }
}

/** This guest's wellness visits on `date` (the resort's), not cancelled, by start. */
async function visitsOn(scope: Scope, booking: Booking, date: string) {
  const [arrival, leaving] = [booking.arrival?.slice(0, 10), booking.leaving?.slice(0, 10)]
  if (!arrival || !leaving) return []
  const visits = (await readStay(scope, arrival, leaving)) ?? []
  return visits
    .filter((visit) => !visit.cancelled)
    .map((visit) => ({ visit, at: scheduledVisit(visit, scope.config.RESORT_TIME_ZONE, Date.now()) }))
    .filter((found) => found.at?.date === date)
    .sort((a, b) => (a.at?.startsAt ?? '').localeCompare(b.at?.startsAt ?? ''))
    .map(({ visit, at }) => ({ name: visitName(visit, scope.texts), start: at?.start ?? '' }))
}

/** The leaving day's travel as the itinerary words it: each flight, transfer and car hire, with its time. */
async function wayHome(scope: Scope, leaving: string) {
  const outcome = await readItinerary(scope)
  if (typeof outcome === 'string') throw new ReminderReadError(`The itinerary is ${outcome}`)
  if (outcome.gaps.includes('flights') || outcome.gaps.includes('extras'))
    throw new ReminderReadError(`The itinerary lacks ${outcome.gaps.join(', ')}`)
  const day = outcome.plan.days.find((found) => found.date === leaving)
  return (day?.items ?? [])
    .filter((item) => item.kind === 'flight' || item.kind === 'transfer' || item.kind === 'carHire')
    .map((item) => {
      const title = itemTitle(item, scope.texts, scope.locale)
      return item.start && isTimed(item.start) ? `${item.start.dateTime.slice(11, 16)} ${title}` : title
    })
}

/**
 * Reads what `needs` asks for, acting as the guest in their language (`scope` from `actingFor` with the booking).
 * @example const { facts, partTitle } = await reminderFacts(guestScope, booking, dayNeeds(booking, today))
 */
export async function reminderFacts(scope: Scope, booking: Booking, needs: DayNeeds): Promise<ReadFacts> {
  const leaving = booking.leaving?.slice(0, 10)
  const [before, visits, home] = await Promise.all([
    needs.timing ? beforeStay(scope, booking) : undefined,
    needs.visitsOn ? visitsOn(scope, booking, needs.visitsOn) : [],
    needs.wayHome && leaving ? wayHome(scope, leaving) : [],
  ])
  return {
    facts: {
      advanceToDo: before?.advanceToDo ?? [],
      arrangements: before?.arrangements ?? [],
      visits,
      wayHome: home,
    },
    partTitle: before?.partTitle ?? ((part) => part),
  }
}
