// The OData v4 query subset the portal sends to the Web API: $select, $expand (with nested
// $select/$expand/$filter), $filter (eq ne gt ge lt le, and, or, not, parentheses, and the
// any() lambda on collection navigation), $orderby and $top.

export type Literal = string | number | boolean | null

export type Filter =
  | { readonly kind: 'compare'; readonly path: readonly string[]; readonly op: string; readonly value: Literal }
  | { readonly kind: 'and' | 'or'; readonly left: Filter; readonly right: Filter }
  | { readonly kind: 'not'; readonly inner: Filter }
  | { readonly kind: 'any'; readonly nav: string; readonly variable: string; readonly inner: Filter }

export interface Query {
  readonly select?: readonly string[]
  readonly expand: readonly { readonly nav: string; readonly query: Query }[]
  readonly filter?: Filter
  readonly orderby?: { readonly field: string; readonly desc: boolean }
  readonly top?: number
}

export class ODataSyntaxError extends Error {}

/** Splits at `separator` outside parentheses and quotes. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === "'") quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    else if (!quoted && depth === 0 && ch === separator) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((p) => p.trim()).filter(Boolean)
}

export function parseQuery(options: Record<string, string | undefined>): Query {
  const expand = options.$expand
    ? splitTop(options.$expand, ',').map((item) => {
        const open = item.indexOf('(')
        if (open === -1) return { nav: item, query: { expand: [] } }
        if (!item.endsWith(')')) throw new ODataSyntaxError(`Syntax error in $expand at '${item}'`)
        const inner: Record<string, string> = {}
        for (const option of splitTop(item.slice(open + 1, -1), ';')) {
          const eq = option.indexOf('=')
          inner[option.slice(0, eq).trim()] = option.slice(eq + 1)
        }
        return { nav: item.slice(0, open).trim(), query: parseQuery(inner) }
      })
    : []
  const orderby = options.$orderby?.trim().split(/\s+/)
  return {
    select: options.$select ? options.$select.split(',').map((s) => s.trim()) : undefined,
    expand,
    filter: options.$filter ? parseFilter(options.$filter) : undefined,
    orderby: orderby?.[0] ? { field: orderby[0], desc: orderby[1]?.toLowerCase() === 'desc' } : undefined,
    top: options.$top ? Number(options.$top) : undefined,
  }
}

// GUIDs first: one may start with letters and would otherwise read as a name; a lambda
// ('nav/any(') before a plain path, which would otherwise swallow its '/any'.
const tokenPattern =
  /\s*(\(|\)|'(?:[^']|'')*'|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z_][\w@.]*(?:\/[A-Za-z_][\w@.]*)*\/any\(|[A-Za-z_][\w@.]*(?:\/[A-Za-z_][\w@.]*)*|:|-?\d+(?:\.\d+)?)/y

function tokenize(text: string): string[] {
  const tokens: string[] = []
  tokenPattern.lastIndex = 0
  while (tokenPattern.lastIndex < text.length) {
    const start = tokenPattern.lastIndex
    const match = tokenPattern.exec(text)
    if (!match) {
      if (text.slice(start).trim() === '') break
      throw new ODataSyntaxError(`Syntax error at position ${start} in '${text}'`)
    }
    tokens.push(match[1]!)
  }
  return tokens
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function literal(token: string | undefined): Literal {
  if (token === undefined) throw new ODataSyntaxError('Expected a value')
  if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'")
  if (token === 'null') return null
  if (token === 'true' || token === 'false') return token === 'true'
  if (guidPattern.test(token)) return token.toLowerCase()
  const number = Number(token)
  if (Number.isNaN(number)) throw new ODataSyntaxError(`Unexpected '${token}'`)
  return number
}

export function parseFilter(text: string): Filter {
  const tokens = tokenize(text)
  let position = 0
  const peek = () => tokens[position]
  const next = () => tokens[position++]
  const expect = (token: string) => {
    if (next() !== token) throw new ODataSyntaxError(`Expected '${token}' in '${text}'`)
  }

  function primary(): Filter {
    const token = next()
    if (token === undefined) throw new ODataSyntaxError(`Unexpected end of '${text}'`)
    if (token === '(') {
      const inner = or()
      expect(')')
      return inner
    }
    if (token === 'not') return { kind: 'not', inner: primary() }
    if (token.endsWith('/any(')) {
      const variable = next()!
      expect(':')
      const inner = or()
      expect(')')
      return { kind: 'any', nav: token.slice(0, -'/any('.length), variable, inner }
    }
    const op = next()
    if (!op || !['eq', 'ne', 'gt', 'ge', 'lt', 'le'].includes(op))
      throw new ODataSyntaxError(`Expected a comparison after '${token}'`)
    return { kind: 'compare', path: token.split('/'), op, value: literal(next()) }
  }
  function and(): Filter {
    let left = primary()
    while (peek() === 'and') {
      next()
      left = { kind: 'and', left, right: primary() }
    }
    return left
  }
  function or(): Filter {
    let left = and()
    while (peek() === 'or') {
      next()
      left = { kind: 'or', left, right: and() }
    }
    return left
  }
  const filter = or()
  if (position !== tokens.length) throw new ODataSyntaxError(`Unexpected '${peek()}' in '${text}'`)
  return filter
}

type Row = Record<string, unknown>

function compare(a: unknown, op: string, b: Literal): boolean {
  const left = typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() : a
  const right = typeof b === 'string' ? b.toLowerCase() : b
  switch (op) {
    case 'eq':
      return (left ?? null) === right
    case 'ne':
      return (left ?? null) !== right
    default: {
      if (left === null || left === undefined || right === null) return false
      const [x, y] = [left as number | string, right as number | string]
      return op === 'gt' ? x > y : op === 'ge' ? x >= y : op === 'lt' ? x < y : x <= y
    }
  }
}

/**
 * Evaluates a filter on a row. `related(row, nav)` answers a collection navigation's rows for
 * the any() lambda; `variables` holds the lambda's range variable.
 */
export function matches(
  filter: Filter,
  row: Row,
  related: (row: Row, nav: string) => Row[],
  variables: Record<string, Row> = {},
): boolean {
  switch (filter.kind) {
    case 'and':
      return matches(filter.left, row, related, variables) && matches(filter.right, row, related, variables)
    case 'or':
      return matches(filter.left, row, related, variables) || matches(filter.right, row, related, variables)
    case 'not':
      return !matches(filter.inner, row, related, variables)
    case 'any':
      return related(row, filter.nav).some((item) =>
        matches(filter.inner, row, related, { ...variables, [filter.variable]: item }),
      )
    case 'compare': {
      const [head, ...rest] = filter.path
      const target = head !== undefined && variables[head] && rest.length ? variables[head] : row
      const field = target === row ? filter.path.join('/') : rest.join('/')
      return compare(target[field], filter.op, filter.value)
    }
  }
}
