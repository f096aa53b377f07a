import { deepFreeze } from './deep-freeze.ts'

/**
 * A small stale-while-revalidate cache over Workers KV: a fresh entry is served as is; a stale
 * one is served at once and refreshed in the background (`waitUntil`); a missing one is loaded.
 * When loading fails and a stale copy exists, the stale copy is served, so a content outage shows
 * cached content. Entries are kept for `keepSeconds` (a week) for exactly that.
 */
export interface CacheOptions {
  readonly kv: KVNamespace
  readonly freshSeconds: number
  readonly keepSeconds?: number
  /**
   * Also keep a fresh entry in the isolate while it stays fresh, so the next requests skip the KV read. Only for
   * keys whose value never changes under them (a document at a content ref): nothing but its age retires it here.
   */
  readonly remember?: boolean
  /** Keep it in the isolate at most this long, when that is shorter than its freshness (the master ref). */
  readonly rememberSeconds?: number
  readonly waitUntil: (promise: Promise<unknown>) => void
  /** Called with a failed background refresh (to report it). */
  readonly onRefreshError?: (error: unknown) => void
}

interface Entry<T> {
  readonly storedAt: number
  readonly value: T
}

// Fresh entries kept in the isolate until `until` (ms), least recently used first; bounded, since documents can be
// large.
const remembered = new Map<string, { readonly entry: Entry<unknown>; readonly until: number }>()
const maxRemembered = 200

/** Forgets what the isolate keeps: one key (a publish drops the master ref), or all (tests that stage the KV cache). */
export function forgetRemembered(key?: string): void {
  if (key === undefined) remembered.clear()
  else remembered.delete(key)
}

export async function cached<T>(key: string, load: () => Promise<T>, options: CacheOptions): Promise<T> {
  const known = options.remember ? remembered.get(key) : undefined
  if (known) {
    remembered.delete(key)
    if (Date.now() < known.until) {
      remembered.set(key, known) // now the most recently used
      return known.entry.value as T
    }
  }
  const isFresh = (entry: Entry<unknown>) => Date.now() - entry.storedAt < options.freshSeconds * 1000
  const remember = (entry: Entry<T>) => {
    if (!options.remember) return
    remembered.delete(key)
    if (remembered.size >= maxRemembered) remembered.delete(remembered.keys().next().value as string)
    const fresh = entry.storedAt + options.freshSeconds * 1000
    const until =
      options.rememberSeconds === undefined ? fresh : Math.min(fresh, Date.now() + options.rememberSeconds * 1000)
    // Frozen: every later request gets this very object, so a caller that changed it would change it for all.
    remembered.set(key, { entry: deepFreeze(entry), until })
  }
  const entry = await options.kv.get<Entry<T>>(key, 'json').catch(() => null)
  // KV takes about one write per second per key: a failed write must not fail a page that has its content.
  const store = async (value: T) => {
    const fresh = { storedAt: Date.now(), value } satisfies Entry<T>
    const write = options.kv.put(key, JSON.stringify(fresh), { expirationTtl: options.keepSeconds ?? 7 * 24 * 3600 })
    options.waitUntil(write.catch((error: unknown) => options.onRefreshError?.(error)))
    remember(fresh)
    return value
  }
  if (entry && isFresh(entry)) {
    remember(entry)
    return entry.value
  }
  if (entry) {
    // A stale copy is not kept, but frozen like a kept one, so a caller behaves the same on every path.
    if (options.remember) deepFreeze(entry)
    options.waitUntil(
      load()
        .then(store)
        .catch((error: unknown) => options.onRefreshError?.(error)),
    )
    return entry.value
  }
  return store(await load())
}
