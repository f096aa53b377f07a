import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import type { Booking } from '../../domain/booking.ts'
import { renderPageNotFound } from '../../http/not-found.tsx'
import { report } from '../../http/report.ts'
import { markOfflineCopy } from '../../http/offline-copies.ts'
import { calendarFile, type CalendarEvent } from '../../domain/ics.ts'
import type { ScheduledVisit } from '../../domain/wellness.ts'
import { compareDates, parseLocalDate } from '../../domain/local-date.ts'
import { stayWellness } from '../../loaders/wellness-schedule.ts'
import { advanceState } from '../../loaders/advance-state.ts'
import { describeExtra } from '../../domain/extras.ts'
import { airports, isAirportCode } from '../../domain/airports.ts'
import { instantToZoned } from '../../domain/zoned-time.ts'
import { flightLine } from '../../domain/flight-times.ts'
import { routeModule } from '../route-module.ts'

const stayEvent = (booking: Booking): CalendarEvent | undefined => {
  const arrival = booking.arrival?.slice(0, 10)
  const leaving = booking.leaving?.slice(0, 10)
  const [from, to] = [parseLocalDate(arrival), parseLocalDate(leaving)]
  if (!arrival || !leaving || !from || !to || compareDates(to, from) < 0) return undefined
  return {
    uid: `stay-${booking.id}@guest-portal`,
    summary: `Holiday: ${booking.name?.trim() || 'your stay'}`,
    description: 'Your stay at the resort. Everything for it is in your Guest Hub.',
    start: { date: arrival },
    end: { date: leaving },
  }
}

const visitEvent = (visit: ScheduledVisit, timeZone: string): CalendarEvent => ({
  uid: `wellness-${visit.id}@guest-portal`,
  summary: visit.name,
  description: visit.kind === 'appointment' ? 'Spa appointment' : 'Wellness class',
  location: 'Resort spa',
  start: { dateTime: visit.startsAt, timeZone },
  end: { dateTime: visit.endsAt, timeZone },
})

/** Trips on the booking with a day (odyssey and shipwreck), and the guest's own flights, as events. */
async function extraEvents(c: Context<AppEnv>, booking: Booking): Promise<CalendarEvent[]> {
  try {
    const reads = await c.get('bookings')().reads()
    if (!reads) return []
    const [extras, state] = await Promise.all([reads.extras(booking.id), advanceState(c, booking)])
    const trips = extras.extras.flatMap((extra): CalendarEvent[] => {
      const day = extra.details.tripDay
      if ((extra.kind !== 'odysseyTrip' && extra.kind !== 'shipwreckTrip') || !day || !parseLocalDate(day)) return []
      const name = extra.details.tripName?.trim() || (extra.kind === 'odysseyTrip' ? 'Odyssey' : 'Shipwreck')
      return [
        {
          uid: `trip-${extra.id}@guest-portal`,
          summary: `${name} trip`,
          description: describeExtra(extra).message,
          start: { date: day },
          end: { date: day },
        },
      ]
    })
    const flights = (state.own?.flights ?? []).flatMap((flight): CalendarEvent[] => {
      const airport = flight.airport && isAirportCode(flight.airport) ? airports[flight.airport] : undefined
      const instant = Date.parse(flight.dateTime ?? '')
      if (!airport || Number.isNaN(instant)) return []
      // Shown at the airport's local time; an hour long, so calendars show it as a block.
      const at = (ms: number) => ({ dateTime: instantToZoned(ms, airport.timeZone), timeZone: airport.timeZone })
      return [
        {
          uid: `flight-${flight.id}@guest-portal`,
          summary: `Flight ${flight.flightNumber ?? ''}`.trim(),
          description: flightLine(flight),
          location: airport.name,
          start: at(instant),
          end: at(instant + 3_600_000),
        },
      ]
    })
    return [...trips, ...flights]
  } catch (error) {
    // The file still has the stay and the visits.
    report(c, 'calendar.extras', error, 'warning')
    return []
  }
}

async function upcomingVisits(c: Context<AppEnv>, booking: Booking): Promise<ScheduledVisit[]> {
  const result = await stayWellness(c, booking)
  return 'upcoming' in result ? result.upcoming : []
}

function ics(c: Context<AppEnv>, events: readonly CalendarEvent[], filename: string) {
  let body: string
  try {
    body = calendarFile(events, { now: new Date(), calendarName: 'My holiday' })
  } catch (error) {
    // A date the booking or wellness system got wrong: say so rather than write a wrong entry.
    report(c, 'calendar.file', error)
    return c.text('This calendar file could not be made from the dates we have. Please contact us.', 503)
  }
  c.header('Content-Type', 'text/calendar; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${filename}"`)
  c.header('Cache-Control', 'private, no-store')
  markOfflineCopy(c, 200)
  return c.body(body)
}

/**
 * Calendar files (RFC 5545) for the selected booking: the stay, one wellness visit, or all of
 * them together with the booking's trips and the guest's flights (docs/decisions/014-calendar-files.md). Only the
 * signed-in guest's own booking.
 */
export const calendarRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const booking = await c.get('booking')()
  if (!booking) return renderPageNotFound(c)
  const file = c.req.param('file')
  const stay = stayEvent(booking)
  if (file === 'stay.ics') return stay ? ics(c, [stay], 'holiday.ics') : renderPageNotFound(c)
  const zone = c.get('config').RESORT_TIME_ZONE
  const [visits, extras] = await Promise.all([
    upcomingVisits(c, booking),
    file === 'all.ics' ? extraEvents(c, booking) : [],
  ])
  if (file === 'all.ics')
    return ics(
      c,
      [...(stay ? [stay] : []), ...visits.map((v) => visitEvent(v, zone)), ...extras],
      'holiday-and-visits.ics',
    )
  const visit = visits.find((v) => `wellness-${v.id}.ics` === file)
  return visit
    ? ics(c, [visitEvent(visit, zone)], `${visit.name.replace(/[^\w-]+/g, '-').toLowerCase()}.ics`)
    : renderPageNotFound(c)
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
  calendarRoutes,
)
