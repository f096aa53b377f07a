// The webhook Dataverse would call on Create of a portal message (docs/messages.md: a service endpoint of type WebHook,
// HttpHeader authentication, a step on Create of adr_portalmessage, PostOperation, asynchronous). In `push` mode each
// new record's RemoteExecutionContext is POSTed to `${SITE_URL}/api/dynamics/messages` after the write that made it
// has answered; as the platform does, a 502, 503 or 504 (or no answer) is tried once more, and nothing else is. In
// `hold` mode deliveries are only recorded, for a test to post itself or release later. Faults: the next N deliveries
// dropped (lost), each one late by a delay, or sent twice. Every delivery is kept for GET /__sandbox/dynamics/webhook/deliveries.
import * as v from 'valibot'
import { getSetting, setSetting, type SandboxEnv } from '../db.ts'
import { sandboxDynamicsWebhookKey } from './credentials.ts'
import { createContext, sandboxOrganization } from './execution-context.ts'
import { defaultWebhookMode, takeOne } from '../webhook-modes.ts'

/** The header the service endpoint's HttpHeader authentication sends, and the portal checks. */
export const webhookKeyHeader = 'x-webhook-key'
const stepId = '75417616-0000-4000-8000-0000000051e9'
const retryAfterMs = 1000

export const webhookSchema = [
  `CREATE TABLE dyn_webhook_deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, record TEXT NOT NULL, status TEXT NOT NULL, body TEXT NOT NULL,
    request_id TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, response_status INTEGER, at TEXT NOT NULL)`,
]

export const WebhookSettings = v.object({
  mode: v.picklist(['push', 'hold']),
  /** Each push waits this long first: a late webhook. */
  delayMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
  /** Each delivery is made twice: delivery is at least once. */
  duplicate: v.boolean(),
  /** The value the endpoint's header carries (a test sets a wrong one to see it refused). */
  key: v.string(),
})
export type WebhookSettings = v.InferOutput<typeof WebhookSettings>

export interface DeliveryRow {
  readonly id: number
  readonly record: string
  /** held | pending | delivered | failed | dropped */
  readonly status: string
  readonly body: string
  readonly request_id: string
  readonly attempts: number
  readonly response_status: number | null
  readonly at: string
}

export const webhookUrl = (env: SandboxEnv) => `${env.SITE_URL.replace(/\/$/, '')}/api/dynamics/messages`

export async function webhookSettings(env: SandboxEnv): Promise<WebhookSettings> {
  const kept = await getSetting(env.DB, 'dynamics.webhook')
  return kept
    ? (JSON.parse(kept) as WebhookSettings)
    : {
        mode: defaultWebhookMode(env, env.DYNAMICS_WEBHOOKS),
        delayMs: 0,
        duplicate: false,
        key: sandboxDynamicsWebhookKey,
      }
}

export const saveWebhookSettings = (db: D1Database, settings: WebhookSettings) =>
  setSetting(db, 'dynamics.webhook', JSON.stringify(settings))

/** How many of the next deliveries are lost (never sent). Kept apart so each drop is taken atomically. */
export const dropsLeft = async (db: D1Database) => Number((await getSetting(db, 'dynamics.webhook.dropNext')) ?? 0)
export const dropNext = (db: D1Database, count: number) => setSetting(db, 'dynamics.webhook.dropNext', String(count))

/** The headers Dataverse sends with a delivery, the endpoint's key among them. */
export function deliveryHeaders(settings: WebhookSettings, requestId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [webhookKeyHeader]: settings.key,
    'x-request-id': requestId,
    'x-ms-correlation-request-id': requestId,
    'x-ms-dynamics-organization': sandboxOrganization.host,
    'x-ms-dynamics-entity-name': 'adr_portalmessage',
    'x-ms-dynamics-request-name': 'Create',
  }
}

/** Where the deliveries of one write go: the sandbox's env and the request's `waitUntil`. */
export interface Emitter {
  readonly env: SandboxEnv
  waitUntil(promise: Promise<unknown>): void
}

