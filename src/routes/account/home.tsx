import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../http/app-env.ts'
import { renderStreamed } from '../../http/streamed.tsx'
import { BookingNotFound } from '../../views/parts/BookingNotFound.tsx'
import type { Booking } from '../../domain/booking.ts'
import { nameToGreet } from '../../domain/greeting.ts'
import { countdownText, daysToArrival, homeMode } from '../../domain/home-mode.ts'
import {
  formatDateRange,
  formatLocalDate,
  formatLongDate,
  localDateIn,
  parseLocalDate,
} from '../../domain/local-date.ts'
import { nextUp, type Step } from '../../domain/next-up.ts'
import { contactsNotOnBooking } from '../../domain/guests.ts'
import { bookingContacts } from '../../domain/guest-form.ts'
import { HomePage } from '../../views/pages/HomePage.tsx'
import { guestAccess } from '../../loaders/guest-access.ts'
import { stayWellness, wideSchedule, type WideSchedule } from '../../loaders/wellness-schedule.ts'
import { bookingExtras, readBookingExtras } from '../../loaders/booking-extras.ts'
import { villasOf } from '../../loaders/villa-names.ts'
import type { Villa } from '../../integrations/content/villa-lookup.ts'
import { contentReads, loadItinerary, type Started } from '../../loaders/itinerary.ts'
import { ItemList, NextUp } from '../../views/parts/ItineraryItems.tsx'
import { advanceAccounts, advanceSummary, type AdvanceSummary } from '../../loaders/advance-state.ts'
import { remindersFor } from '../../domain/guest-progress.ts'
import { viewerOf } from '../../domain/companion-rights.ts'
import { content } from '../../http/content.tsx'
import { report } from '../../http/report.ts'
import { arrangements } from '../../integrations/content/documents.ts'
import { parseTiming, timingForMode, type ReminderTiming } from '../../domain/reminder-timing.ts'
import type { ArrangeNowView } from '../../views/parts/ArrangeNowSection.tsx'
import type { AdvanceProgressView } from '../../views/parts/AdvanceProgressSection.tsx'
import { companionSlots, sentInvitations } from '../../loaders/companions.ts'
import { companionNotice } from '../../domain/invitations.ts'
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'
import { routeModule } from '../route-module.ts'

/** The family group's contacts who are not on the booking (SPEC §6), read with the booking. */
function familyNames(booking: Booking | undefined): string[] {
  if (!booking) return []
  const contacts = bookingContacts(booking)
  const unique = [...new Map(contacts.map((contact) => [contact.id, contact])).values()]
  return contactsNotOnBooking(unique, booking.guests).map((o) => [o.firstName, o.lastName].filter(Boolean).join(' '))
}

/**
 * The "what to arrange when" items for the home mode's timing, less those leading into advance information when this
 * guest has nothing there to do (remindersFor); a content failure costs only this section.
 */
async function arrangeNow(
  c: Context<AppEnv>,
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
    report(c, 'content.arrangeNow', error)
    return { unavailable: true }
  }
}

/** Today's items in the itinerary, what is next, and the whole stay one tap away: home's card during the stay. */
async function todayInItinerary(
  c: Context<AppEnv>,
  booking: Booking,
  started: Started,
  wide: WideSchedule,
): Promise<ReactNode> {
  const zone = c.get('config').RESORT_TIME_ZONE
  const t = c.get('texts')
  const more = (
    <p className="more-link">
      <a href="/account/itinerary">{t.home_today_more()}</a>
    </p>
  )
  try {
    const { today, gaps } = await loadItinerary(c.var.scope, booking, started, wide)
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
    report(c, 'home.today', error)
    return (
      <>
        <p data-offline-skip="">{t.home_today_unavailable()}</p>
        {more}
      </>
    )
  }
}

/** The first reminder as a step: where its content links, else the page of everything to arrange. */
function firstStep(reminders: ArrangeNowView): Step | undefined {
  const [first] = 'items' in reminders ? reminders.items : []
  return first && { title: first.title, href: first.link?.href ?? '/account/what-to-arrange-when', lang: first.lang }
}

/** How long home's body waits for the villa's photo before it goes out without it. */
export const photoWaitMs = 300
const noVillas: ReadonlyMap<string, Villa> = new Map()
const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

/** Notices after a post/redirect/get round trip, by query value. */
const notices: Record<string, PlainTextKey> = {
  guest: 'home_notice_guest_saved',
  wellness: 'home_notice_wellness_cancelled',
}
const noticeFor = (t: Texts, key: string | undefined) =>
  key && Object.hasOwn(notices, key) ? t[notices[key] as PlainTextKey]() : companionNotice(t, key)

/**
 * /account: greeting, the stay and countdown, the home mode (SPEC §4), and the people in the
 * booking. The shell (greeting from the token) goes out first; every read starts at once, the
 * scoped ones with the saved booking id, and the body follows (docs/decisions/019-shell-first.md).
 */
