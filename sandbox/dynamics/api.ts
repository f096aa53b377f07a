// The Dataverse Web API subset at {base}/api/data/v9.2 and the identity platform's token
// endpoint, answering with the real services' shapes and error bodies (UPSTREAMS.md).
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SandboxEnv } from '../db.ts'
import { alternateKeys, bindings, complete, entityColumns, entityKeys, navigations } from './model.ts'
import { ODataSyntaxError, parseQuery } from './odata.ts'
import { SetCache, UnknownPropertyError, answer, related } from './shape.ts'
import { sandboxDynamicsClient } from './credentials.ts'
import {
  etagOf,
  findByKey,
  insertStatement,
  keyStatement,
  loadRecord,
  logWrite,
  updateRecord,
  type Row,
} from './store.ts'
import { portalApplicationUser } from './users.ts'
import { messageCreated } from './webhook.ts'

type Env = { Bindings: SandboxEnv }
type C = Context<Env>

const tokenLifetimeSeconds = 3599

const webApiError = (c: C, status: ContentfulStatusCode, code: string, message: string) =>
  c.json({ error: { code, message } }, status)
const preconditionFailed = (c: C) =>
  webApiError(
    c,
    412,
    '0x80060882',
    "The version of the existing record doesn't match the RowVersion property provided.",
  )
const notFound = (c: C, set: string, id: string) =>
  webApiError(c, 404, '0x80040217', `${set.replace(/s$/, '')} With Id = ${id} Does Not Exist`)

/** POST /identity/{tenant}/oauth2/v2.0/token: client credentials. */
export const identity = new Hono<Env>().post('/:tenant/oauth2/v2.0/token', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const fail = (status: 400 | 401, error: string, description: string) =>
    c.json(
      {
        error,
        error_description: description,
        error_codes: [status === 401 ? 7000215 : 900144],
        trace_id: crypto.randomUUID(),
        correlation_id: crypto.randomUUID(),
      },
      status,
    )
  if (form.grant_type !== 'client_credentials')
    return fail(400, 'unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.')
  if (form.client_id !== sandboxDynamicsClient.id || form.client_secret !== sandboxDynamicsClient.secret) {
    return fail(401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.')
  }
  const token = crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '')
  await c.env.DB.prepare('INSERT INTO dyn_tokens (token, expires_at) VALUES (?, ?)')
    .bind(token, Date.now() + tokenLifetimeSeconds * 1000)
    .run()
  return c.json({
    token_type: 'Bearer',
    expires_in: tokenLifetimeSeconds,
    ext_expires_in: tokenLifetimeSeconds,
    access_token: token,
  })
})

/**
 * What Dataverse stamps on every new record, for the sets that have these columns: when, by whom (the caller: here
 * always the portal's application user), and an activity's open state.
 */
const createdNow = () => ({
  createdon: new Date().toISOString(),
  _createdby_value: portalApplicationUser,
  statecode: 0,
})

/** After a create: a new portal message fires the webhook step registered on its Create (sandbox/dynamics/webhook.ts). */
async function afterCreate(c: C, set: string, row: Row): Promise<void> {
  if (set === 'adr_portalmessages')
    await messageCreated({ env: c.env, waitUntil: (promise) => c.executionCtx.waitUntil(promise) }, row)
}

/** `set`, `set(id)` or `set(id)/navigation`. */
interface ApiPath {
  readonly set: string
  readonly id?: string
  /** Addressed by an alternate key: `set(column='value')`. */
  readonly key?: { readonly column: string; readonly value: string }
  readonly nav?: string
}

function parsePath(rest: string): ApiPath | undefined {
  const byId = /^([A-Za-z_]+)(?:\(([0-9a-fA-F-]{36})\))?(?:\/([A-Za-z_]+))?$/.exec(rest)
  if (byId) return { set: byId[1]!, id: byId[2]?.toLowerCase(), nav: byId[3] }
  const byKey = /^([A-Za-z_]+)\(([A-Za-z_]+)='((?:[^']|'')*)'\)$/.exec(decodeURIComponent(rest))
  if (!byKey) return undefined
  return { set: byKey[1]!, key: { column: byKey[2]!, value: byKey[3]!.replaceAll("''", "'") } }
}

/** The record's id: the path's own, or the one its alternate key finds (undefined when none has it). */
async function idOf(c: C, path: ApiPath): Promise<string | undefined> {
  if (!path.key) return path.id
  return findByKey(c.env.DB, path.set, path.key.value)
}

/** An alternate key the set does not have is a bad request, as in Dataverse. */
const badKey = (c: C, path: ApiPath) =>
  path.key && alternateKeys[path.set] !== path.key.column
    ? webApiError(c, 400, '0x80060888', `The key '${path.key.column}' is not an alternate key of '${path.set}'.`)
    : undefined

