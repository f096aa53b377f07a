// POST /api/monitoring/events: the browser part's init, error and action events. The portal adds
// who sent them (user id, request id), removes secrets, and forwards them to the intake.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { monitoringTarget } from '../../http/middleware/report.ts'
import { sendToIntake } from '../../integrations/monitoring.ts'
import { redact } from '../../integrations/redact.ts'
import { release } from '../../integrations/release.ts'
import { overLimit } from '../../http/middleware/limits.ts'
import { routeModule } from '../route-module.ts'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

const BrowserEvent = v.object({
  type: v.picklist(['init', 'error', 'action']),
  session: text(64),
  path: text(300),
  /** The page's language (its `<html lang>`, decision 045). */
  lang: v.optional(text(20)),
  version: text(40),
  at: text(40),
  name: v.optional(text(120)),
  message: v.optional(text(500)),
  action: v.optional(v.picklist(['click', 'submit'])),
  file: v.optional(text(300)),
  site: v.optional(text(10)),
  sessionSampleRate: v.optional(v.number()),
  replaySampleRate: v.optional(v.number()),
  replay: v.optional(v.boolean()),
})

const handlers = new Hono<AppEnv>().post('/events', async (c) => {
  // Only the portal's own pages may send events (browsers say so in Sec-Fetch-Site).
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin')
    return c.json({ message: 'Events come from the portal’s own pages.' }, 403)
  const refused = await overLimit(c, 'monitoringEvent')
  if (refused) return c.json({ message: refused }, 429)
  const event = v.safeParse(BrowserEvent, await c.req.json().catch(() => undefined))
  if (!event.success) return c.json({ message: `That is not a monitoring event: ${event.issues[0].message}` }, 400)
  // Every text the browser sent is redacted: labels can carry an email address.
  const clean = Object.fromEntries(
    Object.entries(event.output).map(([key, value]) => [key, typeof value === 'string' ? redact(value) : value]),
  )
  const report = {
    ...clean,
    source: 'browser',
    // The release as the server knows it: a page's own word could be an old tab's or anyone's.
    pageVersion: clean.version,
    ...release,
    deployment: c.env.CF_VERSION_METADATA?.id,
    requestId: c.get('requestId'),
    userId: c.get('user')?.id,
    receivedAt: new Date().toISOString(),
  }
  sendToIntake(JSON.stringify(report), monitoringTarget(c))
  return c.body(null, 202)
})

export const monitoringApiRoute = routeModule('/api/monitoring', [], handlers)
