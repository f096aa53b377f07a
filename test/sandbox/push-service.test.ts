// The sandbox's push service at RFC 8030/8291/8292's contract, driven by the library the portal sends with
// (@block65/webcrypto-web-push, decision 051): what it sends is aes128gcm, one 4096-byte record, and decrypts with the
// device's keys to exactly the JSON sent; VAPID credentials that fail, other content codings, a missing TTL and big
// bodies are refused as a push service refuses them; an unsubscribed endpoint answers 410.
import { buildPushPayload } from '@block65/webcrypto-web-push'
import { afterEach, describe, expect, it } from 'vitest'
import { sandboxVapid } from '../../sandbox/push/keys.ts'
import { control, sandboxUrl, useSandbox } from './support.ts'

useSandbox()
afterEach(() => control('/faults', 'DELETE'))

interface Subscription {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}

const vapid = { subject: 'mailto:guests@example-resort.com', ...sandboxVapid }

const subscription = (applicationServerKey = sandboxVapid.publicKey, origin?: string) =>
  control<Subscription>('/push/subscriptions', 'POST', { applicationServerKey, ...(origin ? { origin } : {}) })

/**
 * Sends a request to a push resource. Its endpoint is https (RFC 8030 §2; the library refuses anything else); the
 * sandbox listens on plain http, so the request goes to the same host and port over http, as a TLS proxy would.
 */
const post = (endpoint: string, init: RequestInit) =>
  fetch(endpoint.replace(/^https:\/\/[^/]+/, sandboxUrl()), { ...init, redirect: 'manual' })

const inbox = async (endpoint: string) =>
  (
    await control<{ messages: { text: string; ttl: number; urgency: string; topic: string }[] }>(
      `/push/inbox?endpoint=${encodeURIComponent(endpoint)}`,
    )
  ).messages

const b64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as ArrayBuffer).toString('base64url')

/** A VAPID token signed with the sandbox's key pair, with claims of the test's choosing. */
async function token(
  claims: Record<string, unknown>,
  pair: { readonly publicKey: string; readonly privateKey: string } = sandboxVapid,
) {
  const raw = Buffer.from(pair.publicKey, 'base64url')
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)), d: pair.privateKey },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  )
  const input = `${b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })))}.${b64url(Buffer.from(JSON.stringify(claims)))}`
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(input))
  return `vapid t=${input}.${b64url(signature)}, k=${pair.publicKey}`
}

/** Another application server's VAPID pair. */
async function otherPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
  ])) as CryptoKeyPair
  const publicKey = b64url(await crypto.subtle.exportKey('raw', pair.publicKey))
  const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey)
  return { publicKey, privateKey: d! }
}

const message = { title: 'Advance information for your stay', body: 'Still to do: flight details', path: '/account' }

