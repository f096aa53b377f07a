// Fault injection for tests: a fault matches a method (or any) and a path prefix, and answers
// with a status and body, a malformed body, or only a delay, optionally a limited number of times.
// Faults live in D1 and this middleware runs before every part, so each upstream gets them.
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { SandboxEnv } from './db.ts'

export const FaultSpec = v.object({
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  path: v.pipe(v.string(), v.startsWith('/')),
  /** Only requests whose (decoded) query string contains this text, e.g. one OData $expand. */
  query: v.optional(v.string()),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  body: v.optional(v.string()),
  headers: v.optional(v.record(v.string(), v.string())),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60_000))),
  malformed: v.optional(v.boolean()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Lets this many matching requests through first (e.g. fail only the second write of a save). */
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  retryAfter: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})
export type FaultSpec = v.InferOutput<typeof FaultSpec>

interface FaultRow {
  readonly id: number
  readonly method: string | null
  readonly path: string
  readonly query: string | null
  readonly status: number | null
  readonly body: string | null
  readonly headers: string | null
  readonly delay_ms: number | null
  readonly malformed: number
  readonly times: number | null
  readonly skip: number
  readonly retry_after: number | null
}

/**
 * Whether a request need look for a matching fault: two statements a request, a third of a page's D1 work in the
 * sandbox, while most of the time no fault is set. A sandbox is one worker in one isolate, and faults are added only
 * by addFault, which counts them: `emptyAt` is the count of additions when a look last found none in force, so an
 * addition during that look is not missed.
 */
let additions = 0
let emptyAt: number | undefined

export async function addFault(db: D1Database, spec: FaultSpec): Promise<number> {
  const row = await db
    .prepare(
      'INSERT INTO faults (method, path, query, status, body, headers, delay_ms, malformed, times, retry_after, skip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
    )
    .bind(
      spec.method ?? null,
      spec.path,
      spec.query ?? null,
      spec.status ?? null,
      spec.body ?? null,
      spec.headers ? JSON.stringify(spec.headers) : null,
      spec.delayMs ?? null,
      spec.malformed ? 1 : 0,
      spec.times ?? null,
      spec.retryAfter ?? null,
      spec.skip ?? 0,
    )
    .first<{ id: number }>()
  additions++ // after the insert: a look that began before it cannot take this count as empty
  return row!.id
}

/** The faults still in force (a counted one drops out when used up), in the control API's shape. */
export async function listFaults(db: D1Database) {
  const rows = (await db.prepare('SELECT * FROM faults WHERE times IS NULL OR times > 0 ORDER BY id').all<FaultRow>())
    .results
  return rows.map((r) => ({
    id: r.id,
    method: r.method ?? undefined,
    path: r.path,
    query: r.query ?? undefined,
    status: r.status ?? undefined,
    body: r.body ?? undefined,
    headers: r.headers ? (JSON.parse(r.headers) as Record<string, string>) : undefined,
    delayMs: r.delay_ms ?? undefined,
    malformed: r.malformed === 1,
    times: r.times ?? undefined,
    retryAfter: r.retry_after ?? undefined,
    skip: r.skip || undefined,
  }))
}

// Finds the oldest matching fault and uses up one of its times in one statement, so requests
// arriving together cannot both take the last one. (`substr` rather than LIKE: paths hold `_`.)
const matching = `(method IS NULL OR method = ?1) AND substr(?2, 1, length(path)) = path AND (query IS NULL OR instr(?3, query) > 0) AND (times IS NULL OR times > 0)`
const claim = `UPDATE faults SET times = times - 1 WHERE id = (SELECT id FROM faults WHERE ${matching} AND skip = 0 ORDER BY id LIMIT 1) RETURNING *`
// A fault still letting requests through takes this one's turn first.
const pass = `UPDATE faults SET skip = skip - 1 WHERE id = (SELECT id FROM faults WHERE ${matching} AND skip > 0 ORDER BY id LIMIT 1) RETURNING id`

/** Whether any fault may be in force: false once a look finds none, until the next is added. */
async function anyInForce(db: D1Database): Promise<boolean> {
  if (emptyAt === additions) return false
  const looked = additions
  const any = await db.prepare('SELECT 1 FROM faults WHERE times IS NULL OR times > 0 LIMIT 1').first()
  if (!any) emptyAt = looked
  return any !== null
}

export const faults = createMiddleware<{ Bindings: SandboxEnv }>(async (c, next) => {
  if (c.req.path.startsWith('/__sandbox') || !(await anyInForce(c.env.DB))) return next()
  let search = new URL(c.req.url).search
  try {
    search = decodeURIComponent(search)
  } catch {
    // a malformed query is matched as sent
  }
  if (await c.env.DB.prepare(pass).bind(c.req.method, c.req.path, search).first()) return next()
  const fault = await c.env.DB.prepare(claim).bind(c.req.method, c.req.path, search).first<FaultRow>()
  if (!fault) return next()
  if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms!))
  const headers: Record<string, string> = fault.headers ? (JSON.parse(fault.headers) as Record<string, string>) : {}
  if (fault.retry_after !== null) headers['retry-after'] = String(fault.retry_after)
  if (fault.status === null && !fault.malformed) {
    // Only a delay (and maybe headers): the real handler answers.
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
    return
  }
  // Read the request body before answering: an unread body makes workerd drop the
  // keep-alive connection, and the client's next request on it fails.
  await c.req.raw.arrayBuffer().catch(() => undefined)
  const status = (fault.status ?? 200) as ContentfulStatusCode
  const all = { 'content-type': 'application/json', ...headers }
  if (fault.malformed) return c.body('{"truncated": ', status, all)
  return c.body(fault.body ?? JSON.stringify({ message: `Injected fault ${fault.status}` }), status, all)
})
