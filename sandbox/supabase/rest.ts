// PostgREST at /rest/v1: reads with row-level security (a user reads only their own rows), the
// service role's writes and the one function the portal calls, with PostgREST's content
// negotiation, headers and error bodies (UPSTREAMS.md). Writes and RPC have their own files.
import { Hono } from 'hono'
import { apiKeyRefusal } from './api-key.ts'
import { parseRestQuery } from './rest-query.ts'
import {
  negotiate,
  notAcceptable,
  requester,
  restError,
  rowsResponse,
  schemaRefusal,
  tableOf,
  visibleRows,
  type RestContext,
  type RestEnv,
} from './rest-common.ts'
import { write } from './rest-write.ts'
import { rpc } from './rest-rpc.ts'

async function read(c: RestContext) {
  const refusal = apiKeyRefusal(c)
  if (refusal) return refusal
  const name = c.req.param('table')!
  const table = tableOf(name)
  if (table instanceof Response) return table
  const wrongSchema = schemaRefusal(c)
  if (wrongSchema) return wrongSchema
  const wanted = negotiate(c.req.header('accept') ?? '')
  if (!wanted) return notAcceptable(c.req.header('accept'))
  const who = await requester(c)
  if (who instanceof Response) return who
  if (who.role === 'anon' && !table.anonSelects)
    return restError({ status: 401, code: '42501', message: `permission denied for table ${name}` })
  const query = parseRestQuery(name, table.columns, new URL(c.req.url).searchParams)
  if ('status' in query) return restError(query)
  const security = visibleRows(table, who)
  const where = [...query.where, ...security.where]
  const values = [...query.values, ...security.values]
  const condition = where.length ? ` WHERE ${where.join(' AND ')}` : ''
  const sql = `SELECT ${query.columns} FROM "${name}"${condition}${query.orderBy} LIMIT ? OFFSET ?`
  const found = await c.env.DB.prepare(sql)
    .bind(...values, query.limit, query.offset)
    .all<Record<string, unknown>>()
  const rows = found.results
  // Content-Range as PostgREST sends it: the range served, and the total only when counted.
  const counted = /count=(exact|planned|estimated)/.test(c.req.header('prefer') ?? '')
  const count = counted
    ? await c.env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"${condition}`)
        .bind(...values)
        .first<number>('n')
    : null
  const total = count === null ? '*' : String(count)
  const range = rows.length ? `${query.offset}-${query.offset + rows.length - 1}/${total}` : `*/${total}`
  return rowsResponse(rows, wanted, 200, { 'content-range': range }, c.req.method === 'HEAD')
}

export const rest = new Hono<RestEnv>()
  .on(['GET', 'HEAD'], '/:table', read)
  .on(['POST', 'PATCH', 'PUT', 'DELETE'], '/:table', write)
  // `/rpc/:fn` written as a second parameter: a fixed `rpc` beside `/:table` makes Hono fall back from its RegExpRouter
  // to its TrieRouter for the whole sandbox, whose search was the sandbox's largest cost after its reads.
  .post('/:table/:fn', (c, next) => (c.req.param('table') === 'rpc' ? rpc(c) : next()))
  .all('*', (c) => {
    console.warn(`sandbox: unhandled PostgREST path ${c.req.method} ${c.req.path}`)
    return restError({ status: 404, code: 'PGRST125', message: 'Invalid path specified in request URL' })
  })
