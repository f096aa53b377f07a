// PostgREST writes: insert (and upsert), update and delete, as postgrest-js sends them, with
// `Prefer: return=representation` answered with the rows. Only the service role may write (the
// real project grants users no writes on these tables); Postgres's constraint errors come back
// with their codes (23505 duplicate → 409, 23502 not null, 23514 check → 400).
import { apiKeyRefusal } from './api-key.ts'
import { parseRestQuery, type RestQuery } from './rest-query.ts'
import {
  negotiate,
  notAcceptable,
  requester,
  restError,
  rowsResponse,
  schemaRefusal,
  tableOf,
  type RestContext,
} from './rest-common.ts'
import type { ExposedTable } from './rest-tables.ts'

type Row = Record<string, unknown>
const quote = (column: string) => `"${column}"`

/** Postgres's error for a constraint SQLite refused, worded as PostgREST passes it on. */
function constraintError(name: string, table: ExposedTable, error: unknown): Response | undefined {
  const text = String((error as Error)?.message ?? error)
  const unique = /UNIQUE constraint failed: ([\w.,\s]+?)(?::|$)/.exec(text)
  if (unique) {
    const columns = unique[1]!.split(',').map((c) => c.trim().replace(/^\w+\./, ''))
    const index = table.unique.find((u) => u.columns.join() === columns.join())
    return restError({
      status: 409,
      code: '23505',
      details: `Key (${columns.join(', ')}) already exists.`,
      message: `duplicate key value violates unique constraint "${index?.name ?? `${name}_key`}"`,
    })
  }
  const notNull = /NOT NULL constraint failed: \w+\.(\w+)/.exec(text)
  if (notNull)
    return restError({
      status: 400,
      code: '23502',
      message: `null value in column "${notNull[1]}" of relation "${name}" violates not-null constraint`,
    })
  if (/CHECK constraint failed/.test(text))
    return restError({
      status: 400,
      code: '23514',
      message: `new row for relation "${name}" violates check constraint`,
    })
  return undefined
}

/** The JSON body's rows, each with only known columns, or PostgREST's 400. */
function bodyRows(name: string, table: ExposedTable, body: unknown, allowed: string[] | undefined): Row[] | Response {
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row)))
    return restError({ status: 400, code: 'PGRST102', message: 'All object keys must match' })
  for (const row of rows as Row[])
    for (const key of Object.keys(row))
      if (!table.columns.includes(key) || (allowed && !allowed.includes(key)))
        return restError({
          status: 400,
          code: 'PGRST204',
          message: `Could not find the '${key}' column of '${name}' in the schema cache`,
        })
  return rows as Row[]
}

function insertStatements(c: RestContext, name: string, table: ExposedTable, rows: Row[], query: RestQuery) {
  const params = new URL(c.req.url).searchParams
  const resolution = /resolution=(merge|ignore)-duplicates/.exec(c.req.header('prefer') ?? '')?.[1]
  const target = params.get('on_conflict') ?? table.primaryKey
  return rows.map((given) => {
    const row: Row = { ...given }
    for (const [column, make] of Object.entries(table.defaults)) if (row[column] === undefined) row[column] = make()
    const columns = Object.keys(row)
    const updates = columns.filter((column) => column !== target).map((col) => `${quote(col)} = excluded.${quote(col)}`)
    const onConflict = !resolution
      ? ''
      : resolution === 'ignore' || !updates.length
        ? ` ON CONFLICT(${quote(target)}) DO NOTHING`
        : ` ON CONFLICT(${quote(target)}) DO UPDATE SET ${updates.join(', ')}`
    const sql = `INSERT INTO "${name}" (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})${onConflict} RETURNING ${query.columns}`
    return c.env.DB.prepare(sql).bind(...columns.map((column) => row[column] ?? null))
  })
}

export async function write(c: RestContext): Promise<Response> {
  const refusal = apiKeyRefusal(c)
  if (refusal) return refusal
  const name = c.req.param('table')!
  const table = tableOf(name)
  if (table instanceof Response) return table
  const wrongSchema = schemaRefusal(c)
  if (wrongSchema) return wrongSchema
  const who = await requester(c)
  if (who instanceof Response) return who
  if (who.role !== 'service_role') {
    console.warn(`sandbox: PostgREST write refused: ${c.req.method} ${c.req.path}`)
    return restError({
      status: who.role === 'anon' ? 401 : 403,
      code: '42501',
      message: `permission denied for table ${name}`,
    })
  }
  if (c.req.method === 'PUT')
    return restError({ status: 405, code: 'PGRST105', message: 'The sandbox does not take PUT; use POST or PATCH' })
  const representation = /return=representation/.test(c.req.header('prefer') ?? '')
  const wanted = negotiate(c.req.header('accept') ?? '')
  if (!wanted) return notAcceptable(c.req.header('accept'))
  const params = new URL(c.req.url).searchParams
  const query = parseRestQuery(name, table.columns, params)
  if ('status' in query) return restError(query)
  const where = query.where.length ? ` WHERE ${query.where.join(' AND ')}` : ''
  let statements: D1PreparedStatement[]
  if (c.req.method === 'DELETE') {
    statements = [c.env.DB.prepare(`DELETE FROM "${name}"${where} RETURNING ${query.columns}`).bind(...query.values)]
  } else {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return restError({ status: 400, code: 'PGRST102', message: 'Empty or invalid json' })
    }
    // postgrest-js sends an array's columns quoted (`columns="id","email"`), as PostgREST accepts them.
    const columns = params
      .get('columns')
      ?.split(',')
      .map((column) => column.trim().replace(/^"(.*)"$/, '$1'))
    const rows = bodyRows(name, table, body, columns)
    if (rows instanceof Response) return rows
    if (c.req.method === 'POST') statements = insertStatements(c, name, table, rows, query)
    else {
      const changes = Object.entries(rows[0] ?? {})
      if (!changes.length) return restError({ status: 400, code: 'PGRST102', message: 'Empty or invalid json' })
      const set = changes.map(([column]) => `${quote(column)} = ?`).join(', ')
      statements = [
        c.env.DB.prepare(`UPDATE "${name}" SET ${set}${where} RETURNING ${query.columns}`).bind(
          ...changes.map(([, value]) => value ?? null),
          ...query.values,
        ),
      ]
    }
  }
  let results: D1Result<Row>[]
  try {
    // One batch is one transaction: a refused row leaves nothing written.
    results = await c.env.DB.batch<Row>(statements)
  } catch (error) {
    const known = constraintError(name, table, error)
    if (known) return known
    throw error
  }
  const status = c.req.method === 'POST' ? 201 : 200
  if (!representation) return new Response(null, { status: c.req.method === 'POST' ? 201 : 204 })
  return rowsResponse(
    results.flatMap((result) => result.results),
    wanted,
    status,
    { 'content-range': '*/*' },
  )
}
