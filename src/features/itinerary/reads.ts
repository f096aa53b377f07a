// The itinerary's reads (issue 30, docs/itinerary.md): everything `itinerary()` takes, read for the selected booking
// beside one another, so the page, the calendar file and home build from one call and cannot disagree.
import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { AdvanceAccount, Booking } from '../../domain/booking.ts'
import type { ExtraInput } from '../../domain/extra.ts'
import { advanceProgress } from '../advance-information/advance-information.ts'
import { guestProgress, type GuestProgress } from '../advance-information/guest-progress.ts'
import type { Arrangement } from '../../domain/content-blocks.ts'
import { itinerary } from './itinerary.ts'
import { itineraryToday } from './itinerary-today.ts'
import { ImplausibleStay, requirePlausibleStay } from './stay-length.ts'
import type { ItineraryExtra } from './itinerary-extras.ts'
import { visitsDuring, windowCovers } from '../wellness/wellness.ts'
import type { WellnessVisit } from '../../domain/wellness-visit.ts'
import { arrangements } from '../../integrations/content/documents.ts'
import { advanceInformation } from '../../integrations/content/advance-content.ts'
import { advanceAccounts, advanceState } from '../advance-information/reads.ts'
import { readStay, wideSchedule, type WideSchedule } from '../wellness/wellness-schedule.ts'
import { savedBookingRead } from '../bookings/saved-booking-read.ts'
import { villasOf } from '../bookings/villa-names.ts'
import { villaLabels } from '../../domain/villa-codes.ts'
import type { Villa } from '../../integrations/content/villa-lookup.ts'
import type { ItineraryGap, ItineraryView } from './ItineraryPage.tsx'

type AdvanceDocument = Awaited<ReturnType<typeof advanceInformation>>

/**
 * The reads started before the booking is known: the scoped ones with the saved id, and the content (home, which
 * starts the extras and accounts itself, can pass its own).
 */
export interface Started {
  readonly extras: Promise<readonly ExtraInput[]>
  readonly accounts: Promise<readonly AdvanceAccount[]>
  readonly content: Promise<readonly [AdvanceDocument, readonly Arrangement[]]>
  /** The villas' names, for the page's facts (home's card names none); without them, the villas' codes. */
  readonly villas?: Promise<ReadonlyMap<string, Villa>> | undefined
}

/** A read that answers `fallback` and names its gap instead of failing the page; reported as `where`. */
async function orGap<T>(
  scope: Scope,
  gaps: ItineraryGap[],
  gap: ItineraryGap,
  where: string,
  read: Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await read
  } catch (error) {
    scope.report(where, error)
    gaps.push(gap)
    return fallback
  }
}

/** The extras as the itinerary places them: a transfer's direction and the account it is on, when read. */
const itineraryExtra = (extra: ExtraInput): ItineraryExtra => ({
  ...extra,
  direction: extra.details.direction,
  accountId: extra.accountId,
})

/** The wellness visits during the stay: from the wide read when it covers the stay, else read for the stay. */
async function stayVisits(scope: Scope, booking: Booking, wide: WideSchedule): Promise<WellnessVisit[]> {
  const [arrival, leaving] = [booking.arrival?.slice(0, 10), booking.leaving?.slice(0, 10)]
  if (!arrival || !leaving) return []
  const visits = windowCovers(wide.window, arrival, leaving)
    ? await wide.visits
    : await readStay(scope, arrival, leaving)
  return visitsDuring(visits ?? [], arrival, leaving)
}

/** This guest's advance-information progress and the "what to arrange when" reminders: the before-the-stay list. */
async function deadlineInputs(
  scope: Scope,
  booking: Booking,
  started: Started,
): Promise<{ progress: GuestProgress; arrangements: readonly Arrangement[] }> {
  const [[doc, reminders], state] = await Promise.all([started.content, advanceState(scope, booking, started.accounts)])
  const progress = guestProgress(advanceProgress(new Set(doc.parts.keys()), state.facts), state.reach)
  return { progress, arrangements: reminders }
}

/** The content the before-the-stay list needs, read from the start: it does not wait for the booking. */
export function contentReads(scope: Scope): Started['content'] {
  const reader = scope.content()
  const read = Promise.all([advanceInformation(reader), arrangements(reader).then((doc) => doc.items)] as const)
  read.catch(() => undefined) // awaited by deadlineInputs
  return read
}

/**
 * Builds the viewer's itinerary for a confirmed booking from reads already started: the extras and the accounts'
 * flights (decision 019), the wide wellness schedule, the advance-information content and the reminders. A failed read
 * costs only its own items, reported and named in `gaps`.
 */
export async function loadItinerary(
  scope: Scope,
  booking: Booking,
  started: Started,
  wide: WideSchedule,
): Promise<ItineraryView> {
  const gaps: ItineraryGap[] = []
  const [contact, extras, accounts, visits, deadlines, villas] = await Promise.all([
    requireGuest(scope).bookings().contactId(),
    orGap(scope, gaps, 'extras', 'itinerary.extras', started.extras, []),
    orGap(scope, gaps, 'flights', 'itinerary.flights', started.accounts, []),
    orGap(scope, gaps, 'wellness', 'itinerary.wellness', stayVisits(scope, booking, wide), []),
    orGap(scope, gaps, 'deadlines', 'itinerary.deadlines', deadlineInputs(scope, booking, started), undefined),
    started.villas, // reported and answered empty by villasOf when the content fails
  ])
  const viewerContactId = contact.ok ? contact.id : undefined
  const plan = itinerary({
    booking,
    viewerContactId,
    resortTimeZone: scope.config.RESORT_TIME_ZONE,
    accounts,
    extras: extras.map(itineraryExtra),
    visits,
    deadlines,
  })
  // Whose stay it is, for the page (and its printed copy, which has no header): the viewer's name on the booking.
  const guest = booking.guests.find((g) => viewerContactId !== undefined && g.contactId === viewerContactId)
  const stay = { guest: guest?.fullName, villas: villaLabels(booking.villaCodes, villas ?? new Map()) }
  return { plan, today: itineraryToday(plan, new Date()), gaps, stay }
}

/** What the page and the calendar file get: the itinerary, or why there is none (as a booking page's read). */
export type ItineraryOutcome = ItineraryView | 'no booking' | 'unavailable'

/**
 * The selected booking's itinerary, its reads started at once, the scoped ones with the saved id beside the bookings
 * (decision 019). The page and all.ics both read this.
 */
export function readItinerary(scope: Scope): Promise<ItineraryOutcome> {
  const wide = wideSchedule(scope)
  const guest = requireGuest(scope)
  const extras = savedBookingRead(guest.selected, (id) =>
    guest
      .bookings()
      .reads()
      .then(async (reads): Promise<readonly ExtraInput[]> => (reads ? (await reads.extras(id)).extras : [])),
  )
  const accounts = savedBookingRead(guest.selected, (id) => advanceAccounts(scope, id))
  const texts = contentReads(scope)
  return guest.selected.booking().then(async (booking) => {
    if (!booking) return 'no booking'
    try {
      // Before the reads for this booking start: a stay too long to be real is not read for, nor built (issue 38).
      requirePlausibleStay(booking)
      const villas = villasOf(scope, [booking])
      const started = { extras: extras(booking), accounts: accounts(booking), content: texts, villas }
      return await loadItinerary(scope, booking, started, wide)
    } catch (error) {
      scope.report(error instanceof ImplausibleStay ? 'itinerary.stay' : 'itinerary.read', error)
      return 'unavailable'
    }
  })
}
