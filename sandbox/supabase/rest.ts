// PostgREST at /rest/v1: the `profiles` table with row-level security (a user reads only their
// own row), `select` and `eq.` filters, and PostgREST's error bodies (UPSTREAMS.md).
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SandboxEnv } from '../db.ts'
import { sandboxAnonKey } from './keys.ts'
import { verifyJwt } from './jwt.ts'

type Env = { Bindings: SandboxEnv }

const columns = ['id', 'first_name', 'last_name', 'msd_contact_id', 'mindbody_client_id'] as const

function restError(c: Context<Env>, status: ContentfulStatusCode, code: string, message: string, details: string | null = null, hint: string | null = null) {
  return c.json({ code, details, hint, message }, status)
}

export const rest = new Hono<Env>()

rest.get('/:table', async (c) => {
  if (c.req.header('apikey') !== sandboxAnonKey) return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
  const table = c.req.param('table')
  if (table !== 'profiles') {
    return restError(c, 404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
  }
  const bearer = c.req.header('authorization')?.replace(/^Bearer /i, '')
  let userId: string | undefined
  if (bearer && bearer !== sandboxAnonKey) {
    const claims = await verifyJwt(c.env.DB, bearer)
    if (!claims) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token", error_description="JWT expired or invalid"')
      return restError(c, 401, 'PGRST303', 'JWT expired')
    }
    userId = claims.sub
  }
  const select = c.req.query('select') ?? '*'
  const wanted = select === '*' ? [...columns] : select.split(',').map((s) => s.trim())
  const unknown = wanted.find((col) => !(columns as readonly string[]).includes(col))
  if (unknown) return restError(c, 400, '42703', `column profiles.${unknown} does not exist`)
  const filters: string[] = []
  const values: string[] = []
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key === 'select' || !(columns as readonly string[]).includes(key)) continue
    if (!value.startsWith('eq.')) return restError(c, 400, 'PGRST100', `"failed to parse filter (${value})" (line 1, column 1)`)
    filters.push(`${key} = ?`)
    values.push(value.slice(3))
  }
  // Row-level security: without a user nothing is visible.
  filters.push('id = ?')
  values.push(userId ?? '')
  const result = await c.env.DB.prepare(`SELECT ${wanted.join(', ')} FROM profiles WHERE ${filters.join(' AND ')}`).bind(...values).all()
  const rows = result.results
  if ((c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json')) {
    if (rows.length !== 1) {
      return c.json({ code: 'PGRST116', details: `The result contains ${rows.length} rows`, hint: null, message: 'JSON object requested, multiple (or no) rows returned' }, 406)
    }
    c.header('Content-Range', '0-0/*')
    return c.json(rows[0])
  }
  c.header('Content-Range', rows.length ? `0-${rows.length - 1}/*` : '*/*')
  return c.json(rows)
})

rest.all('*', (c) => {
  console.warn(`sandbox: unhandled rest path ${c.req.method} ${c.req.path}`)
  return restError(c, 404, 'PGRST125', `Invalid path specified in request URL`)
})
