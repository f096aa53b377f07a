// Mindbody visits and staff tokens in D1, and a log of every cancellation (GET /__sandbox/mindbody/writes).

export const mindbodySchema = [
  `CREATE TABLE mb_visits (id INTEGER PRIMARY KEY, client_id TEXT NOT NULL, class_id INTEGER, appointment_id INTEGER, name TEXT,
    service_name TEXT, start TEXT NOT NULL, end TEXT NOT NULL, location_id INTEGER, staff_id INTEGER, status TEXT NOT NULL DEFAULT 'Booked',
    late_cancelled INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE mb_tokens (token TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)`,
  `CREATE TABLE mb_writes (seq INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT NOT NULL, visit_id INTEGER, body TEXT NOT NULL, at TEXT NOT NULL)`,
]

/** Logs a change to the visits: a cancellation's path and body, or the control API's `REBOOK`. */
export function logVisitWrite(
  db: D1Database,
  path: string,
  visitId: number | null,
  body: unknown,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO mb_writes (path, visit_id, body, at) VALUES (?, ?, ?, ?)')
    .bind(path, visitId, JSON.stringify(body), new Date().toISOString())
}

/**
 * Cancels a visit still booked and logs it, in one transaction; false when it was cancelled meanwhile (two
 * cancellations at once: one wins, as in Mindbody).
 */
export async function cancelVisit(
  db: D1Database,
  visitId: number,
  late: 0 | 1,
  path: string,
  body: unknown,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        "UPDATE mb_visits SET cancelled = 1, late_cancelled = ?, status = CASE WHEN appointment_id IS NULL THEN status ELSE 'Cancelled' END WHERE id = ? AND cancelled = 0",
      )
      .bind(late, visitId),
    db
      .prepare('INSERT INTO mb_writes (path, visit_id, body, at) SELECT ?, ?, ?, ? WHERE changes() > 0')
      .bind(path, visitId, JSON.stringify(body), new Date().toISOString()),
  ])
  return (update?.meta.changes ?? 0) > 0
}

/** Books every cancelled visit again (the soak's load keeps cancelling), as one logged write. */
export async function rebookVisits(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare("UPDATE mb_visits SET cancelled = 0, late_cancelled = 0, status = 'Booked' WHERE cancelled = 1"),
    logVisitWrite(db, 'REBOOK', null, {}),
  ])
}

export interface VisitRow {
  readonly id: number
  readonly client_id: string
  readonly class_id: number | null
  readonly appointment_id: number | null
  readonly name: string | null
  readonly service_name: string | null
  readonly start: string
  readonly end: string
  readonly location_id: number | null
  readonly staff_id: number | null
  readonly status: string
  readonly late_cancelled: number
  readonly cancelled: number
}

/** A visit as the Public API answers it (dates without an offset: the site's local time). */
export function visitJson(row: VisitRow) {
  return {
    Id: row.id,
    ClassId: row.class_id ?? 0,
    AppointmentId: row.appointment_id ?? 0,
    AppointmentStatus: row.appointment_id ? row.status : null,
    ClientId: row.client_id,
    Name: row.name,
    ServiceName: row.service_name,
    StartDateTime: row.start,
    EndDateTime: row.end,
    LocationId: row.location_id,
    StaffId: row.staff_id,
    LateCancelled: row.late_cancelled === 1,
    SignedIn: false,
    WebSignup: true,
    Action: 'None',
  }
}