describe('the push service', () => {
  it('takes what the portal’s library sends: aes128gcm in one 4096-byte record, decrypted to the JSON sent', async () => {
    const sub = await subscription()
    expect(sub.endpoint).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/push\/send\/[\w-]+$/)
    expect(Buffer.from(sub.keys.p256dh, 'base64url')).toHaveLength(65)
    expect(Buffer.from(sub.keys.auth, 'base64url')).toHaveLength(16)
    const request = await buildPushPayload(
      { data: message, options: { ttl: 86_400, urgency: 'normal', topic: 'delivery1' } },
      sub,
      vapid,
    )
    const headers = request.headers as Record<string, string>
    expect(headers['content-encoding']).toBe('aes128gcm')
    expect(headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    const body = request.body as Uint8Array
    expect(body.byteLength).toBe(4096)
    // RFC 8188 §2.1: salt, record size 4096, the 65-byte sender key.
    expect(Buffer.from(body.subarray(16, 20)).readUInt32BE(0)).toBe(4096)
    expect(body[20]).toBe(65)
    const answer = await post(sub.endpoint, request)
    expect(answer.status).toBe(201)
    expect(answer.headers.get('location')).toMatch(/\/push\/message\/\d+$/)
    expect(await inbox(sub.endpoint)).toEqual([
      expect.objectContaining({ text: JSON.stringify(message), ttl: 86_400, urgency: 'normal', topic: 'delivery1' }),
    ])
  })

  it('answers 410 once the device unsubscribed, and 404 for an endpoint it never made', async () => {
    const sub = await subscription()
    await control(`/push/subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`, 'DELETE')
    expect((await post(sub.endpoint, await buildPushPayload({ data: message }, sub, vapid))).status).toBe(410)
    const never = { ...sub, endpoint: sub.endpoint.replace(/[\w-]+$/, crypto.randomUUID()) }
    expect((await post(never.endpoint, await buildPushPayload({ data: message }, never, vapid))).status).toBe(404)
    expect(await inbox(sub.endpoint)).toEqual([])
  })

  it('refuses VAPID credentials that fail: none, another server’s key (403), wrong aud, exp over 24 h, a bad signature', async () => {
    const sub = await subscription()
    const request = await buildPushPayload({ data: message }, sub, vapid)
    const origin = new URL(sub.endpoint).origin
    const hour = Math.floor(Date.now() / 1000) + 3600
    const sending = (authorization: string | undefined) => {
      const headers = { ...(request.headers as Record<string, string>) }
      if (authorization === undefined) delete headers.authorization
      else headers.authorization = authorization
      return post(sub.endpoint, { ...request, headers }).then(async (r) => [
        r.status,
        ((await r.json()) as { reason?: string }).reason,
      ])
    }
    const other = await otherPair()
    expect(await sending(undefined)).toEqual([401, expect.stringContaining('vapid')])
    expect(await sending(await token({ aud: origin, exp: hour, sub: vapid.subject }, other))).toEqual([
      403,
      expect.stringContaining('not the key'),
    ])
    expect(await sending(await token({ aud: 'https://push.example.com', exp: hour, sub: vapid.subject }))).toEqual([
      401,
      expect.stringContaining('aud'),
    ])
    expect(await sending(await token({ aud: origin, exp: hour + 24 * 3600, sub: vapid.subject }))).toEqual([
      401,
      expect.stringContaining('24 hours'),
    ])
    expect(await sending(await token({ aud: origin, exp: hour - 7200, sub: vapid.subject }))).toEqual([
      401,
      expect.stringContaining('expired'),
    ])
    const good = await token({ aud: origin, exp: hour, sub: vapid.subject })
    const forged = good.replace(/\.[\w-]+, k=/, `.${b64url(new Uint8Array(64))}, k=`)
    expect(await sending(forged)).toEqual([401, expect.stringContaining('signature')])
    expect((await post(sub.endpoint, request)).status).toBe(201)
  })

  it('refuses the older aesgcm coding, a missing TTL, a body over 4096 bytes, and one that does not decrypt', async () => {
    const sub = await subscription()
    const request = await buildPushPayload({ data: message }, sub, vapid)
    const headers = request.headers as Record<string, string>
    const status = (init: RequestInit) => post(sub.endpoint, { ...request, ...init }).then((r) => r.status)
    expect(await status({ headers: { ...headers, 'content-encoding': 'aesgcm' } })).toBe(400)
    const { ttl: _, ...noTtl } = headers
    expect(await status({ headers: noTtl })).toBe(400)
    const big = new Uint8Array(4097)
    big.set(request.body as Uint8Array)
    expect(await status({ headers: { ...headers, 'content-length': '4097' }, body: big })).toBe(413)
    const tampered = new Uint8Array(request.body as Uint8Array)
    tampered[200]! ^= 1
    expect(await status({ body: tampered })).toBe(400)
    // Another device's keys cannot read it either.
    const other = await subscription()
    expect((await post(other.endpoint, request)).status).toBe(400)
    expect(await inbox(sub.endpoint)).toEqual([])
  })

  it('can be down (a fault on its push resources), then takes the message', async () => {
    const sub = await subscription()
    await control('/faults', 'POST', { path: '/push/send', status: 503, times: 1 })
    expect((await post(sub.endpoint, await buildPushPayload({ data: message }, sub, vapid))).status).toBe(503)
    expect((await post(sub.endpoint, await buildPushPayload({ data: message }, sub, vapid))).status).toBe(201)
    expect(await inbox(sub.endpoint)).toHaveLength(1)
  })
})
