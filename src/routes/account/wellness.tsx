import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { renderStreamed } from '../../http/rendering/streamed.tsx'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { report } from '../../http/middleware/report.ts'
import { mindbodyClient } from '../../integrations/mindbody/client.ts'
import { UpstreamTimeoutError } from '../../integrations/fetch-with-retry.ts'
import { cancelPlaces, visitName, type CancelPlace, type ScheduledVisit } from '../../features/wellness/wellness.ts'
import { formatLongDate } from '../../domain/local-date.ts'
import { WellnessCancelPage } from '../../features/wellness/WellnessCancelPage.tsx'
import { WellnessVisits } from '../../features/wellness/WellnessSection.tsx'
import { BookingNotFound } from '../../features/bookings/BookingNotFound.tsx'
import { SpaBookingSection } from '../../features/wellness/SpaBookingSection.tsx'
import { spaBooking } from '../../features/wellness/spa-booking.ts'
import { stayWellness, wellnessClientId, wideSchedule } from '../../features/wellness/wellness-schedule.ts'
import { routeModule } from '../route-module.ts'

type C = Context<AppEnv>

/** The page the cancellation was asked from (a form field, or the fallback link's query); the schedule if none. */
const From = v.fallback(v.picklist(Object.keys(cancelPlaces) as CancelPlace[]), 'wellness')

/** The visit, if it is one of this guest's coming visits during the selected stay. */
async function ownVisit(c: C): Promise<ScheduledVisit | 'unavailable' | undefined> {
  const wide = wideSchedule(c.get('scope')) // beside the booking read, not after it
  const result = await stayWellness(c.get('scope'), await c.get('booking')(), wide)
  if ('unavailable' in result) return 'unavailable'
  if ('none' in result) return undefined
  return result.upcoming.find((visit) => String(visit.id) === c.req.param('visitId'))
}

function page(c: C, visit: ScheduledVisit, from: CancelPlace, message?: string, status: 200 | 400 | 503 = 200) {
  const t = c.get('texts')
  const name = visitName(visit, t)
  const props = {
    action: c.req.path,
    name,
    kind: visit.kind,
    day: formatLongDate(visit.date, c.get('locale')) ?? visit.date,
    start: visit.start,
    end: visit.end,
    late: visit.late,
    from,
  }
  return render(c, <WellnessCancelPage visit={props} message={message} />, {
    title: t.wellness_cancel_title({ name }),
    heading: t.wellness_cancel_heading(),
    status,
  })
}

const unavailable = (c: C) => {
  const t = c.get('texts')
  return render(c, <p className="lead">{t.wellness_cancel_unavailable()}</p>, {
    title: t.wellness_unavailable_title(),
    heading: t.wellness_heading(),
    status: 503,
  })
}

/**
 * Cancelling a wellness visit (SPEC §1, §2): a confirmation page (the modal's content), then the
 * cancellation in Mindbody: removeclientfromclass for a class, updateappointment for an
 * appointment; within 24 hours of the start a late cancellation (docs/decisions/013-wellness.md).
 * Only the guest's own coming visits, found in their own schedule, can be cancelled.
 */
export const wellnessRoutes = new Hono<AppEnv>()
  // The whole schedule as a page, shell first (decision 019), in place without JavaScript (decision 042).
  .get('/', (c) => {
    const [wide, spa] = [wideSchedule(c.get('scope')), spaBooking(c.get('scope'))] // beside the booking read
    const body = c
      .get('booking')()
      .then(async (booking) => {
        if (!booking && c.get('bookingId')) return <BookingNotFound />
        const [view, ways] = await Promise.all([stayWellness(c.get('scope'), booking, wide), spa])
        return (
          <>
            <WellnessVisits view={view} from="wellness" />
            <SpaBookingSection spa={ways} />
          </>
        )
      })
    const t = c.get('texts')
    const title = t.wellness_visits_heading()
    const notice = c.req.query('cancelled') === 'wellness' ? t.home_notice_wellness_cancelled() : undefined
    return renderStreamed(c, body, title, { title, heading: title, notice })
  })
  .get('/:visitId/cancel', async (c) => {
    const visit = await ownVisit(c)
    if (visit === 'unavailable') return unavailable(c)
    if (!visit) return renderPageNotFound(c)
    return page(c, visit, v.parse(From, c.req.query('from')))
  })
  .post('/:visitId/cancel', async (c) => {
    const from = v.parse(From, (await readForm(c, v.object({}))).raw.from)
    const visit = await ownVisit(c)
    if (visit === 'unavailable') return unavailable(c)
    if (!visit) return renderPageNotFound(c)
    const t = c.get('texts')
    if (!visit.cancellable) return page(c, visit, from, t.wellness_cancel_started(), 400)
    // A guest with no wellness client has no visits, so ownVisit found none above; this only tells TypeScript.
    const clientId = await wellnessClientId(c.get('scope'))
    if (!clientId) return renderPageNotFound(c)
    try {
      const client = mindbodyClient(c.get('config'))
      if (visit.appointmentId !== undefined)
        await client.cancelAppointment(visit.appointmentId, visit.late ? 'latecancel' : 'cancel')
      else if (visit.classId !== undefined) await client.removeClientFromClass(clientId, visit.classId, visit.late)
      else throw new Error(`Visit ${visit.id} has neither a class nor an appointment`)
    } catch (error) {
      report(c, 'wellness.cancel', error)
      // No answer at all: the cancellation may still land after we stopped waiting (decision 035).
      const name = visitName(visit, t)
      const message =
        error instanceof UpstreamTimeoutError
          ? t.wellness_cancel_no_answer({ name })
          : t.wellness_cancel_failed({ name })
      return page(c, visit, from, message, 503)
    }
    // Back where the guest cancelled, the confirmation in view and focused (issue 38).
    return c.redirect(`${cancelPlaces[from]}?cancelled=wellness#notice`, 303)
  })

export const wellnessRoute = routeModule(
  '/account/wellness',
  [
    // Our additions: the wellness schedule, and its cancellation confirmation, as pages (decision 013).
    {
      name: 'account-wellness',
      overlayHeader: false,
      auth: true,
      kept: true,
      nav: { label: 'nav_wellness', order: 4, primary: true },
    },
    {
      name: 'account-wellness-id-cancel',
      path: '/:visitId/cancel',
      overlayHeader: false,
      auth: true,
      validate: (p) => /^\d{1,12}$/.test(p.visitId ?? ''),
    },
  ],
  wellnessRoutes,
)
