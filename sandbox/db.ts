// The sandbox's storage: one D1 (SQLite) database. Each upstream part owns its tables;
// `resetDatabase` drops and recreates them all, then the seed fills them.

export interface SandboxEnv {
  readonly DB: D1Database
  /** The portal's origin, for links in the emails the sandbox "sends". */
  readonly SITE_URL: string
  /** The resort's time zone: the wellness site's local times. */
  readonly SITE_TIME_ZONE?: string
  /** How Stripe webhooks reach the portal at first: `push` or `hold` (sandbox/stripe/webhook-settings.ts). */
  readonly STRIPE_WEBHOOKS?: string
  /** How the Dataverse webhook reaches the portal at first: `push` or `hold` (sandbox/dynamics/webhook.ts). */
  readonly DYNAMICS_WEBHOOKS?: string
}

import { brevoSchema } from './brevo/api.ts'
import { dynamicsSchema } from './dynamics/store.ts'
import { webhookSchema } from './dynamics/webhook.ts'
import { mindbodySchema } from './mindbody/store.ts'
import { monitoringSchema } from './monitoring/intake.ts'
import { prismicSchema } from './prismic/store.ts'
import { pushSchema } from './push/store.ts'
import { stripeSchema } from './stripe/store.ts'
import { supabaseSchema } from './supabase/schema.ts'

const schema = [
  ...brevoSchema,
  ...dynamicsSchema,
  ...webhookSchema,
  ...mindbodySchema,
  ...monitoringSchema,
  ...prismicSchema,
  ...pushSchema,
  ...stripeSchema,
  ...supabaseSchema,
  `CREATE TABLE faults (id INTEGER PRIMARY KEY AUTOINCREMENT, method TEXT, path TEXT NOT NULL, query TEXT, skip INTEGER NOT NULL DEFAULT 0, status INTEGER, body TEXT,
    headers TEXT, delay_ms INTEGER, malformed INTEGER NOT NULL DEFAULT 0, times INTEGER, retry_after INTEGER)`,
  `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
]

// Indexes go with their tables, so only tables are dropped.
const tables = schema.flatMap((statement) => /CREATE TABLE (\w+)/.exec(statement)?.[1] ?? [])

/** Drops and recreates every table (faults and settings included). */
export async function resetDatabase(db: D1Database): Promise<void> {
  await db.batch([
    ...tables.map((table) => db.prepare(`DROP TABLE IF EXISTS ${table}`)),
    ...schema.map((statement) => db.prepare(statement)),
  ])
}

export async function getSetting(db: D1Database, key: string): Promise<string | undefined> {
  const row = await db.prepare('SELECT value FROM settings WHERE key = ?').bind(key).first<{ value: string }>()
  return row?.value
}

export async function setSetting(db: D1Database, key: string, value: string): Promise<void> {
  await db
    .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .bind(key, value)
    .run()
}

export const nowIso = () => new Date().toISOString()
