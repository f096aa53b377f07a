// What every PostgREST request shares: its error bodies, the role behind the bearer token, the
// table asked for, the schema headers and content negotiation (UPSTREAMS.md "PostgREST").
import type { Context } from 'hono'
import type { SandboxEnv } from '../db.ts'
import { checkJwt } from './jwt.ts'
import { sandboxAnonKey, sandboxServiceRoleKey } from './keys.ts'
import type { RestError } from './rest-query.ts'
import { exposedTables, tableNames, type ExposedTable } from './rest-tables.ts'

export type RestEnv = { Bindings: SandboxEnv }
export type RestContext = Context<RestEnv>

export const jsonType = 'application/json; charset=utf-8'
export const objectType = 'application/vnd.pgrst.object+json'

/** Every PostgREST error is `{code, details, hint, message}`. */
export function restError(
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

/** The database role a request runs as: anon, a signed-in user, or the service role (which bypasses RLS). */
export type Requester =
  | { readonly role: 'anon'; readonly userId: null }
  | { readonly role: 'authenticated'; readonly userId: string }
  | { readonly role: 'service_role'; readonly userId: null }

/** The role behind the bearer (the API key itself, a user's JWT, or none), or PostgREST's 401. */
export async function requester(c: RestContext): Promise<Requester | Response> {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
  if (bearer === sandboxServiceRoleKey) return { role: 'service_role', userId: null }
  if (!bearer || bearer === sandboxAnonKey) return { role: 'anon', userId: null }
  const checked = await checkJwt(c.env.DB, bearer)
  if ('claims' in checked) return { role: 'authenticated', userId: checked.claims.sub }
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

/** The exposed table a path names, or PostgREST's 404. */
export function tableOf(name: string): ExposedTable | Response {
  return (
    exposedTables[name] ??
    restError({
      status: 404,
      code: 'PGRST205',
      message: `Could not find the table 'public.${name}' in the schema cache`,
      hint: `Perhaps you meant the table 'public.${tableNames[0]}'`,
    })
  )
}

/** Only the public schema is exposed: reads name it in Accept-Profile, writes in Content-Profile. */
export function schemaRefusal(c: RestContext): Response | undefined {
  const schema = c.req.header(c.req.method === 'GET' || c.req.method === 'HEAD' ? 'accept-profile' : 'content-profile')
  if (!schema || schema === 'public') return undefined
  return restError({
    status: 406,
    code: 'PGRST106',
    message: `Invalid schema: ${schema}`,
    hint: 'Only the following schemas are exposed: public, graphql_public',
  })
}

/** What the Accept header asks for: one object, an array, or something PostgREST cannot give. */
export function negotiate(accept: string): { single: boolean; stripNulls: boolean } | undefined {
  const [type = '', ...parameters] = accept.split(';').map((part) => part.trim())
  const stripNulls = parameters.includes('nulls=stripped')
  if (type === objectType) return { single: true, stripNulls }
  if (['', '*/*', 'application/json', 'application/*', 'application/vnd.pgrst.array+json'].includes(type))
    return { single: false, stripNulls }
  return undefined
}

export const notAcceptable = (accept: string | undefined) =>
  restError({ status: 406, code: 'PGRST107', message: `None of these media types are available: ${accept}` })

const withoutNulls = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null))

/**
 * Rows as PostgREST answers them: an array, or one bare object when one was asked for (406 PGRST116 unless exactly one
 * row), nulls stripped when asked.
 */
export function rowsResponse(
  rows: Record<string, unknown>[],
  wanted: { single: boolean; stripNulls: boolean },
  status: number,
  headers: Record<string, string> = {},
  head = false,
): Response {
  const shown = wanted.stripNulls ? rows.map(withoutNulls) : rows
  if (wanted.single && shown.length !== 1) {
    return restError({
      status: 406,
      code: 'PGRST116',
      details: `The result contains ${shown.length} rows`,
      message: 'JSON object requested, multiple (or no) rows returned',
    })
  }
  const type = wanted.single ? `${objectType}; charset=utf-8` : jsonType
  const body = head ? null : JSON.stringify(wanted.single ? shown[0] : shown)
  return new Response(body, { status, headers: { 'content-type': type, ...headers } })
}

/** Row-level security as SQL: the rows a requester may see (all for the service role, none for anon). */
export function visibleRows(table: ExposedTable, who: Requester): { where: string[]; values: string[] } {
  if (who.role === 'service_role') return { where: [], values: [] }
  const owners = table.owners.map((column) => `"${column}" = ?`).join(' OR ')
  return { where: [`(${owners})`], values: table.owners.map(() => who.userId ?? '') }
}