const keyNotFound = (c: C, set: string) =>
  webApiError(
    c,
    404,
    '0x80040217',
    `A record with the specified key values does not exist in ${set.replace(/s$/, '')} entity`,
  )

const keyTaken = (c: C) => webApiError(c, 412, '0x80040237', 'A record with matching key values already exists.')

/** Applies `Nav@odata.bind: "/set(id)"` values as lookups. */
function applyBinds(set: string, body: Row): Row {
  const out: Row = {}
  for (const [key, value] of Object.entries(body)) {
    const bind = /^(.+)@odata\.bind$/.exec(key)
    if (bind) {
      const target = bindings[set]?.[bind[1]!]
      const id = /\(([0-9a-fA-F-]{36})\)$/.exec(String(value))?.[1]
      if (!target || !id)
        throw new UnknownPropertyError(
          `An undeclared property '${bind[1]}' which only has property annotations in the payload but no property value was found in the payload.`,
        )
      out[target.lookup] = id.toLowerCase()
    } else if (!(entityColumns[set] ?? []).includes(key)) {
      throw new UnknownPropertyError(`The property '${key}' does not exist on type 'Microsoft.Dynamics.CRM.${set}'.`)
    } else out[key] = value
  }
  return out
}

export const webApi = new Hono<Env>()

webApi.use(async (c, next) => {
  const token = c.req.header('authorization')?.replace(/^Bearer /i, '')
  const row = token
    ? await c.env.DB.prepare('SELECT expires_at FROM dyn_tokens WHERE token = ?')
        .bind(token)
        .first<{ expires_at: number }>()
    : null
  if (!row || row.expires_at < Date.now()) {
    c.header(
      'WWW-Authenticate',
      'Bearer error="invalid_token", error_description="The access token is missing, invalid or has expired"',
    )
    return c.body(null, 401)
  }
  await next()
})

webApi.onError((error, c) => {
  if (error instanceof ODataSyntaxError) return webApiError(c, 400, '0x80060888', error.message)
  if (error instanceof UnknownPropertyError) return webApiError(c, 400, '0x80060888', error.message)
  console.warn(`sandbox dynamics: ${error}`)
  return webApiError(c, 500, '0x80040216', 'An unexpected error occurred.')
})