/** Records the webhook deliveries of a new portal message and, in `push` mode, sends them after the write answers. */
export async function messageCreated(emitter: Emitter, row: Record<string, unknown>): Promise<DeliveryRow[]> {
  const { env } = emitter
  const settings = await webhookSettings(env)
  const body = JSON.stringify(createContext(row, stepId))
  const dropped = await takeOne(env.DB, 'dynamics.webhook.dropNext')
  const copies = dropped ? 1 : settings.duplicate ? 2 : 1
  const rows: DeliveryRow[] = []
  for (let i = 0; i < copies; i++) {
    const status = dropped ? 'dropped' : settings.mode === 'hold' ? 'held' : 'pending'
    const delivery = await env.DB.prepare(
      'INSERT INTO dyn_webhook_deliveries (record, status, body, request_id, at) VALUES (?, ?, ?, ?, ?) RETURNING *',
    )
      .bind(String(row.activityid), status, body, crypto.randomUUID(), new Date().toISOString())
      .first<DeliveryRow>()
    rows.push(delivery!)
  }
  const pending = rows.filter((row) => row.status === 'pending')
  if (pending.length) emitter.waitUntil(pushAll(env, pending, settings))
  return rows
}

async function pushAll(env: SandboxEnv, deliveries: readonly DeliveryRow[], settings: WebhookSettings): Promise<void> {
  if (settings.delayMs) await new Promise((resolve) => setTimeout(resolve, settings.delayMs))
  await Promise.all(deliveries.map((delivery) => push(env, delivery, settings)))
}

const retried = (status: number | null) => status === null || status === 502 || status === 503 || status === 504

/** Sends one delivery; a 502, 503, 504 or no answer is tried once more (the platform's rule), then it has failed. */
export async function push(env: SandboxEnv, delivery: DeliveryRow, settings?: WebhookSettings): Promise<DeliveryRow> {
  const current = settings ?? (await webhookSettings(env))
  let status: number | null = null
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const response = await fetch(webhookUrl(env), {
        method: 'POST',
        headers: deliveryHeaders(current, delivery.request_id),
        body: delivery.body,
      })
      await response.body?.cancel()
      status = response.status
    } catch (error) {
      console.warn(`sandbox: the Dynamics webhook to ${webhookUrl(env)} failed: ${(error as Error).message}`)
      status = null
    }
    const delivered = status !== null && status >= 200 && status < 300
    const last = delivered || attempt === 2 || !retried(status)
    await env.DB.prepare(
      'UPDATE dyn_webhook_deliveries SET status = ?, attempts = ?, response_status = ?, at = ? WHERE id = ?',
    )
      .bind(
        delivered ? 'delivered' : last ? 'failed' : 'pending',
        attempt,
        status,
        new Date().toISOString(),
        delivery.id,
      )
      .run()
    if (last) break
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs))
  }
  return (await env.DB.prepare('SELECT * FROM dyn_webhook_deliveries WHERE id = ?')
    .bind(delivery.id)
    .first<DeliveryRow>())!
}

/** A delivery as the control API lists it: with the headers and body a test posts to the portal itself. */
export async function deliveryJson(env: SandboxEnv, row: DeliveryRow) {
  const settings = await webhookSettings(env)
  return {
    id: row.id,
    record: row.record,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    at: row.at,
    url: webhookUrl(env),
    headers: deliveryHeaders(settings, row.request_id),
    body: row.body,
  }
}

/** Sends every held delivery, oldest first or newest first, one after another: late and out of order. */
export async function releaseHeld(env: SandboxEnv, order: 'original' | 'reverse'): Promise<DeliveryRow[]> {
  const held = (
    await env.DB.prepare(
      `SELECT * FROM dyn_webhook_deliveries WHERE status = 'held' ORDER BY id ${order === 'reverse' ? 'DESC' : 'ASC'}`,
    ).all<DeliveryRow>()
  ).results
  const sent: DeliveryRow[] = []
  for (const delivery of held) sent.push(await push(env, delivery))
  return sent
}