export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const t = c.get('texts')
  const locale = c.get('locale')
  const id = c.get('bookingId')
  const booking = c.get('booking')()
  const extrasRead = id ? readBookingExtras(c.var.scope, id) : undefined
  const extras = id && extrasRead ? bookingExtras(c.var.scope, id, booking, extrasRead) : undefined
  const accounts = id ? advanceAccounts(c.var.scope, id) : undefined
  const wellness = wideSchedule(c.var.scope)
  // Started with the rest; each guest's invitation status is written beside them once it is in (decision 042).
  const invitations = sentInvitations(c.var.scope)
  // The reminders' content needs no booking: read from the start (a failure costs only its section).
  const reminderContent = arrangements(content(c))
  reminderContent.catch(() => undefined)
  // The villa's photo for the hero: a content read (kept while fresh) once the booking names its villas. Only a
  // picture: on a cold cache the body waits for it at most `photoWaitMs`, then goes out without it. The read goes on
  // past the response (villasOf never rejects), so it is kept and the next visit has the photo.
  const villas = booking.then((own) => {
    if (!own) return noVillas
    const read = villasOf(c.var.scope, [own])
    c.var.scope.waitUntil(read)
    return Promise.race([read, later(photoWaitMs, noVillas)])
  })
  const body = Promise.all([booking, c.get('bookings')().contactId(), c.get('bookings')().list(), villas]).then(
    ([booking, contact, bookings, villas]) => {
      if (id && !booking) return <BookingNotFound />
      const today = localDateIn(c.get('config').RESORT_TIME_ZONE, new Date())
      const stay = booking && { arrival: booking.arrival, leaving: booking.leaving }
      const mode = homeMode(stay, today)
      const access = booking
        ? guestAccess(booking, contact.ok ? contact.id : undefined, t, mode === 'post-stay')
        : { members: [], editable: {} }
      // Read once: the progress section shows it, and a companion's reminders leave out what they cannot do (the
      // lead booker's reminders are all theirs, so they need not wait for it).
      // Without a saved id these start now, once each: the sections and today's card share them.
      const extrasStarted = extrasRead ?? (booking && readBookingExtras(c.var.scope, booking.id))
      const accountsStarted = accounts ?? (booking && advanceAccounts(c.var.scope, booking.id))
      const advance =
        booking && mode !== 'post-stay' ? advanceSummary(c.var.scope, booking, accountsStarted) : undefined
      const lead = booking && viewerOf(booking, contact.ok ? contact.id : undefined).role === 'lead'
      const reminders = arrangeNow(c, reminderContent, timingForMode(mode), lead ? undefined : advance)
      const progress = advance?.then((summary) => summary.view)
      const leaving = booking && parseLocalDate(booking.leaving)
      // During the stay the card is today in the itinerary, from the reads this page started (issue 30).
      const day =
        booking &&
        mode === 'mid-stay' &&
        extrasStarted &&
        accountsStarted &&
        todayInItinerary(
          c,
          booking,
          {
            extras: extrasStarted.then((read) => read?.extras ?? []),
            accounts: accountsStarted,
            content: contentReads(c.var.scope),
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
        marketingSiteUrl: c.get('config').MARKETING_SITE_URL,
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
          companions={booking && companionSlots(c.var.scope, booking, contact.ok ? contact.id : undefined, invitations)}
          nextUp={next}
          arrangeNow={reminders}
          extras={booking && (extras ?? bookingExtras(c.var.scope, booking.id, booking, extrasStarted || undefined))}
          advance={progress}
          // At the resort today's card lists the visits (issue 38); before it, the next one has a section of its own.
          wellness={mode === 'three-weeks' ? stayWellness(c.var.scope, booking, wellness) : undefined}
          familyNames={familyNames(booking)}
          hasSeveralBookings={bookings.length > 1}
        />
      )
    },
  )
  // Without the name in the token (no auth hook) the greeting waits for the profile, read beside the rest; the body is
  // handled (by renderStreamed) only after that, so a failure meanwhile must not count as unhandled.
  body.catch(() => undefined)
  const firstName =
    c.get('user')?.firstName ??
    (
      await c
        .get('profile')()
        .catch(() => null)
    )?.first_name
  return renderStreamed(c, body, t.home_your_holiday(), {
    title: t.home_title(),
    heading: t.home_greeting({ name: nameToGreet(firstName) }),
    notice: noticeFor(t, c.req.query('saved') ?? c.req.query('cancelled') ?? c.req.query('companion')),
  })
})

export const homeRoute = routeModule(
  '/account',
  [
    {
      name: 'account',
      overlayHeader: true,
      auth: true,
      kept: true,
      nav: { label: 'nav_home', order: 1, primary: true },
    },
  ],
  homeRoutes,
)
