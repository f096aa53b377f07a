// POST /api/user/mindbody/handler (SPEC §7): the wellness schedule of the signed-in guest.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { savedBooking } from '../../http/middleware/booking-selection.ts'
import { report } from '../../http/middleware/report.ts'
import { mindbodyClient } from '../../integrations/mindbody/client.ts'
import { checkScheduleSpan } from '../../features/wellness/wellness.ts'
import { idMessages } from '../../domain/request-ids.ts'
import { wellnessClientId } from '../../features/wellness/wellness-schedule.ts'
import { routeModule } from '../route-module.ts'

const Endpoint = v.picklist(['clientschedule', '/client/clientschedule'])

const handlers = new Hono<AppEnv>().post('/handler', async (c) => {
  c.header('Cache-Control', 'private, no-store')
  if (!c.get('user')) return c.json({ message: 'Supabase user not found' }, 401)
  const body = v.safeParse(v.record(v.string(), v.unknown()), await c.req.json().catch(() => undefined))
  if (!body.success) return c.json({ message: idMessages.missing }, 400)
  const input = body.output
  if (!v.is(Endpoint, typeof input.endpoint === 'string' ? input.endpoint.toLowerCase() : input.endpoint)) {
    return c.json({ message: 'Unknown endpoint: only clientschedule is available.' }, 400)
  }
  const clientId = await wellnessClientId(c.get('scope'))
  if (!clientId) return c.json({ message: idMessages.missing }, 400)
  // The client id is the signed-in guest's own; one in the body must match it.
  if (input.clientId !== undefined && String(input.clientId) !== clientId)
    return c.json({ message: 'That wellness client id is not yours.' }, 403)
  const booking = savedBooking(
    c,
    await c
      .get('bookings')()
      .list()
      .catch(() => []),
  )
  const span = checkScheduleSpan(
    input.startDate,
    input.endDate,
    booking && { arrival: booking.arrival, leaving: booking.leaving },
  )
  if (!span.ok) return c.json({ message: span.message }, 400)
  try {
    const { visits, total } = await mindbodyClient(c.get('config')).clientSchedule(clientId, span.start, span.end)
    return c.json({ Visits: visits, PaginationResponse: { TotalResults: total } })
  } catch (error) {
    report(c, 'api.wellness', error)
    return c.json({ message: 'The wellness schedule is unavailable just now. Please try again later.' }, 502)
  }
})

export const wellnessApiRoute = routeModule('/api/user/mindbody', [], handlers)
