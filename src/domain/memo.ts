/** Values kept by key: `memo(key, make)` gives the kept value or makes it; `forget(key)` drops one. */
export interface Memo<V> {
  (key: string, make: () => V): V
  readonly forget: (key: string) => void
}

/**
 * Values kept per isolate by key, each made once: for what is dear to make and the same for every request (an Intl
 * formatter, a day's long date, a signing key, a client). At most `most` are kept; a full store starts afresh, which
 * bounds what an isolate keeps at no cost to the common case. A value may be `undefined`.
 *
 * @example
 * const namers = memo<Intl.DisplayNames>(50)
 * namers(locale, () => new Intl.DisplayNames([locale], { type: 'region' }))
 */
export function memo<V>(most: number): Memo<V> {
  const kept = new Map<string, V>()
  const read = (key: string, make: () => V): V => {
    const found = kept.get(key)
    if (found !== undefined || kept.has(key)) return found as V
    if (kept.size >= most) kept.clear()
    const value = make()
    kept.set(key, value)
    return value
  }
  return Object.assign(read, { forget: (key: string) => void kept.delete(key) })
}
