import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import type { Booking } from '../../http/bookings.ts'
import { renderPageNotFound } from '../../http/not-found.tsx'
import { monitoringTarget, reportContext } from '../../http/report.ts'
import { reportError } from '../../integrations/monitoring.ts'
import { calendarFile, type CalendarEvent } from '../../domain/ics.ts'
import type { ScheduledVisit } from '../../domain/wellness.ts'
import { compareDates, parseLocalDate } from '../../domain/local-date.ts'
import { stayWellness } from './wellness-schedule.ts'

const stayEvent = (booking: Booking): CalendarEvent | undefined => {
  const arrival = booking.new_arrivaldateuserlocal?.slice(0, 10)
  const leaving = booking.new_leavingdateuserlocal?.slice(0, 10)
  const [from, to] = [parseLocalDate(arrival), parseLocalDate(leaving)]
  if (!from || !to || compareDates(to, from) < 0) return undefined
  return {
    uid: `stay-${booking.opportunityid}@guest-portal`,
    summary: `Holiday: ${booking.name?.trim() || 'your stay'}`,
    description: 'Your stay at the resort. Everything for it is in your Guest Hub.',
    start: { date: arrival! },
    end: { date: leaving! },
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
    reportError(error, reportContext(c, 'calendar.file'), monitoringTarget(c))
    return c.text('This calendar file could not be made from the dates we have. Please contact us.', 503)
  }
  c.header('Content-Type', 'text/calendar; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${filename}"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(body)
}

/**
 * Calendar files (RFC 5545) for the selected booking: the stay, one wellness visit, or all of
 * them together (docs/decisions/014-calendar-files.md). Only the signed-in guest's own booking.
 */
export const calendar = new Hono<AppEnv>().get('/:file', async (c) => {
  const booking = c.var.booking
  if (!booking) return renderPageNotFound(c)
  const file = c.req.param('file')
  const stay = stayEvent(booking)
  if (file === 'stay.ics') return stay ? ics(c, [stay], 'holiday.ics') : renderPageNotFound(c)
  const zone = c.var.config.RESORT_TIME_ZONE
  const visits = await upcomingVisits(c, booking)
  if (file === 'all.ics') return ics(c, [...(stay ? [stay] : []), ...visits.map((v) => visitEvent(v, zone))], 'holiday-and-visits.ics')
  const visit = visits.find((v) => `wellness-${v.id}.ics` === file)
  return visit ? ics(c, [visitEvent(visit, zone)], `${visit.name.replace(/[^\w-]+/g, '-').toLowerCase()}.ics`) : renderPageNotFound(c)
})
