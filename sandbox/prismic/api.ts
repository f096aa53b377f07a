// The Prismic Content API (REST v2) at /prismic/api/v2: repository metadata with refs and forms,
// and documents/search with q predicates, ref, lang, orderings, pageSize, page and routes;
// errors with the statuses and bodies @prismicio/client sorts (UPSTREAMS.md). `lang` picks a
// locale's documents (missing: the master locale, en-gb; `*`: every locale's).
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SandboxEnv } from '../db.ts'
import { PredicateSyntaxError, matchesAll, parsePredicates, type Predicate } from './predicates.ts'
import { checkRef, documentsAt, masterRef, type DocumentRow } from './store.ts'

type Env = { Bindings: SandboxEnv }
type C = Context<Env>

const error = (c: C, status: ContentfulStatusCode, body: Record<string, unknown>) => c.json(body, status)
const apiBase = (c: C) => `${new URL(c.req.url).origin}/prismic/api/v2`

export const prismic = new Hono<Env>()

prismic.get('/', async (c) => {
  const master = await masterRef(c.env.DB)
  const types = (await c.env.DB.prepare('SELECT DISTINCT type FROM prismic_documents').all<{ type: string }>()).results
  const tags = (await c.env.DB.prepare('SELECT tags FROM prismic_documents').all<{ tags: string }>()).results.flatMap(
    (r) => JSON.parse(r.tags) as string[],
  )
  return c.json({
    refs: [{ id: 'master', ref: master.ref, label: 'Master', isMasterRef: true }],
    bookmarks: {},
    types: Object.fromEntries(types.map((t) => [t.type, t.type.replaceAll('_', ' ')])),
    // The master locale first, as the repository's settings list them.
    languages: [
      { id: 'en-gb', name: 'English - Great Britain' },
      { id: 'de-de', name: 'German - Germany' },
      { id: 'fr-fr', name: 'French - France' },
      { id: 'es-es', name: 'Spanish - Spain' },
      { id: 'ar-ae', name: 'Arabic - United Arab Emirates' },
    ],
    tags: [...new Set(tags)],
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${apiBase(c)}/documents/search`,
        fields: Object.fromEntries(
          [
            'ref',
            'q',
            'lang',
            'page',
            'pageSize',
            'after',
            'fetch',
            'fetchLinks',
            'graphQuery',
            'orderings',
            'routes',
            'brokenRoute',
            'access_token',
          ].map((name) => [
            name,
            {
              type: name === 'page' || name === 'pageSize' ? 'Integer' : 'String',
              multiple: name === 'q',
              ...(name === 'ref' ? { default: master.ref } : {}),
            },
          ]),
        ),
      },
    },
    oauth_initiate: 'https://sandbox.prismic.io/auth',
    oauth_token: 'https://sandbox.prismic.io/auth/token',
    version: 'sandbox',
    license: 'All Rights Reserved',
    integrationFieldsRef: null,
  })
})

interface RouteSpec {
  readonly type: string
  readonly path: string
}

function urlFor(doc: DocumentRow, routes: readonly RouteSpec[]): string | null {
  const route = routes.find((r) => r.type === doc.type)
  if (!route) return null
  return route.path.replace(':uid', doc.uid ?? '').replace(':lang', doc.lang)
}

/**
 * A document's versions in the other locales, as `alternate_languages` lists them. The sandbox links translations by
 * type and uid (a single's translations by type alone); Prismic links them by the editor's translation action.
 */
function translationsOf(doc: DocumentRow, rows: readonly DocumentRow[]) {
  return rows
    .filter((row) => row.type === doc.type && row.uid === doc.uid && row.lang !== doc.lang)
    .map((row) => ({ id: row.id, uid: row.uid ?? undefined, type: row.type, lang: row.lang }))
}

prismic.get('/documents/search', async (c) => {
  const ref = await checkRef(c.env.DB, c.req.query('ref'))
  if (!ref.ok)
    return error(c, ref.status, {
      type: ref.type,
      message: ref.message,
      ...(ref.status === 400 ? { line: 1, column: 1 } : {}),
    })
  let predicates: Predicate[]
  let routes: RouteSpec[] = []
  try {
    predicates = (c.req.queries('q') ?? []).flatMap(parsePredicates)
    const routesParam = c.req.query('routes')
    if (routesParam) routes = JSON.parse(routesParam) as RouteSpec[]
  } catch (e) {
    const message = e instanceof PredicateSyntaxError ? e.message : 'routes must be a JSON array'
    return error(c, 400, { type: 'parsing-error', message, line: 1, column: 1 })
  }
  const lang = c.req.query('lang') ?? 'en-gb'
  const pageSize = Math.min(Math.max(Number(c.req.query('pageSize') ?? 20) || 20, 1), 100)
  const page = Math.max(Number(c.req.query('page') ?? 1) || 1, 1)
  const rows = await documentsAt(c.env.DB, ref.row, `${new URL(c.req.url).origin}/prismic/images`)
  let docs = rows.filter(
    (row) =>
      (lang === '*' || row.lang === lang) &&
      matchesAll({ ...row, tags: JSON.parse(row.tags), data: JSON.parse(row.data) }, predicates),
  )
  const ordering = /^\[([\w.]+)(?:\s+(desc|asc))?/.exec(c.req.query('orderings') ?? '')
  if (ordering) {
    const field = ordering[1]!.split('.').at(-1)!
    const value = (row: DocumentRow): unknown =>
      field === 'first_publication_date'
        ? row.first_publication_date
        : (JSON.parse(row.data) as Record<string, unknown>)[field]
    // Numbers compare as numbers, everything else as text; empty values go last, as in Prismic.
    const compare = (a: unknown, b: unknown) =>
      a == null
        ? 1
        : b == null
          ? -1
          : typeof a === 'number' && typeof b === 'number'
            ? a - b
            : String(a).localeCompare(String(b))
    docs = [...docs].sort((a, b) => compare(value(a), value(b)) * (ordering[2] === 'desc' ? -1 : 1))
  }
  const total = docs.length
  const totalPages = Math.max(Math.ceil(total / pageSize), 1)
  const results = docs.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
    id: row.id,
    uid: row.uid,
    url: urlFor(row, routes),
    type: row.type,
    href: `${apiBase(c)}/documents/search?ref=${encodeURIComponent(c.req.query('ref')!)}&q=%5B%5B%3Ad+%3D+at%28document.id%2C+%22${row.id}%22%29+%5D%5D`,
    tags: JSON.parse(row.tags),
    first_publication_date: row.first_publication_date,
    last_publication_date: row.last_publication_date,
    slugs: row.uid ? [row.uid] : [],
    linked_documents: [],
    lang: row.lang,
    alternate_languages: translationsOf(row, rows),
    data: JSON.parse(row.data),
  }))
  const link = (n: number) => {
    const url = new URL(c.req.url)
    url.searchParams.set('page', String(n))
    return url.href
  }
  return c.json({
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: total,
    total_pages: totalPages,
    next_page: page < totalPages ? link(page + 1) : null,
    prev_page: page > 1 ? link(page - 1) : null,
    results,
    version: 'sandbox',
    license: 'All Rights Reserved',
  })
})

prismic.all('*', (c) => {
  console.warn(`sandbox: unhandled prismic path ${c.req.method} ${c.req.path}`)
  return error(c, 404, { type: 'api_notfound_error', message: `Nothing at ${c.req.path}` })
})
