// A stand-in for the monitoring service's HTTP intake: it keeps every event it is sent in D1,
// and tests (and people) read them at GET /__sandbox/monitoring.
import { Hono } from 'hono'
import type { SandboxEnv } from '../db.ts'

export const monitoringSchema = [
  `CREATE TABLE monitoring_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, authorization TEXT, at TEXT NOT NULL)`,
]

export const intake = new Hono<{ Bindings: SandboxEnv }>().post('/', async (c) => {
  const text = await c.req.text()
  try {
    JSON.parse(text)
  } catch {
    return c.json({ message: 'The intake takes JSON.' }, 400)
  }
  await c.env.DB.prepare('INSERT INTO monitoring_events (body, authorization, at) VALUES (?, ?, ?)')
    .bind(text, c.req.header('authorization') ?? null, new Date().toISOString())
    .run()
  return c.body(null, 202)
})

export async function monitoringEvents(db: D1Database): Promise<unknown[]> {
  const rows = (
    await db
      .prepare('SELECT body, authorization FROM monitoring_events ORDER BY seq')
      .all<{ body: string; authorization: string | null }>()
  ).results
  return rows.map((row) => ({
    ...(JSON.parse(row.body) as object),
    receivedWithAuthorization: row.authorization !== null,
  }))
}
