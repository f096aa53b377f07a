// Prismic's GraphQL API at /prismic/graphql, as `client.graphQLFetch` calls it: GET with
// `?query=…&ref=…` and the ref in the `prismic-ref` header (UPSTREAMS.md). It reads the subset the
// portal sends — `all{Type}s(lang: "de-de", where: {field: value}) { edges { node { field _meta { uid } } } }`,
// aliased once per villa code — from the same documents as the REST API. Without `lang`, the master
// locale's documents; `lang: "*"`, every locale's. Errors are GraphQL's
// `{errors: [{message}]}`; anything else GraphQL allows (variables, fragments) is a syntax error here.
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SandboxEnv } from '../db.ts'
import { checkRef, documentsAt, type DocumentRow } from './store.ts'

type Env = { Bindings: SandboxEnv }
type C = Context<Env>

// ---- Parsing: a tokenizer and a recursive descent over `query Name? { field … }` ----

/** A query the sandbox cannot read or answer: becomes one entry of `errors`. */
export class GraphQLError extends Error {}

type Value = string | number | boolean | null | readonly Value[] | { readonly [name: string]: Value }

export interface Field {
  readonly alias: string
  readonly name: string
  readonly args: Readonly<Record<string, Value>>
  readonly selections?: readonly Field[]
}

interface Token {
  readonly kind: 'punct' | 'name' | 'string' | 'number' | 'end'
  readonly text: string
}

// Commas are insignificant in GraphQL, like whitespace; `#` starts a comment.
const lexeme = /[\s,]+|#[^\n]*|([{}()[\]:])|([_A-Za-z]\w*)|("(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  lexeme.lastIndex = 0
  while (lexeme.lastIndex < source.length) {
    const at = lexeme.lastIndex
    const m = lexeme.exec(source)
    if (!m) throw new GraphQLError(`Syntax Error: Unexpected character "${source[at]}" at position ${at}.`)
    const [, punct, name, string, number] = m
    if (punct) tokens.push({ kind: 'punct', text: punct })
    else if (name) tokens.push({ kind: 'name', text: name })
    else if (string) tokens.push({ kind: 'string', text: string })
    else if (number) tokens.push({ kind: 'number', text: number })
  }
  tokens.push({ kind: 'end', text: '<EOF>' })
  return tokens
}

export function parseQuery(source: string): readonly Field[] {
  const tokens = tokenize(source)
  let i = 0
  const peek = () => tokens[i]!
  const at = (text: string) => peek().kind === 'punct' && peek().text === text
  const fail = (expected: string): never => {
    throw new GraphQLError(
      `Syntax Error: Expected ${expected}, found ${peek().kind === 'end' ? '<EOF>' : `"${peek().text}"`}.`,
    )
  }
  const expect = (text: string) => (at(text) ? void i++ : fail(`"${text}"`))
  const name = () => (peek().kind === 'name' ? tokens[i++]!.text : fail('Name'))

  const value = (): Value => {
    const token = tokens[i++]!
    if (token.kind === 'string' || token.kind === 'number') return JSON.parse(token.text) as string | number
    if (token.kind === 'name' && ['true', 'false', 'null'].includes(token.text))
      return JSON.parse(token.text) as boolean | null
    if (token.kind === 'punct' && token.text === '[') {
      const items: Value[] = []
      while (!at(']')) items.push(value())
      i++
      return items
    }
    if (token.kind === 'punct' && token.text === '{') {
      const fields: Record<string, Value> = {}
      while (!at('}')) {
        const key = name()
        expect(':')
        fields[key] = value()
      }
      i++
      return fields
    }
    i--
    return fail('a value')
  }

  const field = (): Field => {
    const alias = name()
    let fieldName = alias
    if (at(':')) {
      i++
      fieldName = name()
    }
    const args: Record<string, Value> = {}
    if (at('(')) {
      i++
      do {
        const arg = name()
        expect(':')
        args[arg] = value()
      } while (!at(')'))
      i++
    }
    return { alias, name: fieldName, args, ...(at('{') ? { selections: selectionSet() } : {}) }
  }

  const selectionSet = (): Field[] => {
    expect('{')
    const fields: Field[] = []
    do fields.push(field())
    while (!at('}'))
    i++
    return fields
  }

  if (peek().kind === 'name' && peek().text === 'query') {
    i++
    if (peek().kind === 'name') i++
  }
  const root = selectionSet()
  if (peek().kind !== 'end') fail('<EOF>')
  return root
}

