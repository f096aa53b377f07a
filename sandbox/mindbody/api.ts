// The Mindbody Public API v6 subset at /mindbody/public/v6: staff tokens, a client's schedule
// (paged, date-filtered), and cancelling a class visit or an appointment; Mindbody's error
// bodies and status codes (UPSTREAMS.md).
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { SandboxEnv } from '../db.ts'
import { sandboxMindbody } from './credentials.ts'
import { cancelVisit, visitJson, type VisitRow } from './store.ts'

type Env = { Bindings: SandboxEnv }
type C = Context<Env>

const mbError = (c: C, status: ContentfulStatusCode, code: string, message: string) =>
  c.json({ Error: { Message: message, Code: code } }, status)
const date = /^\d{4}-\d{2}-\d{2}$/

async function json<S extends v.GenericSchema>(c: C, schema: S): Promise<v.InferOutput<S> | Response> {
  const parsed = v.safeParse(schema, await c.req.json().catch(() => undefined))
  return parsed.success
    ? parsed.output
    : mbError(c, 400, 'InvalidParameter', `The request is invalid: ${parsed.issues[0].message}`)
}

export const mindbody = new Hono<Env>()

mindbody.use(async (c, next) => {
  if (c.req.header('api-key') !== sandboxMindbody.apiKey)
    return mbError(c, 401, 'DeniedAccess', 'Missing or invalid API key.')
  if (c.req.header('siteid') !== sandboxMindbody.siteId)
    return mbError(c, 400, 'InvalidSiteId', 'The SiteId is missing or not valid.')
  if (c.req.path.endsWith('/usertoken/issue')) return next()
  const token = c.req.header('authorization')?.replace(/^Bearer /i, '') ?? ''
  const row = token
    ? await c.env.DB.prepare('SELECT expires_at FROM mb_tokens WHERE token = ?')
        .bind(token)
        .first<{ expires_at: number }>()
    : null
  if (!row || row.expires_at < Date.now())
    return mbError(c, 401, 'DeniedAccess', 'Authorization token is missing, invalid or expired.')
  await next()
})

mindbody.post('/usertoken/issue', async (c) => {
  const input = await json(c, v.object({ Username: v.string(), Password: v.string() }))
  if (input instanceof Response) return input
  if (input.Username !== sandboxMindbody.username || input.Password !== sandboxMindbody.password)
    return mbError(c, 401, 'DeniedAccess', 'Invalid credentials.')
  const token = crypto.randomUUID().replaceAll('-', '')
  const expires = Date.now() + 7 * 24 * 3600_000
  await c.env.DB.prepare('INSERT INTO mb_tokens (token, expires_at) VALUES (?, ?)').bind(token, expires).run()
  return c.json({
    TokenType: 'Bearer',
    AccessToken: token,
    Expires: new Date(expires).toISOString(),
    User: { Id: 1, FirstName: 'Portal', LastName: 'Staff', Type: 'Staff' },
  })
})

mindbody.get('/client/clientschedule', async (c) => {
  const q = (name: string) => c.req.query(`request.${name}`) ?? c.req.query(`Request.${name}`)
  const clientId = q('clientId')
  const [start, end] = [q('startDate') ?? '', q('endDate') ?? '']
  if (!clientId) return mbError(c, 400, 'InvalidParameter', 'ClientId is required.')
  if (!date.test(start.slice(0, 10)) || !date.test(end.slice(0, 10)))
    return mbError(c, 400, 'InvalidParameter', 'StartDate and EndDate must be dates.')
  const limit = Math.min(Number(q('limit') ?? 100) || 100, 200)
  const offset = Number(q('offset') ?? 0) || 0
  const exists = await c.env.DB.prepare('SELECT 1 FROM mb_visits WHERE client_id = ? LIMIT 1').bind(clientId).first()
  const known = exists || /^1000\d\d$/.test(clientId)
  if (!known) return mbError(c, 400, 'ClientNotFound', `Client ${clientId} was not found.`)
  const where = 'client_id = ? AND cancelled = 0 AND substr(start, 1, 10) >= ? AND substr(start, 1, 10) <= ?'
  const args = [clientId, start.slice(0, 10), end.slice(0, 10)]
  const total = (await c.env.DB.prepare(`SELECT COUNT(*) AS n FROM mb_visits WHERE ${where}`)
    .bind(...args)
    .first<{ n: number }>())!.n
  const rows = (
    await c.env.DB.prepare(`SELECT * FROM mb_visits WHERE ${where} ORDER BY start LIMIT ? OFFSET ?`)
      .bind(...args, limit, offset)
      .all<VisitRow>()
  ).results
  return c.json({
    PaginationResponse: { RequestedLimit: limit, RequestedOffset: offset, PageSize: rows.length, TotalResults: total },
    Visits: rows.map(visitJson),
  })
})

mindbody.post('/class/removeclientfromclass', async (c) => {
  const input = await json(
    c,
    v.object({
      ClientId: v.string(),
      ClassId: v.number(),
      LateCancel: v.optional(v.boolean()),
      SendEmail: v.optional(v.boolean()),
      Test: v.optional(v.boolean()),
    }),
  )
  if (input instanceof Response) return input
  const row = await c.env.DB.prepare('SELECT * FROM mb_visits WHERE client_id = ? AND class_id = ? AND cancelled = 0')
    .bind(input.ClientId, input.ClassId)
    .first<VisitRow>()
  if (!row)
    return mbError(c, 400, 'InvalidClassId', `Client ${input.ClientId} is not booked on class ${input.ClassId}.`)
  const path = '/class/removeclientfromclass'
  if (!input.Test && !(await cancelVisit(c.env.DB, row.id, input.LateCancel ? 1 : 0, path, input)))
    return mbError(c, 400, 'InvalidClassId', `Client ${input.ClientId} is not booked on class ${input.ClassId}.`)
  return c.json({
    Class: { Id: input.ClassId, Name: row.name, StartDateTime: row.start, EndDateTime: row.end, IsCanceled: false },
  })
})

mindbody.post('/appointment/updateappointment', async (c) => {
  const input = await json(
    c,
    v.object({
      AppointmentId: v.number(),
      Execute: v.optional(v.string()),
      SendEmail: v.optional(v.boolean()),
      Test: v.optional(v.boolean()),
    }),
  )
  if (input instanceof Response) return input
  const row = await c.env.DB.prepare('SELECT * FROM mb_visits WHERE appointment_id = ? AND cancelled = 0')
    .bind(input.AppointmentId)
    .first<VisitRow>()
  if (!row) return mbError(c, 404, 'AppointmentNotFound', `Appointment ${input.AppointmentId} was not found.`)
  const execute = input.Execute?.toLowerCase()
  if (execute !== 'cancel' && execute !== 'latecancel')
    return mbError(c, 400, 'InvalidParameter', 'Execute must be cancel or latecancel.')
  const late = execute === 'latecancel' ? 1 : 0
  if (!input.Test && !(await cancelVisit(c.env.DB, row.id, late, '/appointment/updateappointment', input)))
    return mbError(c, 404, 'AppointmentNotFound', `Appointment ${input.AppointmentId} was not found.`)
  return c.json({
    Appointment: {
      Id: input.AppointmentId,
      Status: execute === 'latecancel' ? 'LateCancelled' : 'Cancelled',
      StartDateTime: row.start,
      EndDateTime: row.end,
      ClientId: row.client_id,
    },
  })
})

mindbody.all('*', (c) => {
  console.warn(`sandbox: unhandled mindbody path ${c.req.method} ${c.req.path}`)
  return mbError(c, 404, 'NotFound', `No resource at ${c.req.path}.`)
})
