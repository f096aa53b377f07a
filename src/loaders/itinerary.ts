// The itinerary's reads (issue 30, docs/itinerary.md): everything `itinerary()` takes, read for the selected booking
// beside one another, so the page, the calendar file and home build from one call and cannot disagree.
import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { AdvanceAccount, Booking } from '../domain/booking.ts'
import type { ExtraInput } from '../domain/extras.ts'
import { advanceProgress } from '../domain/advance-information.ts'
import { guestProgress, type GuestProgress } from '../domain/guest-progress.ts'
import type { Arrangement } from '../domain/content-blocks.ts'
import { itinerary, itineraryToday } from '../domain/itinerary.ts'
import { ImplausibleStay, requirePlausibleStay } from '../domain/stay-length.ts'
import type { ItineraryExtra } from '../domain/itinerary-extras.ts'
import { visitsDuring, windowCovers, type WellnessVisit } from '../domain/wellness.ts'
import { content } from '../http/content.tsx'
import { report } from '../http/report.ts'
import { arrangements } from '../integrations/content/documents.ts'
import { advanceInformation } from '../integrations/content/advance-content.ts'
import { advanceAccounts, advanceState } from './advance-state.ts'
import { readStay, wideSchedule, type WideSchedule } from './wellness-schedule.ts'
import { savedBookingRead } from './saved-booking-read.ts'
import type { ItineraryGap, ItineraryView } from '../views/pages/ItineraryPage.tsx'

type AdvanceDocument = Awaited<ReturnType<typeof advanceInformation>>

/**
 * The reads started before the booking is known: the scoped ones with the saved id, and the content (home, which
 * starts the extras and accounts itself, can pass its own).
 */
export interface Started {
  readonly extras: Promise<readonly ExtraInput[]>
  readonly accounts: Promise<readonly AdvanceAccount[]>
  readonly content: Promise<readonly [AdvanceDocument, readonly Arrangement[]]>
}

/** A read that answers `fallback` and names its gap instead of failing the page; reported as `where`. */
async function orGap<T>(
  c: Context<AppEnv>,
  gaps: ItineraryGap[],
  gap: ItineraryGap,
  where: string,
  read: Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await read
  } catch (error) {
    report(c, where, error)
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
async function stayVisits(c: Context<AppEnv>, booking: Booking, wide: WideSchedule): Promise<WellnessVisit[]> {
  const [arrival, leaving] = [booking.arrival?.slice(0, 10), booking.leaving?.slice(0, 10)]
  if (!arrival || !leaving) return []
  const visits = windowCovers(wide.window, arrival, leaving) ? await wide.visits : await readStay(c, arrival, leaving)
  return visitsDuring(visits ?? [], arrival, leaving)
}

/** This guest's advance-information progress and the "what to arrange when" reminders: the before-the-stay list. */
async function deadlineInputs(
  c: Context<AppEnv>,
  booking: Booking,
  started: Started,
): Promise<{ progress: GuestProgress; arrangements: readonly Arrangement[] }> {
  const [[doc, reminders], state] = await Promise.all([started.content, advanceState(c, booking, started.accounts)])
  const progress = guestProgress(advanceProgress(new Set(doc.parts.keys()), state.facts), state.reach)
  return { progress, arrangements: reminders }
}

/** The content the before-the-stay list needs, read from the start: it does not wait for the booking. */
export function contentReads(c: Context<AppEnv>): Started['content'] {
  const reader = content(c)
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
  c: Context<AppEnv>,
  booking: Booking,
  started: Started,
  wide: WideSchedule,
): Promise<ItineraryView> {
  const gaps: ItineraryGap[] = []
  const [contact, extras, accounts, visits, deadlines] = await Promise.all([
    c.get('bookings')().contactId(),
    orGap(c, gaps, 'extras', 'itinerary.extras', started.extras, []),
    orGap(c, gaps, 'flights', 'itinerary.flights', started.accounts, []),
    orGap(c, gaps, 'wellness', 'itinerary.wellness', stayVisits(c, booking, wide), []),
    orGap(c, gaps, 'deadlines', 'itinerary.deadlines', deadlineInputs(c, booking, started), undefined),
  ])
  const plan = itinerary({
    booking,
    viewerContactId: contact.ok ? contact.id : undefined,
    resortTimeZone: c.get('config').RESORT_TIME_ZONE,
    accounts,
    extras: extras.map(itineraryExtra),
    visits,
    deadlines,
  })
  return { plan, today: itineraryToday(plan, new Date()), gaps }
}

/** What the page and the calendar file get: the itinerary, or why there is none (as a booking page's read). */
export type ItineraryOutcome = ItineraryView | 'no booking' | 'unavailable'

/**
 * The selected booking's itinerary, its reads started at once, the scoped ones with the saved id beside the bookings
 * (decision 019). The page and all.ics both read this.
 */
export function readItinerary(c: Context<AppEnv>): Promise<ItineraryOutcome> {
  const wide = wideSchedule(c)
  const extras = savedBookingRead(c, (id) =>
    c
      .get('bookings')()
      .reads()
      .then(async (reads): Promise<readonly ExtraInput[]> => (reads ? (await reads.extras(id)).extras : [])),
  )
  const accounts = savedBookingRead(c, (id) => advanceAccounts(c, id))
  const texts = contentReads(c)
  return c
    .get('booking')()
    .then(async (booking) => {
      if (!booking) return 'no booking'
      try {
        // Before the reads for this booking start: a stay too long to be real is not read for, nor built (issue 38).
        requirePlausibleStay(booking)
        const started = { extras: extras(booking), accounts: accounts(booking), content: texts }
        return await loadItinerary(c, booking, started, wide)
      } catch (error) {
        report(c, error instanceof ImplausibleStay ? 'itinerary.stay' : 'itinerary.read', error)
        return 'unavailable'
      }
    })
}
