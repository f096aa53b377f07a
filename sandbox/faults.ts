// Fault injection for tests: a fault matches a method (or any) and a path prefix, and answers
// with a status and body, a malformed body, or only a delay, optionally a limited number of times.
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { SandboxEnv } from './db.ts'

export const FaultSpec = v.object({
  method: v.optional(v.string()),
  path: v.pipe(v.string(), v.startsWith('/')),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  body: v.optional(v.string()),
  headers: v.optional(v.record(v.string(), v.string())),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60_000))),
  malformed: v.optional(v.boolean()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  retryAfter: v.optional(v.pipe(v.number(), v.minValue(0))),
})
export type FaultSpec = v.InferOutput<typeof FaultSpec>

interface FaultRow {
  id: number
  status: number | null
  body: string | null
  headers: string | null
  delay_ms: number | null
  malformed: number
  times: number | null
  retry_after: number | null
}

export async function addFault(db: D1Database, spec: FaultSpec): Promise<number> {
  const result = await db
    .prepare('INSERT INTO faults (method, path, status, body, headers, delay_ms, malformed, times, retry_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(spec.method?.toUpperCase() ?? null, spec.path, spec.status ?? null, spec.body ?? null, spec.headers ? JSON.stringify(spec.headers) : null, spec.delayMs ?? null, spec.malformed ? 1 : 0, spec.times ?? null, spec.retryAfter ?? null)
    .first<{ id: number }>()
  return result!.id
}

export const faults = createMiddleware<{ Bindings: SandboxEnv }>(async (c, next) => {
  if (c.req.path.startsWith('/__sandbox')) return next()
  const db = c.env.DB
  const fault = await db
    .prepare("SELECT * FROM faults WHERE (method IS NULL OR method = ?) AND ? LIKE path || '%' AND (times IS NULL OR times > 0) ORDER BY id LIMIT 1")
    .bind(c.req.method, c.req.path)
    .first<FaultRow>()
  if (!fault) return next()
  if (fault.times !== null) await db.prepare('UPDATE faults SET times = times - 1 WHERE id = ?').bind(fault.id).run()
  // Read the request body before answering: an unread body makes workerd drop the
  // keep-alive connection, and the client's next request on it fails.
  await c.req.raw.arrayBuffer().catch(() => undefined)
  if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms!))
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(fault.headers ? JSON.parse(fault.headers) : {}) }
  if (fault.retry_after !== null) headers['retry-after'] = String(fault.retry_after)
  if (fault.malformed) return c.body('{"truncated": ', (fault.status ?? 200) as ContentfulStatusCode, headers)
  if (fault.status === null) return next()
  return c.body(fault.body ?? JSON.stringify({ message: `Injected fault ${fault.status}` }), fault.status as ContentfulStatusCode, headers)
})
