// POST /api/monitoring/events: the browser part's init, error and action events. The portal adds
// who sent them (user id, request id), removes secrets, and forwards them to the intake.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/app-env.ts'
import { monitoringTarget } from '../../http/report.ts'
import { sendToIntake } from '../../integrations/monitoring.ts'
import { redact } from '../../domain/redact.ts'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

const BrowserEvent = v.object({
  type: v.picklist(['init', 'error', 'action']),
  session: text(64),
  path: text(300),
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

export const monitoringApi = new Hono<AppEnv>().post('/events', async (c) => {
  const event = v.safeParse(BrowserEvent, await c.req.json().catch(() => undefined))
  if (!event.success) return c.json({ message: `That is not a monitoring event: ${event.issues[0].message}` }, 400)
  const { message, name, ...rest } = event.output
  const report = {
    ...rest,
    source: 'browser',
    ...(name !== undefined ? { name: redact(name) } : {}),
    ...(message !== undefined ? { message: redact(message) } : {}),
    requestId: c.var.requestId,
    userId: c.var.user?.id,
    receivedAt: new Date().toISOString(),
  }
  sendToIntake(JSON.stringify(report), monitoringTarget(c))
  return c.body(null, 202)
})