// ---- Execution over document rows ----

/** A type's GraphQL name: the custom type's id with a capital, as `allVillas` → `Villa`. */
const typeName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1)
// Prismic answers the master locale unless a query asks for another (`lang`).
const masterLang = 'en-gb'
// The real API's default page size; the portal's lookups return one document per alias.
const pageSize = 20

function noArgs(field: Field, parent: string) {
  const [arg] = Object.keys(field.args)
  if (arg) throw new GraphQLError(`Unknown argument "${arg}" on field "${parent}.${field.name}".`)
}

/** An object type's selection: `__typename` for free, every other field through `resolve`. */
function select(field: Field, type: string, resolve: (f: Field) => unknown): Record<string, unknown> {
  if (!field.selections)
    throw new GraphQLError(`Field "${field.name}" of type "${type}" must have a selection of subfields.`)
  return Object.fromEntries(
    field.selections.map((f) => {
      if (f.name === '__typename') return [f.alias, type]
      noArgs(f, type)
      return [f.alias, resolve(f)]
    }),
  )
}

function leaf(field: Field, type: string, value: unknown): unknown {
  if (field.selections)
    throw new GraphQLError(`Field "${field.name}" must not have a selection since type "${type}" has no subfields.`)
  return value
}

const unknownField = (field: Field, type: string): never => {
  throw new GraphQLError(`Cannot query field "${field.name}" on type "${type}".`)
}

/** Picks sub-fields from a group (array of objects) or an object; without a selection, the value whole. */
function pick(value: unknown, field: Field): unknown {
  if (!field.selections || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => pick(item, field))
  const record = value as Record<string, unknown>
  return Object.fromEntries(field.selections.map((f) => [f.alias, pick(record[f.name] ?? null, f)]))
}

interface Doc {
  readonly row: DocumentRow
  readonly data: Record<string, unknown>
}

function meta(field: Field, doc: Doc) {
  const { row } = doc
  const values: Record<string, unknown> = {
    id: row.id,
    uid: row.uid,
    type: row.type,
    lang: row.lang,
    tags: JSON.parse(row.tags),
    firstPublicationDate: row.first_publication_date,
    lastPublicationDate: row.last_publication_date,
  }
  return select(field, 'Meta', (f) => (f.name in values ? leaf(f, 'String', values[f.name]) : unknownField(f, 'Meta')))
}

