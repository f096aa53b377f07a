import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env.ts'
import type { Config } from '../../integrations/config.ts'
import { isKeptPage, offlineBannerText, offlineHeaders, signedOut } from '../../domain/offline-copies.ts'

// The HMAC key per configuration (imported once per isolate).
const keys = new WeakMap<Config, Promise<CryptoKey>>()

function hashKey(config: Config): Promise<CryptoKey> {
  let key = keys.get(config)
  if (!key) {
    // Without a key of its own, one derived from a secret every deployment has (decision 031).
    const secret = config.OFFLINE_COPY_KEY || `offline-copies:${config.DYNAMICS_CLIENT_SECRET}`
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ])
    keys.set(config, key)
  }
  return key
}

const userKeys = new WeakMap<Config, Map<string, Promise<string>>>()
const maxUserKeys = 1000

/**
 * Whose offline copies a response belongs to: an HMAC of the user id, 128 bits in base64url. A
 * browser never sees the id itself, and the value links to nobody without the server's key.
 */
export function offlineUserKey(config: Config, userId: string): Promise<string> {
  let known = userKeys.get(config)
  if (!known) {
    known = new Map()
    userKeys.set(config, known)
  }
  const kept = known.get(userId)
  if (kept) return kept
  // Kept per isolate (bounded): every signed-in response carries it, and it never changes for a user.
  if (known.size >= maxUserKeys) known.clear()
  const key = userKeyOf(config, userId)
  known.set(userId, key)
  key.catch(() => known.delete(userId))
  return key
}

async function userKeyOf(config: Config, userId: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hashKey(config), new TextEncoder().encode(userId))
  const bytes = new Uint8Array(mac, 0, 16)
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/**
 * Tells the browser's service worker on every response who is signed in (decision 031): the
 * user's key, or `none` when the portal answered as signed out, which makes it drop every copy.
 * When the auth service could not say, nothing is said.
 */
export const offlineUser = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  // The offline page is the same for everyone and kept with the build's files: it names nobody.
  if (c.get('route')?.route.name === 'offline') return
  const user = c.get('user')
  if (user) c.res.headers.set(offlineHeaders.user, await offlineUserKey(c.get('config'), user.id))
  else if (!c.get('sessionUnknown')) c.res.headers.set(offlineHeaders.user, signedOut)
})

/**
 * Marks a response the service worker may keep as the guest's offline copy (decision 030), and
 * answers the offline banner's sentence for an HTML page to carry hidden; undefined when not kept.
 */
export function markOfflineCopy(c: Context<AppEnv>, status: number): string | undefined {
  const kept = isKeptPage({
    method: c.req.method,
    kept: c.get('route')?.route.kept === true,
    status,
    signedIn: c.get('user') !== null,
    search: new URL(c.req.url).search,
  })
  if (!kept || c.get('previewRef')) return undefined
  c.header(offlineHeaders.copy, 'keep')
  return offlineBannerText(new Date(), c.get('config').RESORT_TIME_ZONE, c.get('locale'), c.get('texts'))
}
