// The guest's offline copies (decisions 030 and 031): one cache per signed-in user, named by the
// keyed hash the worker sends, and never more than one on a device. Copies older than 14 days are
// removed (workbox-expiration) and never shown.
import { CacheExpiration } from 'workbox-expiration'
import { maxCopyAgeSeconds, redirectingLandings, showOfflineBanner } from '../../domain/offline-copies.ts'

const prefix = 'gp-pages-'
/** When the copy was made (ms since the epoch), written on each copy as it is stored. */
const savedAtHeader = 'Offline-Saved-At'

const expiration = (cacheName: string) =>
  new CacheExpiration(cacheName, { maxAgeSeconds: maxCopyAgeSeconds, maxEntries: 100 })

/** Deletes every user's copies, or every user's but `keep`'s. */
export async function dropCopies(keep?: string): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(prefix) && name !== prefix + keep)
  await Promise.all(names.map(async (name) => Promise.all([caches.delete(name), expiration(name).delete()])))
}

/** The one user whose copies this device holds, if any. */
async function ownerCache(): Promise<string | undefined> {
  return (await caches.keys()).find((name) => name.startsWith(prefix))
}

/** Keeps a response as `user`'s copy of `url` (its body already read), with the time it was made. */
export async function keepCopy(user: string, url: string, response: Response, body: ArrayBuffer): Promise<void> {
  const headers = new Headers(response.headers)
  headers.set(savedAtHeader, String(Date.now()))
  const name = prefix + user
  const cache = await caches.open(name)
  await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }))
  const expiry = expiration(name)
  await expiry.updateTimestamp(url)
  await expiry.expireEntries()
}

/**
 * The copy of `url` kept on this device, as it may be shown offline: an HTML page with its
 * offline banner shown. Undefined when there is none, or it is older than 14 days.
 */
export async function copyOf(url: string): Promise<Response | undefined> {
  const name = await ownerCache()
  if (!name) return undefined
  const cache = await caches.open(name)
  const copy = (await cache.match(url)) ?? (await subPageCopy(cache, url))
  if (!copy) return undefined
  const savedAt = Number(copy.headers.get(savedAtHeader))
  if (!(Date.now() - savedAt < maxCopyAgeSeconds * 1000)) {
    await cache.delete(url)
    return undefined
  }
  if (!copy.headers.get('Content-Type')?.startsWith('text/html')) return copy
  const html = showOfflineBanner(await copy.text())
  return new Response(html, { status: copy.status, statusText: copy.statusText, headers: copy.headers })
}

/** For a landing that only redirects, the copy of a sub-page read there (the FAQ's categories). */
async function subPageCopy(cache: Cache, url: string): Promise<Response | undefined> {
  if (!redirectingLandings.has(new URL(url).pathname)) return undefined
  const key = (await cache.keys()).find((request) => request.url.startsWith(`${url}/`))
  return key && cache.match(key)
}

/** Removes copies past their age, for every user (on activation). */
export async function expireCopies(): Promise<void> {
  const name = await ownerCache()
  if (name) await expiration(name).expireEntries()
}