webApi.get('/*', async (c) => {
  const path = parsePath(c.req.path.replace(/^.*\/api\/data\/v9\.2\//, ''))
  if (!path || !entityKeys[path.set])
    return webApiError(c, 404, '0x8006088a', `Resource not found for the segment '${path?.set ?? c.req.path}'.`)
  const query = parseQuery(c.req.query())
  const cache = new SetCache(c.env.DB)
  const context = `${new URL(c.req.url).origin}${c.req.path.replace(/\/api\/data\/v9\.2\/.*$/, '')}/api/data/v9.2/$metadata#${path.set}`
  const wrongKey = badKey(c, path)
  if (wrongKey) return wrongKey
  if (!path.id && !path.key)
    return c.json({
      '@odata.context': context,
      value: await answer(cache, path.set, await cache.rows(path.set), query),
    })
  const id = await idOf(c, path)
  const record = id ? await loadRecord(c.env.DB, path.set, id) : undefined
  if (!record) return path.key ? keyNotFound(c, path.set) : notFound(c, path.set, path.id!)
  if (path.nav) {
    const rows = await related(cache, path.set, record.row, path.nav)
    if (!rows)
      return webApiError(
        c,
        400,
        '0x80060888',
        `Could not find a property named '${path.nav}' on type 'Microsoft.Dynamics.CRM.${path.set}'.`,
      )
    const target = navigations[path.set]![path.nav]!.set
    return c.json({ '@odata.context': context, value: await answer(cache, target, rows, query) })
  }
  const [one] = await answer(cache, path.set, [record], { ...query, filter: undefined })
  return c.json({ '@odata.context': `${context}/$entity`, ...one })
})

webApi.delete('/*', async (c) => {
  const path = parsePath(c.req.path.replace(/^.*\/api\/data\/v9\.2\//, ''))
  if (!path?.id || path.nav || !entityKeys[path.set])
    return webApiError(c, 405, '0x80060888', 'DELETE needs an entity set and a key.')
  if (!(await loadRecord(c.env.DB, path.set, path.id))) return notFound(c, path.set, path.id)
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM dyn_records WHERE entity_set = ? AND id = ?').bind(path.set, path.id.toLowerCase()),
    logWrite(c.env.DB, 'DELETE', path.set, path.id, {}),
  ])
  return c.body(null, 204)
})

webApi.patch('/*', async (c) => {
  const path = parsePath(c.req.path.replace(/^.*\/api\/data\/v9\.2\//, ''))
  if (!(path?.id || path?.key) || path.nav || !entityKeys[path.set])
    return webApiError(c, 405, '0x80060888', 'PATCH needs an entity set and a key.')
  const wrongKey = badKey(c, path)
  if (wrongKey) return wrongKey
  const body = applyBinds(path.set, await c.req.json<Row>())
  const ifMatch = c.req.header('if-match')
  // If-None-Match: * makes the upsert a create only: a record already there is left as it is (412).
  const createOnly = c.req.header('if-none-match') === '*'
  const found = await idOf(c, path)
  let record = found ? await loadRecord(c.env.DB, path.set, found) : undefined
  if (!record && ifMatch) return path.key ? keyNotFound(c, path.set) : notFound(c, path.set, path.id!)
  const keyColumn = alternateKeys[path.set]
  const id = found ?? path.id ?? crypto.randomUUID()
  if (!record) {
    // Without If-Match a PATCH is an upsert, as in Dataverse; the portal relies on it only with `If-None-Match: *`
    // (a create with an id or key of its choosing). Inserted only when still absent, so of two at once one creates.
    const row = complete(path.set, {
      ...createdNow(),
      ...body,
      ...(path.key ? { [path.key.column]: path.key.value } : {}),
      [entityKeys[path.set]!]: id,
    })
    const keyValue = keyColumn ? row[keyColumn] : undefined
    let inserted = false
    try {
      const [insert] = await c.env.DB.batch([
        insertStatement(c.env.DB, path.set, id, row, true),
        ...(typeof keyValue === 'string' ? [keyStatement(c.env.DB, path.set, keyValue, id)] : []),
        c.env.DB.prepare(
          'INSERT INTO dyn_writes (method, entity_set, id, body, at) SELECT ?, ?, ?, ?, ? WHERE changes() > 0',
        ).bind('UPSERT', path.set, id.toLowerCase(), JSON.stringify(body), new Date().toISOString()),
      ])
      inserted = Boolean(insert?.meta.changes)
    } catch {
      return keyTaken(c) // a create with the same key won the race
    }
    if (inserted) {
      await afterCreate(c, path.set, row)
      c.header('OData-EntityId', `${new URL(c.req.url).origin}${c.req.path.replace(/\([^)]*\)$/, `(${id})`)}`)
      return c.body(null, 204)
    }
    record = await loadRecord(c.env.DB, path.set, id) // created meanwhile: an upsert updates it
    if (!record) return notFound(c, path.set, id)
  }
  if (createOnly) return keyTaken(c)
  if (ifMatch && ifMatch !== '*' && ifMatch !== etagOf(record.version)) return preconditionFailed(c)
  // A new value for the alternate key is claimed first: taken by another record, nothing is written.
  const newKey = keyColumn ? body[keyColumn] : undefined
  if (typeof newKey === 'string' && newKey !== record.row[keyColumn!]) {
    try {
      await keyStatement(c.env.DB, path.set, newKey, id).run()
    } catch {
      return keyTaken(c)
    }
  }
  // Written only over the version read, so two PATCHes at once cannot both pass an If-Match; with
  // `If-Match: *` a change that came between is read again and merged (the soak sends such pairs).
  let current = record
  while (!(await updateRecord(c.env.DB, path.set, id, current.version, { ...current.row, ...body }, body))) {
    if (ifMatch && ifMatch !== '*') return preconditionFailed(c)
    const again = await loadRecord(c.env.DB, path.set, id)
    if (!again) return notFound(c, path.set, id)
    current = again
  }
  c.header('OData-EntityId', `${new URL(c.req.url).origin}${c.req.path.replace(/\([^)]*\)$/, `(${id})`)}`)
  return c.body(null, 204)
})

webApi.post('/*', async (c) => {
  const path = parsePath(c.req.path.replace(/^.*\/api\/data\/v9\.2\//, ''))
  if (!path || path.id || !entityKeys[path.set]) return webApiError(c, 405, '0x80060888', 'POST needs an entity set.')
  const body = applyBinds(path.set, await c.req.json<Row>())
  const id = crypto.randomUUID()
  const row = complete(path.set, { ...createdNow(), ...body, [entityKeys[path.set]!]: id })
  const keyColumn = alternateKeys[path.set]
  const keyValue = keyColumn ? row[keyColumn] : undefined
  try {
    await c.env.DB.batch([
      insertStatement(c.env.DB, path.set, id, row),
      ...(typeof keyValue === 'string' ? [keyStatement(c.env.DB, path.set, keyValue, id)] : []),
      logWrite(c.env.DB, 'POST', path.set, id, body),
    ])
  } catch {
    return keyTaken(c)
  }
  await afterCreate(c, path.set, row)
  c.header('OData-EntityId', `${new URL(c.req.url).origin}${c.req.path}(${id})`)
  if ((c.req.header('prefer') ?? '').includes('return=representation'))
    return c.json({ '@odata.etag': etagOf(1), ...row }, 201)
  return c.body(null, 204)
})
