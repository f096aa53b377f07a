import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import type { Booking } from '../../domain/booking.ts'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { report } from '../../http/middleware/report.ts'
import { markOfflineCopy } from '../../http/middleware/offline-copies.ts'
import { calendarFile, type CalendarEvent } from '../../features/itinerary/ics.ts'
import { baseLocale } from '../../domain/locale.ts'
import { visitName, type ScheduledVisit } from '../../features/wellness/wellness.ts'
import type { Texts } from '../../i18n/texts.ts'
import { compareDates, parseLocalDate } from '../../domain/local-date.ts'
import { stayWellness } from '../../features/wellness/wellness-schedule.ts'
import { readItinerary } from '../../features/itinerary/reads.ts'
import { itineraryEvents } from '../../features/itinerary/itinerary-calendar.ts'
import { routeModule } from '../route-module.ts'

const stayEvent = (booking: Booking, t: Texts): CalendarEvent | undefined => {
  const arrival = booking.arrival?.slice(0, 10)
  const leaving = booking.leaving?.slice(0, 10)
  const [from, to] = [parseLocalDate(arrival), parseLocalDate(leaving)]
  if (!arrival || !leaving || !from || !to || compareDates(to, from) < 0) return undefined
  const name = booking.name?.trim()
  return {
    uid: `stay-${booking.id}@guest-portal`,
    summary: name ? t.itinerary_calendar_stay({ name }) : t.itinerary_calendar_stay_unnamed(),
    description: t.itinerary_calendar_stay_description(),
    start: { date: arrival },
    end: { date: leaving },
  }
}

const visitEvent = (visit: ScheduledVisit, timeZone: string, t: Texts): CalendarEvent => ({
  uid: `wellness-${visit.id}@guest-portal`,
  summary: visitName(visit, t),
  description: visit.kind === 'appointment' ? t.wellness_calendar_appointment() : t.wellness_calendar_class(),
  location: t.wellness_spa_location(),
  start: { dateTime: visit.startsAt, timeZone },
  end: { dateTime: visit.endsAt, timeZone },
})

async function upcomingVisits(c: Context<AppEnv>, booking: Booking): Promise<ScheduledVisit[]> {
  const result = await stayWellness(c.get('scope'), booking)
  return 'upcoming' in result ? result.upcoming : []
}

/**
 * The file, its words in the request's language and tagged with it (RFC 5545 LANGUAGE); English, the source, is
 * written untagged as before. Times stay the resort's (or an airport's) own.
 */
function ics(c: Context<AppEnv>, events: readonly CalendarEvent[], filename: string) {
  const [t, locale] = [c.get('texts'), c.get('locale')]
  let body: string
  try {
    body = calendarFile(events, {
      now: new Date(),
      calendarName: t.itinerary_calendar_name(),
      language: locale === baseLocale ? undefined : locale,
    })
  } catch (error) {
    // A date the booking or wellness system got wrong: say so rather than write a wrong entry.
    report(c, 'calendar.file', error)
    return c.text(t.itinerary_calendar_failed(), 503)
  }
  c.header('Content-Type', 'text/calendar; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${filename}"`)
  c.header('Cache-Control', 'private, no-store')
  markOfflineCopy(c, 200)
  return c.body(body)
}

/**
 * Calendar files (RFC 5545) for the selected booking: the stay, one wellness visit, or the stay with every dated item of
 * the guest's itinerary (docs/decisions/014-calendar-files.md, docs/itinerary.md). Only the signed-in guest's own
 * booking.
 */
const handlers = new Hono<AppEnv>().get('/:file', async (c) => {
  const file = c.req.param('file')
  const [t, locale] = [c.get('texts'), c.get('locale')]
  // The whole stay is the itinerary's days (issue 30): the same items as /account/itinerary, its reads started now.
  const plan = file === 'all.ics' ? readItinerary(c.get('scope')) : undefined
  const booking = await c.get('booking')()
  if (!booking) return renderPageNotFound(c)
  const stay = stayEvent(booking, t)
  if (file === 'stay.ics') return stay ? ics(c, [stay], 'holiday.ics') : renderPageNotFound(c)
  if (plan) {
    const read = await plan
    if (typeof read === 'string') return c.text(t.itinerary_calendar_unavailable(), 503)
    return ics(c, [...(stay ? [stay] : []), ...itineraryEvents(read.plan, t, locale)], 'holiday-and-visits.ics')
  }
  const zone = c.get('config').RESORT_TIME_ZONE
  const visit = (await upcomingVisits(c, booking)).find((v) => `wellness-${v.id}.ics` === file)
  // The file's name is the visit's own name made safe (plain ASCII), whatever the language.
  const filename = (visit?.name ?? 'wellness-visit').replace(/[^\w-]+/g, '-').toLowerCase()
  return visit ? ics(c, [visitEvent(visit, zone, t)], `${filename}.ics`) : renderPageNotFound(c)
})

export const calendarRoute = routeModule(
  '/account/calendar',
  [
    // Our addition: calendar files for the stay and wellness visits (decision 014).
    {
      name: 'account-calendar-file',
      path: '/:file',
      overlayHeader: false,
      auth: true,
      kept: true,
      validate: (p) => /^(stay|all|wellness-\d{1,12})\.ics$/.test(p.file ?? ''),
    },
  ],
  handlers,
)
