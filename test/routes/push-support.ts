// Helpers for web push in the worker tests: subscriptions from the sandbox's push service (real device keys, an
// https endpoint), and its inbox of decrypted messages.
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll } from 'vitest'
import { sandboxVapid } from '../../sandbox/push/keys.ts'
import { sandbox } from './support.ts'

export interface SandboxSubscription {
  readonly endpoint: string
  readonly expirationTime: null
  readonly keys: { readonly p256dh: string; readonly auth: string }
}

/** A subscription as a browser's PushManager.subscribe would make it for the portal's VAPID key. */
export const sandboxSubscription = () =>
  sandbox<SandboxSubscription>('/__sandbox/push/subscriptions', {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: sandboxVapid.publicKey }),
  })

/** The messages the push service took for an endpoint, decrypted with the device's keys, oldest first. */
export const pushInbox = async (endpoint: string) =>
  (
    await sandbox<{ messages: { text: string; ttl: number; urgency: string | null; topic: string | null }[] }>(
      `/__sandbox/push/inbox?endpoint=${encodeURIComponent(endpoint)}`,
    )
  ).messages

/** The device unsubscribes: its endpoint answers 410 from now on. */
export const unsubscribeAtPushService = (endpoint: string) =>
  fetch(`${env.SANDBOX_URL}/__sandbox/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
    method: 'DELETE',
  })

/**
 * Routes the sandbox push service's https origin to the sandbox for this file's tests. A push resource is https
 * (RFC 8030 §2: the sending library refuses anything else) while the sandbox listens on plain http; this stands in for
 * the name and the TLS in front of a real push service and changes nothing else: the request, its VAPID header and
 * its encrypted body reach the sandbox as sent, and its answer comes back as given.
 */
export function routePushOriginToSandbox(): void {
  const plain = env.SANDBOX_URL
  const secure = plain.replace(/^http:/, 'https:')
  const realFetch = globalThis.fetch
  beforeAll(() => {
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!url.startsWith(`${secure}/`)) return realFetch(input, init)
      return realFetch(new Request(plain + url.slice(secure.length), new Request(input, init)))
    }
  })
  afterAll(() => {
    globalThis.fetch = realFetch
  })
}
