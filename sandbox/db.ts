// The sandbox's storage: one D1 (SQLite) database. Each upstream part owns its tables;
// `resetDatabase` drops and recreates them all, then the seed fills them.

export interface SandboxEnv {
  readonly DB: D1Database
  /** The portal's origin, for links in the emails the sandbox "sends". */
  readonly SITE_URL: string
  /** The resort's time zone: the wellness site's local times. */
  readonly SITE_TIME_ZONE?: string
}

import { dynamicsSchema } from './dynamics/store.ts'
import { mindbodySchema } from './mindbody/store.ts'

const schema = [
  ...dynamicsSchema,
  ...mindbodySchema,
  `CREATE TABLE auth_users (id TEXT PRIMARY KEY, email TEXT UNIQUE COLLATE NOCASE, phone TEXT NOT NULL DEFAULT '',
    password_hash TEXT, email_confirmed_at TEXT, last_sign_in_at TEXT, user_metadata TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE auth_sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, method TEXT NOT NULL, created_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE auth_refresh_tokens (token TEXT PRIMARY KEY, session_id TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE auth_one_time_tokens (token_hash TEXT PRIMARY KEY, token TEXT NOT NULL, user_id TEXT NOT NULL, type TEXT NOT NULL,
    redirect_to TEXT, code_challenge TEXT, code_challenge_method TEXT, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE auth_flow_states (auth_code TEXT PRIMARY KEY, user_id TEXT NOT NULL, code_challenge TEXT NOT NULL,
    code_challenge_method TEXT NOT NULL, method TEXT NOT NULL, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE signing_keys (kid TEXT PRIMARY KEY, private_jwk TEXT NOT NULL, public_jwk TEXT NOT NULL)`,
  `CREATE TABLE profiles (id TEXT PRIMARY KEY, first_name TEXT, last_name TEXT, msd_contact_id TEXT, mindbody_client_id TEXT)`,
  `CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL COLLATE NOCASE, subject TEXT NOT NULL,
    text TEXT NOT NULL, html TEXT NOT NULL, links TEXT NOT NULL, type TEXT NOT NULL, sent_at TEXT NOT NULL)`,
  `CREATE TABLE faults (id INTEGER PRIMARY KEY AUTOINCREMENT, method TEXT, path TEXT NOT NULL, status INTEGER, body TEXT,
    headers TEXT, delay_ms INTEGER, malformed INTEGER NOT NULL DEFAULT 0, times INTEGER, retry_after INTEGER)`,
  `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
]

const tableName = (statement: string) => /CREATE TABLE (\w+)/.exec(statement)![1]!

/** Drops and recreates every table (faults and settings included). */
export async function resetDatabase(db: D1Database): Promise<void> {
  await db.batch([
    ...schema.map((statement) => db.prepare(`DROP TABLE IF EXISTS ${tableName(statement)}`)),
    ...schema.map((statement) => db.prepare(statement)),
  ])
}

export async function getSetting(db: D1Database, key: string): Promise<string | undefined> {
  const row = await db.prepare('SELECT value FROM settings WHERE key = ?').bind(key).first<{ value: string }>()
  return row?.value
}

export async function setSetting(db: D1Database, key: string, value: string): Promise<void> {
  await db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').bind(key, value).run()
}

export const nowIso = () => new Date().toISOString()
