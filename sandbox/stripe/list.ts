// Stripe's list endpoints: newest first, `limit` (1–100, default 10), cursors `starting_after` / `ending_before`
// (an object id), and `{object: 'list', data, has_more, url}`.
import { noSuch } from './errors.ts'
import type { CreatedRange } from './params.ts'

export interface Page {
  readonly limit: number
  readonly starting_after?: string
  readonly ending_before?: string
}

/** SQL conditions on `created` for `created[gte]=…` and its kin. */
export function createdWhere(range: CreatedRange): { sql: string[]; binds: number[] } {
  if (!range) return { sql: [], binds: [] }
  const ops = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const
  const sql: string[] = []
  const binds: number[] = []
  for (const [op, value] of Object.entries(range) as [keyof typeof ops, number | undefined][]) {
    if (value === undefined) continue
    sql.push(`created ${ops[op]} ?`)
    binds.push(value)
  }
  return { sql, binds }
}

/**
 * One page of a table's rows, newest first, under the given conditions.
 *
 * @example
 * const { rows, hasMore } = await pageOf<SessionRow>(db, 'stripe_sessions', 'checkout.session', ['status = ?'], ['open'], page)
 */
export async function pageOf<Row>(
  db: D1Database,
  table: string,
  kind: string,
  where: readonly string[],
  binds: readonly (string | number)[],
  page: Page,
): Promise<{ rows: Row[]; hasMore: boolean }> {
  const conditions = [...where]
  const values: (string | number)[] = [...binds]
  const cursor = page.starting_after ?? page.ending_before
  if (cursor) {
    const found = await db.prepare(`SELECT seq FROM ${table} WHERE id = ?`).bind(cursor).first<{ seq: number }>()
    if (!found) throw noSuch(kind, cursor, page.starting_after ? 'starting_after' : 'ending_before')
    conditions.push(page.starting_after ? 'seq < ?' : 'seq > ?')
    values.push(found.seq)
  }
  // Before a cursor the page is the one just newer than it: read upwards, then turn it round.
  const order = page.ending_before && !page.starting_after ? 'ASC' : 'DESC'
  const sql = `SELECT * FROM ${table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''} ORDER BY seq ${order} LIMIT ?`
  const rows = (
    await db
      .prepare(sql)
      .bind(...values, page.limit + 1)
      .all<Row>()
  ).results
  const hasMore = rows.length > page.limit
  const kept = rows.slice(0, page.limit)
  return { rows: order === 'ASC' ? kept.reverse() : kept, hasMore }
}
