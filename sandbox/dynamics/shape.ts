import { entityKeys, navigations } from './model.ts'
import { matches, type Query } from './odata.ts'
import { etagOf, loadSet, recordsVersion, type Row, type StoredRow } from './store.ts'

/**
 * Sets as read at one records version, for the requests that find the same version: a page's few reads each loaded
 * whole sets (JSON parsed row by row), the sandbox's largest cost in the browser tests. Only sets already read are
 * shared (a request may not wait on another's I/O in workerd). Read only: every answer is built into new objects.
 */
let shared: { readonly version: string; readonly sets: Map<string, readonly StoredRow[]> } | undefined

/** Loads rows of sets on demand during one request (every set at most once, at the version the request first saw). */
export class SetCache {
  private readonly sets = new Map<string, Promise<readonly StoredRow[]>>()
  private readonly db: D1Database
  private version: Promise<string> | undefined
  constructor(db: D1Database) {
    this.db = db
  }
  rows(set: string): Promise<readonly StoredRow[]> {
    let rows = this.sets.get(set)
    if (!rows) {
      rows = this.load(set)
      this.sets.set(set, rows)
    }
    return rows
  }
  private async load(set: string): Promise<readonly StoredRow[]> {
    this.version ??= recordsVersion(this.db)
    const version = await this.version
    const kept = shared?.version === version ? shared.sets.get(set) : undefined
    if (kept) return kept
    // Frozen where they are (loadSet makes them new): later requests get these very objects.
    const rows = await loadSet(this.db, set)
    for (const stored of rows) {
      Object.freeze(stored.row)
      Object.freeze(stored)
    }
    Object.freeze(rows)
    if (shared?.version !== version) shared = { version, sets: new Map() }
    shared.sets.set(set, rows)
    return rows
  }
}

/** The rows a navigation of `row` (of `set`) leads to. */
export async function related(cache: SetCache, set: string, row: Row, nav: string): Promise<StoredRow[] | undefined> {
  const navigation = navigations[set]?.[nav]
  if (!navigation) return undefined
  const rows = await cache.rows(navigation.set)
  const key = entityKeys[set]!
  if (navigation.foreignKey) return rows.filter((r) => r.row[navigation.foreignKey!] === row[key])
  const targetKey = entityKeys[navigation.set]!
  return rows.filter((r) => r.row[targetKey] === row[navigation.lookup!])
}

export class UnknownPropertyError extends Error {}

/** Filters, orders and shapes rows as the Web API answers them for a query. */
export async function answer(cache: SetCache, set: string, stored: readonly StoredRow[], query: Query): Promise<Row[]> {
  let rows = [...stored]
  if (query.filter) {
    // any() needs related rows synchronously: preload every collection the filter may touch.
    const preloaded = new Map<Row, Map<string, Row[]>>()
    for (const nav of Object.keys(navigations[set] ?? {})) {
      for (const r of rows) {
        const list = (await related(cache, set, r.row, nav)) ?? []
        if (!preloaded.has(r.row)) preloaded.set(r.row, new Map())
        preloaded.get(r.row)!.set(
          nav,
          list.map((x) => x.row),
        )
      }
    }
    const filter = query.filter
    rows = rows.filter((r) =>
      matches(filter, r.row, (row, nav) => {
        const list = preloaded.get(row)?.get(nav)
        if (!list)
          throw new UnknownPropertyError(
            `Could not find a property named '${nav}' on type 'Microsoft.Dynamics.CRM.${set}'.`,
          )
        return list
      }),
    )
  }
  if (query.orderby) {
    const { field, desc } = query.orderby
    rows.sort((a, b) => String(a.row[field] ?? '').localeCompare(String(b.row[field] ?? '')) * (desc ? -1 : 1))
  }
  if (query.top !== undefined) rows = rows.slice(0, query.top)
  return Promise.all(rows.map((r) => shape(cache, set, r, query)))
}

async function shape(cache: SetCache, set: string, stored: StoredRow, query: Query): Promise<Row> {
  const key = entityKeys[set]!
  const out: Row = { '@odata.etag': etagOf(stored.version) }
  const columns = query.select ?? Object.keys(stored.row)
  for (const column of columns) {
    if (!(column in stored.row) && column !== key) {
      throw new UnknownPropertyError(
        `Could not find a property named '${column}' on type 'Microsoft.Dynamics.CRM.${set}'.`,
      )
    }
    out[column] = stored.row[column] ?? null
  }
  out[key] = stored.row[key]
  for (const { nav, query: inner } of query.expand) {
    const navigation = navigations[set]?.[nav]
    const rows = await related(cache, set, stored.row, nav)
    if (!navigation || !rows)
      throw new UnknownPropertyError(
        `Could not find a property named '${nav}' on type 'Microsoft.Dynamics.CRM.${set}'.`,
      )
    const shaped = await answer(cache, navigation.set, rows, inner)
    out[nav] = navigation.lookup ? (shaped[0] ?? null) : shaped
  }
  return out
}
