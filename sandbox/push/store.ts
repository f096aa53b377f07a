// The sandbox push service's state: the subscriptions it handed out, with the device's keys (the sandbox is the
// browser too, so it keeps the private key a real device would never share), and the inbox of messages it took.
import { base64url } from './keys-bytes.ts'

export const pushSchema = [
  `CREATE TABLE push_service_subscriptions (id TEXT PRIMARY KEY, endpoint TEXT NOT NULL UNIQUE, server_key TEXT NOT NULL,
    p256dh TEXT NOT NULL, auth TEXT NOT NULL, private_jwk TEXT NOT NULL, unsubscribed_at TEXT, created_at TEXT NOT NULL)`,
  `CREATE TABLE push_service_inbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, subscription_id TEXT NOT NULL, endpoint TEXT NOT NULL,
    text TEXT NOT NULL, ttl INTEGER NOT NULL, urgency TEXT, topic TEXT, received_at TEXT NOT NULL)`,
]

/** A subscription as `PushSubscription.toJSON()` gives it to a page. */
export interface SubscriptionJson {
  readonly endpoint: string
  readonly expirationTime: null
  readonly keys: { readonly p256dh: string; readonly auth: string }
}

export interface SubscriptionRow {
  readonly id: string
  readonly endpoint: string
  readonly server_key: string
  readonly p256dh: string
  readonly auth: string
  readonly private_jwk: string
  readonly unsubscribed_at: string | null
}

/**
 * Subscribes a new "device" for the application server key `serverKey` (the portal's VAPID public key, base64url):
 * a P-256 key pair and a 16-byte auth secret, as a browser makes them (RFC 8291 §2), and a push resource under
 * `origin` (the push service's https origin).
 */
export async function subscribe(db: D1Database, serverKey: string, origin: string): Promise<SubscriptionJson> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  const p256dh = base64url(new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer))
  const auth = base64url(crypto.getRandomValues(new Uint8Array(16)))
  const id = crypto.randomUUID()
  const endpoint = `${origin}/push/send/${id}`
  await db
    .prepare(
      'INSERT INTO push_service_subscriptions (id, endpoint, server_key, p256dh, auth, private_jwk, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      id,
      endpoint,
      serverKey,
      p256dh,
      auth,
      JSON.stringify(await crypto.subtle.exportKey('jwk', pair.privateKey)),
      new Date().toISOString(),
    )
    .run()
  return { endpoint, expirationTime: null, keys: { p256dh, auth } }
}

export async function findSubscription(db: D1Database, id: string): Promise<SubscriptionRow | null> {
  return db.prepare('SELECT * FROM push_service_subscriptions WHERE id = ?').bind(id).first<SubscriptionRow>()
}

/** The device unsubscribed (or its browser dropped the subscription): its push resource answers 410 from now on. */
export async function unsubscribe(db: D1Database, endpoint: string): Promise<boolean> {
  const changed = await db
    .prepare('UPDATE push_service_subscriptions SET unsubscribed_at = ? WHERE endpoint = ? AND unsubscribed_at IS NULL')
    .bind(new Date().toISOString(), endpoint)
    .run()
  return changed.meta.changes > 0
}

export interface InboxMessage {
  readonly endpoint: string
  /** The decrypted payload: exactly what the device's service worker would read from the push event. */
  readonly text: string
  readonly ttl: number
  readonly urgency: string | null
  readonly topic: string | null
  readonly receivedAt: string
}

export async function keep(
  db: D1Database,
  subscription: SubscriptionRow,
  message: Omit<InboxMessage, 'endpoint' | 'receivedAt'>,
): Promise<number> {
  const row = await db
    .prepare(
      'INSERT INTO push_service_inbox (subscription_id, endpoint, text, ttl, urgency, topic, received_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING seq',
    )
    .bind(
      subscription.id,
      subscription.endpoint,
      message.text,
      message.ttl,
      message.urgency,
      message.topic,
      new Date().toISOString(),
    )
    .first<{ seq: number }>()
  return row!.seq
}

/** The messages taken, oldest first; only one endpoint's when given. */
export async function inbox(db: D1Database, endpoint?: string): Promise<InboxMessage[]> {
  const rows = await db
    .prepare(`SELECT * FROM push_service_inbox${endpoint ? ' WHERE endpoint = ?' : ''} ORDER BY seq`)
    .bind(...(endpoint ? [endpoint] : []))
    .all<Record<string, string | number | null>>()
  return rows.results.map((row) => ({
    endpoint: String(row.endpoint),
    text: String(row.text),
    ttl: Number(row.ttl),
    urgency: (row.urgency as string | null) ?? null,
    topic: (row.topic as string | null) ?? null,
    receivedAt: String(row.received_at),
  }))
}
