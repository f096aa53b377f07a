// Home's body (SPEC §4; decision 019, shell first): every read starts at once, the scoped ones with the saved booking
// id, and each section waits only for what it shows.
import type { ReactNode } from 'react'
import type { Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import type { IdCheck } from '../../domain/request-ids.ts'
import { countdownText, daysToArrival, homeMode } from '../../domain/home-mode.ts'
import {
  formatDateRange,
  formatLocalDate,
  formatLongDate,
  localDateIn,
  parseLocalDate,
} from '../../domain/local-date.ts'
import { nextUp } from './next-up.ts'
import { viewerOf } from '../../domain/companion-rights.ts'
import { timingForMode } from '../reminders/reminder-timing.ts'
import type { Villa } from '../../integrations/content/villa-lookup.ts'
import { arrangements } from '../../integrations/content/documents.ts'
import { guestAccess } from './guest-access.ts'
import { stayWellness, wideSchedule } from '../wellness/wellness-schedule.ts'
import { bookingExtras, readBookingExtras } from '../extras/booking-extras.ts'
import { villasOf } from './villa-names.ts'
import { contentReads } from '../itinerary/reads.ts'
import { advanceAccounts, advanceSummary } from '../advance-information/reads.ts'
import { companionSlots, sentInvitations } from '../companions/reads.ts'
import { arrangeNow, familyNames, firstStep, todayInItinerary } from './home-sections.tsx'
import { HomePage } from './HomePage.tsx'
import { BookingNotFound } from './BookingNotFound.tsx'
import type { ArrangeNowView } from '../content/ArrangeNowSection.tsx'
import type { AdvanceProgressView } from '../advance-information/AdvanceProgressSection.tsx'

/** How long home's body waits for the villa's photo before it goes out without it. */
export const photoWaitMs = 300
const noVillas: ReadonlyMap<string, Villa> = new Map()
const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

/** What the request has started reading: the saved booking (by its id, when one is saved), the guest's contact, their bookings. */
export interface HomeReads {
  readonly id: string | undefined
  readonly booking: Promise<Booking | undefined>
  readonly contactId: Promise<IdCheck>
  readonly bookings: Promise<readonly Booking[]>
}

/** Home's body: the stay, its mode's card and sections, the people in the booking; BookingNotFound for a stale id. */
export function homeBody(scope: Scope, reads: HomeReads): Promise<ReactNode> {
  const { id, booking } = reads
  const t = scope.texts
  const locale = scope.locale
  const extrasRead = id ? readBookingExtras(scope, id) : undefined
  const extras = id && extrasRead ? bookingExtras(scope, id, booking, extrasRead) : undefined
  const accounts = id ? advanceAccounts(scope, id) : undefined
  const wellness = wideSchedule(scope)
  // Started with the rest; each guest's invitation status is written beside them once it is in (decision 042).
  const invitations = sentInvitations(scope)
  // The reminders' content needs no booking: read from the start (a failure costs only its section).
  const reminderContent = arrangements(scope.content())
  reminderContent.catch(() => undefined)
  // The villa's photo for the hero: a content read (kept while fresh) once the booking names its villas. Only a
  // picture: on a cold cache the body waits for it at most `photoWaitMs`, then goes out without it. The read goes on
  // past the response (villasOf never rejects), so it is kept and the next visit has the photo.
  const villas = booking.then((own) => {
    if (!own) return noVillas
    const read = villasOf(scope, [own])
    scope.waitUntil(read)
    return Promise.race([read, later(photoWaitMs, noVillas)])
  })
  return Promise.all([booking, reads.contactId, reads.bookings, villas]).then(
    ([booking, contact, bookings, villas]) => {
      if (id && !booking) return <BookingNotFound />
      const today = localDateIn(scope.config.RESORT_TIME_ZONE, new Date())
      const stay = booking && { arrival: booking.arrival, leaving: booking.leaving }
      const mode = homeMode(stay, today)
      const access = booking
        ? guestAccess(booking, contact.ok ? contact.id : undefined, t, mode === 'post-stay')
        : { members: [], editable: {} }
      // Read once: the progress section shows it, and a companion's reminders leave out what they cannot do (the
      // lead booker's reminders are all theirs, so they need not wait for it).
      // Without a saved id these start now, once each: the sections and today's card share them.
      const extrasStarted = extrasRead ?? (booking && readBookingExtras(scope, booking.id))
      const accountsStarted = accounts ?? (booking && advanceAccounts(scope, booking.id))
      const advance = booking && mode !== 'post-stay' ? advanceSummary(scope, booking, accountsStarted) : undefined
      const lead = booking && viewerOf(booking, contact.ok ? contact.id : undefined).role === 'lead'
      const reminders = arrangeNow(scope, reminderContent, timingForMode(mode), lead ? undefined : advance)
      const progress = advance?.then((summary) => summary.view)
      const leaving = booking && parseLocalDate(booking.leaving)
      // During the stay the card is today in the itinerary, from the reads this page started (issue 30).
      const day =
        booking &&
        mode === 'mid-stay' &&
        extrasStarted &&
        accountsStarted &&
        todayInItinerary(
          scope,
          booking,
          {
            extras: extrasStarted.then((read) => read?.extras ?? []),
            accounts: accountsStarted,
            content: contentReads(scope),
          },
          wellness,
        )
      const card = (before?: { progress: AdvanceProgressView | undefined; reminders: ArrangeNowView }) => ({
        next: nextUp(
          {
            mode,
            today: formatLocalDate(today),
            leaving: leaving && formatLocalDate(leaving),
            advance: before?.progress && ('next' in before.progress ? before.progress.next : 'unknown'),
            arrangement: before && firstStep(before.reminders),
          },
          t,
        ),
        marketingSiteUrl: scope.config.MARKETING_SITE_URL,
      })
      // Before the stay the card is the next step, so it waits for the progress and reminders; after, for nothing.
      const next =
        booking &&
        (mode === 'mid-stay' || mode === 'post-stay'
          ? Promise.resolve(day || undefined).then((todayCard) => ({ ...card(), day: todayCard }))
          : Promise.all([progress, reminders]).then(([progress, reminders]) => card({ progress, reminders })))
      return (
        <HomePage
          mode={mode}
          stay={
            booking &&
            stay && {
              title: booking.name?.trim() || t.home_your_holiday(),
              arrival: formatLongDate(stay.arrival, locale),
              leaving: formatLongDate(stay.leaving, locale),
              dates: mode === 'post-stay' ? formatDateRange(stay.arrival, stay.leaving, locale) : undefined,
              countdown: countdownText(mode, daysToArrival(stay.arrival, today), t),
              photo: booking.villaCodes.map((code) => villas.get(code)?.image).find(Boolean),
            }
          }
          members={access.members}
          editable={access.editable}
          companions={booking && companionSlots(scope, booking, contact.ok ? contact.id : undefined, invitations)}
          nextUp={next}
          arrangeNow={reminders}
          extras={booking && (extras ?? bookingExtras(scope, booking.id, booking, extrasStarted || undefined))}
          advance={progress}
          // At the resort today's card lists the visits (issue 38); before it, the next one has a section of its own.
          wellness={mode === 'three-weeks' ? stayWellness(scope, booking, wellness) : undefined}
          familyNames={familyNames(booking)}
          hasSeveralBookings={bookings.length > 1}
        />
      )
    },
  )
}
