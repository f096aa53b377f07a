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
  readonly waitUntil: (promise: Promise<unknown>) => void
  /** Called with a failed background refresh (to report it). */
  readonly onRefreshError?: (error: unknown) => void
}

interface Entry<T> {
  readonly storedAt: number
  readonly value: T
}

export async function cached<T>(key: string, load: () => Promise<T>, options: CacheOptions): Promise<T> {
  const entry = await options.kv.get<Entry<T>>(key, 'json').catch(() => null)
  // KV takes about one write per second per key: a failed write must not fail a page that has its content.
  const store = async (value: T) => {
    const write = options.kv.put(key, JSON.stringify({ storedAt: Date.now(), value } satisfies Entry<T>), {
      expirationTtl: options.keepSeconds ?? 7 * 24 * 3600,
    })
    options.waitUntil(write.catch((error: unknown) => options.onRefreshError?.(error)))
    return value
  }
  if (entry && Date.now() - entry.storedAt < options.freshSeconds * 1000) return entry.value
  if (entry) {
    options.waitUntil(
      load()
        .then(store)
        .catch((error: unknown) => options.onRefreshError?.(error)),
    )
    return entry.value
  }
  return store(await load())
}