/** `all{Type}s(where: {…}) { totalCount edges { cursor node { … } } }` over one type's documents. */
function connection(field: Field, rows: readonly DocumentRow[]) {
  const match = /^all(\w+)s$/.exec(field.name)
  const type = match ? match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1) : ''
  // Without custom-type models the schema is what the documents hold: a type with none is unknown.
  const docs: Doc[] = rows
    .filter((row) => row.type === type)
    .map((row) => ({ row, data: JSON.parse(row.data) as Record<string, unknown> }))
  if (docs.length === 0) return unknownField(field, 'Query')
  const node = typeName(type)
  const known = new Set(docs.flatMap((d) => Object.keys(d.data)))

  const { where = {}, lang = masterLang, ...others } = field.args
  const [other] = Object.keys(others)
  if (other)
    throw new GraphQLError(
      `Unknown argument "${other}" on field "Query.${field.name}" (the sandbox reads only "where" and "lang").`,
    )
  if (typeof lang !== 'string') throw new GraphQLError(`Argument "lang" has invalid value: expected a string.`)
  if (where === null || typeof where !== 'object' || Array.isArray(where))
    throw new GraphQLError(`Argument "where" has invalid value: expected an object.`)
  for (const [key, wanted] of Object.entries(where)) {
    if (!known.has(key)) throw new GraphQLError(`Field "${key}" is not defined by type "Where${node}".`)
    if (wanted === null || typeof wanted === 'object')
      throw new GraphQLError(
        `The sandbox supports only equality with a string, number or boolean in "where" (field "${key}").`,
      )
  }
  const found = docs.filter(
    (d) =>
      (lang === '*' || d.row.lang === lang) && Object.entries(where).every(([key, wanted]) => d.data[key] === wanted),
  )

  const nodeOf = (f: Field, doc: Doc) =>
    select(f, node, (g) => {
      if (g.name === '_meta') return meta(g, doc)
      if (!known.has(g.name)) return unknownField(g, node)
      return pick(doc.data[g.name] ?? null, g)
    })
  const edgeOf = (f: Field, doc: Doc, index: number) =>
    select(f, `${node}ConnectionEdge`, (g) => {
      if (g.name === 'node') return nodeOf(g, doc)
      if (g.name === 'cursor') return leaf(g, 'String', btoa(`arrayconnection:${index}`))
      return unknownField(g, `${node}ConnectionEdge`)
    })
  return select(field, `${node}ConnectionConnection`, (f) => {
    if (f.name === 'edges') return found.slice(0, pageSize).map((doc, index) => edgeOf(f, doc, index))
    if (f.name === 'totalCount') return leaf(f, 'Long', found.length)
    return unknownField(f, `${node}ConnectionConnection`)
  })
}

export type GraphQLResult =
  | { readonly data: Record<string, unknown> }
  | { readonly errors: readonly { readonly message: string }[] }

/**
 * Answers a query over document rows (as stored in D1), without touching the database. A query
 * that cannot be parsed or does not fit the documents answers `errors` and no `data`, as GraphQL
 * validation errors do.
 */
export function runQuery(query: string, rows: readonly DocumentRow[]): GraphQLResult {
  try {
    const root = parseQuery(query)
    return {
      data: Object.fromEntries(root.map((f) => [f.alias, f.name === '__typename' ? 'Query' : connection(f, rows)])),
    }
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [{ message: error.message }] }
    throw error
  }
}

// ---- The endpoint ----

const errors = (c: C, status: ContentfulStatusCode, message: string) => c.json({ errors: [{ message }] }, status)

export const graphql = new Hono<Env>()

graphql.get('/', async (c) => {
  // graphQLFetch sends the ref twice: the header counts, the query parameter only defeats caches.
  // The ref checks of the REST API, with its statuses, in GraphQL's error shape: the real
  // service's statuses here are not documented, and one rule is simpler for the portal.
  const ref = await checkRef(c.env.DB, c.req.header('prismic-ref') ?? c.req.query('ref'))
  if (!ref.ok) return errors(c, ref.status, ref.status === 400 ? 'The prismic-ref header is missing' : ref.message)
  const query = c.req.query('query')
  if (!query) return errors(c, 400, 'No query string was present')
  const seen = await documentsAt(c.env.DB, ref.row, `${new URL(c.req.url).origin}/prismic/images`)
  const result = runQuery(query, seen)
  // Parse and validation errors are the client's fault: 400, as GraphQL servers answer them over HTTP.
  return c.json(result, 'errors' in result ? 400 : 200)
})

// The real API serves GET only (UPSTREAMS.md). Read the body first: an unread one makes workerd
// drop the keep-alive connection (see faults.ts).
graphql.all('/', async (c) => {
  await c.req.raw.arrayBuffer().catch(() => undefined)
  c.header('allow', 'GET')
  return errors(c, 405, `${c.req.method} is not supported: the Prismic GraphQL API only answers GET requests`)
})
