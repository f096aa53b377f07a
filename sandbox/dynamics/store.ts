// Dataverse records in D1: one row per record, its columns as JSON, a version for ETags, and
// a log of every write that tests and people can read (GET /__sandbox/dynamics/writes).

export type Row = Record<string, unknown>

export const dynamicsSchema = [
  `CREATE TABLE dyn_records (entity_set TEXT NOT NULL, id TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1, data TEXT NOT NULL, PRIMARY KEY (entity_set, id))`,
  `CREATE TABLE dyn_writes (seq INTEGER PRIMARY KEY AUTOINCREMENT, method TEXT NOT NULL, entity_set TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, at TEXT NOT NULL)`,
  `CREATE TABLE dyn_tokens (token TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)`,
  // Alternate keys' values, unique per set as Dataverse's key index holds them.
  `CREATE TABLE dyn_keys (entity_set TEXT NOT NULL, value TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (entity_set, value))`,
  // The records' version: any write to a record changes it in the write's own transaction (the triggers), so sets read
  // at one version can serve the next request (shape.ts). A reset starts a new generation, never an old number.
  `CREATE TABLE dyn_version (generation TEXT NOT NULL, n INTEGER NOT NULL)`,
  `INSERT INTO dyn_version (generation, n) VALUES (lower(hex(randomblob(8))), 0)`,
  ...['INSERT', 'UPDATE', 'DELETE'].map(
    (event) =>
      `CREATE TRIGGER dyn_records_${event.toLowerCase()} AFTER ${event} ON dyn_records BEGIN UPDATE dyn_version SET n = n + 1; END`,
  ),
]

/** The records' version now: equal versions, equal records. */
export async function recordsVersion(db: D1Database): Promise<string> {
  const row = await db.prepare("SELECT generation || ':' || n AS version FROM dyn_version").first<{ version: string }>()
  return row!.version
}

export interface StoredRow {
  readonly row: Row
  readonly version: number
}

export async function loadSet(db: D1Database, set: string): Promise<StoredRow[]> {
  const result = await db
    .prepare('SELECT data, version FROM dyn_records WHERE entity_set = ?')
    .bind(set)
    .all<{ data: string; version: number }>()
  return result.results.map((r) => ({ row: JSON.parse(r.data) as Row, version: r.version }))
}

export async function loadRecord(db: D1Database, set: string, id: string): Promise<StoredRow | undefined> {
  const r = await db
    .prepare('SELECT data, version FROM dyn_records WHERE entity_set = ? AND id = ?')
    .bind(set, id.toLowerCase())
    .first<{ data: string; version: number }>()
  return r ? { row: JSON.parse(r.data) as Row, version: r.version } : undefined
}

/** `keepExisting`: a record already there stays as it is (a contact on two bookings). */
export function insertStatement(
  db: D1Database,
  set: string,
  id: string,
  row: Row,
  keepExisting = false,
): D1PreparedStatement {
  return db
    .prepare(`INSERT ${keepExisting ? 'OR IGNORE ' : ''}INTO dyn_records (entity_set, id, data) VALUES (?, ?, ?)`)
    .bind(set, id.toLowerCase(), JSON.stringify(row))
}

/**
 * Writes `row` over the record if it is still at `version`, and logs `body`, in one transaction; answers
 * false (nothing written) when another write came first, as Dataverse's optimistic concurrency does.
 */
export async function updateRecord(
  db: D1Database,
  set: string,
  id: string,
  version: number,
  row: Row,
  body: Row,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare('UPDATE dyn_records SET data = ?, version = version + 1 WHERE entity_set = ? AND id = ? AND version = ?')
      .bind(JSON.stringify(row), set, id.toLowerCase(), version),
    db
      .prepare('INSERT INTO dyn_writes (method, entity_set, id, body, at) SELECT ?, ?, ?, ?, ? WHERE changes() > 0')
      .bind('PATCH', set, id.toLowerCase(), JSON.stringify(body), new Date().toISOString()),
  ])
  return (update?.meta.changes ?? 0) > 0
}

export function logWrite(db: D1Database, method: string, set: string, id: string, body: Row): D1PreparedStatement {
  return db
    .prepare('INSERT INTO dyn_writes (method, entity_set, id, body, at) VALUES (?, ?, ?, ?, ?)')
    .bind(method, set, id.toLowerCase(), JSON.stringify(body), new Date().toISOString())
}

/** The id of the record whose alternate key is `value`, if any. */
export async function findByKey(db: D1Database, set: string, value: string): Promise<string | undefined> {
  const row = await db
    .prepare('SELECT id FROM dyn_keys WHERE entity_set = ? AND value = ?')
    .bind(set, value)
    .first<{ id: string }>()
  return row?.id
}

/** Claims an alternate key's value for a record; fails (and with it its batch) when another record holds it. */
export function keyStatement(db: D1Database, set: string, value: string, id: string): D1PreparedStatement {
  return db.prepare('INSERT INTO dyn_keys (entity_set, value, id) VALUES (?, ?, ?)').bind(set, value, id.toLowerCase())
}

export const etagOf = (version: number) => `W/"${version}"`
