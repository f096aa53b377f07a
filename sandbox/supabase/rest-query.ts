// The slice of PostgREST's URL grammar the portal uses, turned into SQL for D1: `select` (columns,
// `*`, `alias:column`), `col=eq.value` / `neq.` / `in.(a,b)` / `is.null` filters, `order`, `limit`, `offset`.
// Anything else is refused with PostgREST's own error, so a new use shows up at once.

export interface RestError {
  readonly status: 400 | 406
  readonly code: string
  readonly message: string
  readonly details?: string | null
  readonly hint?: string | null
}

export interface RestQuery {
  /** `SELECT` list: quoted columns, aliased as asked. */
  readonly columns: string
  readonly where: string[]
  readonly values: (string | null)[]
  readonly orderBy: string
  readonly limit: number
  readonly offset: number
}

const reserved = new Set(['select', 'order', 'limit', 'offset', 'apikey', 'columns', 'on_conflict'])
const quote = (column: string) => `"${column}"`

function unknownColumn(table: string, column: string): RestError {
  return { status: 400, code: '42703', message: `column ${table}.${column} does not exist` }
}

function parseSelect(table: string, known: readonly string[], select: string): string | RestError {
  if (select.trim() === '*' || select.trim() === '') return known.map(quote).join(', ')
  const parts: string[] = []
  for (const item of select.split(',')) {
    const [alias, column] = item.includes(':') ? (item.split(':', 2) as [string, string]) : [item, item]
    if (!known.includes(column.trim())) return unknownColumn(table, column.trim())
    parts.push(`${quote(column.trim())} AS ${quote(alias.trim())}`)
  }
  return parts.join(', ')
}

/** Parses a request's query for `table`; the caller adds row-level security. */
export function parseRestQuery(
  table: string,
  known: readonly string[],
  params: URLSearchParams,
): RestQuery | RestError {
  const columns = parseSelect(table, known, params.get('select') ?? '*')
  if (typeof columns !== 'string') return columns
  const where: string[] = []
  const values: (string | null)[] = []
  for (const [key, value] of params) {
    if (reserved.has(key)) continue
    if (!known.includes(key)) return unknownColumn(table, key)
    const [, negate, operator, operand] = /^(not\.)?(eq|neq|is|in)\.(.*)$/s.exec(value) ?? []
    if (!operator)
      return {
        status: 400,
        code: 'PGRST100',
        message: `"failed to parse filter (${value})" (line 1, column ${value.indexOf('.') + 2})`,
      }
    if (operator === 'is' && !['null', 'true', 'false'].includes(operand!)) {
      return { status: 400, code: 'PGRST100', message: `"failed to parse filter (${value})" (line 1, column 4)` }
    }
    const list = operator === 'in' ? /^\((.*)\)$/s.exec(operand!)?.[1]?.split(',') : undefined
    if (operator === 'in' && !list) {
      return { status: 400, code: 'PGRST100', message: `"failed to parse filter (${value})" (line 1, column 4)` }
    }
    const condition =
      operator === 'is'
        ? operand === 'null'
          ? `${quote(key)} IS NULL`
          : `${quote(key)} = ${operand === 'true' ? 1 : 0}`
        : list
          ? `${quote(key)} IN (${list.map(() => '?').join(', ')})`
          : `${quote(key)} ${operator === 'eq' ? '=' : '!='} ?`
    where.push(negate ? `NOT (${condition})` : condition)
    if (list) values.push(...list.map((item) => item.trim().replace(/^"(.*)"$/, '$1')))
    else if (operator !== 'is') values.push(operand!)
  }
  const order: string[] = []
  for (const term of (params.get('order') ?? '').split(',').filter(Boolean)) {
    const [column, direction] = term.split('.')
    if (!known.includes(column!)) return unknownColumn(table, column!)
    order.push(`${quote(column!)} ${direction === 'desc' ? 'DESC' : 'ASC'}`)
  }
  const limit = Number(params.get('limit') ?? -1)
  const offset = Number(params.get('offset') ?? 0)
  if (!Number.isInteger(limit) || !Number.isInteger(offset) || offset < 0) {
    return { status: 400, code: 'PGRST100', message: `"failed to parse limit or offset" (line 1, column 1)` }
  }
  return { columns, where, values, orderBy: order.length ? ` ORDER BY ${order.join(', ')}` : '', limit, offset }
}
