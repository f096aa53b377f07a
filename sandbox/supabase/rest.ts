// PostgREST at /rest/v1: reads of the `profiles` table with row-level security (a user reads
// only their own row), PostgREST's content negotiation, headers and error bodies (UPSTREAMS.md).
import { Hono, type Context } from 'hono'
import type { SandboxEnv } from '../db.ts'
import { apiKeyRefusal } from './api-key.ts'
import { checkJwt } from './jwt.ts'
import { sandboxAnonKey } from './keys.ts'
import { parseRestQuery, type RestError } from './rest-query.ts'

type Env = { Bindings: SandboxEnv }
type C = Context<Env>

/** The exposed tables: their columns and the column row-level security compares with the JWT's `sub`. */
const tables: Record<string, { readonly columns: readonly string[]; readonly owner: string }> = {
  profiles: { columns: ['id', 'first_name', 'last_name', 'msd_contact_id', 'mindbody_client_id'], owner: 'id' },
}

const jsonType = 'application/json; charset=utf-8'
const objectType = 'application/vnd.pgrst.object+json'

/** Every PostgREST error is `{code, details, hint, message}`. */
function restError(
  error: Omit<RestError, 'status'> & { status: number },
  headers: Record<string, string> = {},
): Response {
  const body = JSON.stringify({
    code: error.code,
    details: error.details ?? null,
    hint: error.hint ?? null,
    message: error.message,
  })
  return new Response(body, { status: error.status, headers: { 'content-type': jsonType, ...headers } })
}

/** The role behind the bearer: anon (the API key itself, or none), a user id, or PostgREST's 401. */
async function requester(c: C): Promise<{ userId: string | null } | Response> {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
  if (!bearer || bearer === sandboxAnonKey) return { userId: null }
  const checked = await checkJwt(c.env.DB, bearer)
  if ('claims' in checked) return { userId: checked.claims.sub }
  const parts = bearer.split('.').length
  const [code, message] =
    checked.error === 'expired'
      ? ['PGRST303', 'JWT expired']
      : parts !== 3
        ? ['PGRST301', `Expected 3 parts in JWT; got ${parts}`]
        : ['PGRST301', 'No suitable key or wrong key type']
  return restError(
    { status: 401, code, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  )
}

/** What the Accept header asks for: one object, an array, or something PostgREST cannot give. */
function negotiate(accept: string): { single: boolean; stripNulls: boolean } | undefined {
  const [type = '', ...parameters] = accept.split(';').map((part) => part.trim())
  const stripNulls = parameters.includes('nulls=stripped')
  if (type === objectType) return { single: true, stripNulls }
  if (['', '*/*', 'application/json', 'application/*', 'application/vnd.pgrst.array+json'].includes(type))
    return { single: false, stripNulls }
  return undefined
}

const withoutNulls = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null))

async function read(c: C) {
  const refusal = apiKeyRefusal(c)
  if (refusal) return refusal
  const name = c.req.param('table')!
  const table = tables[name]
  if (!table) {
    return restError({
      status: 404,
      code: 'PGRST205',
      message: `Could not find the table 'public.${name}' in the schema cache`,
      hint: "Perhaps you meant the table 'public.profiles'",
    })
  }
  const schema = c.req.header('accept-profile')
  if (schema && schema !== 'public') {
    return restError({
      status: 406,
      code: 'PGRST106',
      message: `Invalid schema: ${schema}`,
      hint: 'Only the following schemas are exposed: public, graphql_public',
    })
  }
  const wanted = negotiate(c.req.header('accept') ?? '')
  if (!wanted)
    return restError({
      status: 406,
      code: 'PGRST107',
      message: `None of these media types are available: ${c.req.header('accept')}`,
    })
  const who = await requester(c)
  if (who instanceof Response) return who
  const query = parseRestQuery(name, table.columns, new URL(c.req.url).searchParams)
  if ('status' in query) return restError(query)
  // Row-level security: a user sees the rows they own; anon sees none.
  const where = [...query.where, `"${table.owner}" = ?`]
  const values = [...query.values, who.userId ?? '']
  const sql = `SELECT ${query.columns} FROM "${name}" WHERE ${where.join(' AND ')}${query.orderBy} LIMIT ? OFFSET ?`
  const found = await c.env.DB.prepare(sql)
    .bind(...values, query.limit, query.offset)
    .all<Record<string, unknown>>()
  const rows = wanted.stripNulls ? found.results.map(withoutNulls) : found.results
  if (wanted.single && rows.length !== 1) {
    return restError({
      status: 406,
      code: 'PGRST116',
      details: `The result contains ${rows.length} rows`,
      message: 'JSON object requested, multiple (or no) rows returned',
    })
  }
  // Content-Range as PostgREST sends it: the range served, and the total only when counted.
  const counted = /count=(exact|planned|estimated)/.test(c.req.header('prefer') ?? '')
  const count = counted
    ? await c.env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}" WHERE ${where.join(' AND ')}`)
        .bind(...values)
        .first<number>('n')
    : null
  const total = count === null ? '*' : String(count)
  const range = rows.length ? `${query.offset}-${query.offset + rows.length - 1}/${total}` : `*/${total}`
  const headers = { 'content-type': wanted.single ? `${objectType}; charset=utf-8` : jsonType, 'content-range': range }
  const body = c.req.method === 'HEAD' ? null : JSON.stringify(wanted.single ? rows[0] : rows)
  return new Response(body, { status: 200, headers })
}

export const rest = new Hono<Env>()
  .on(['GET', 'HEAD'], '/:table', read)
  .on(['POST', 'PATCH', 'PUT', 'DELETE'], '/:table', (c) => {
    // The portal only reads; a write would be refused by the table's grants in the real project.
    console.warn(`sandbox: PostgREST write refused: ${c.req.method} ${c.req.path}`)
    return restError({ status: 403, code: '42501', message: `permission denied for table ${c.req.param('table')}` })
  })
  .all('*', (c) => {
    console.warn(`sandbox: unhandled PostgREST path ${c.req.method} ${c.req.path}`)
    return restError({ status: 404, code: 'PGRST125', message: 'Invalid path specified in request URL' })
  })
