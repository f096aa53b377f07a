// A push service's push resource (RFC 8030 §5): the application server POSTs an encrypted message to a subscription's
// endpoint. As a real one: 404 for an endpoint it never made, 410 once the device unsubscribed, 401/403 for VAPID
// credentials that fail (RFC 8292), 400 without a TTL, 400 for a content coding other than aes128gcm (Apple takes
// nothing else), 413 over 4096 bytes, 400 when the body does not decrypt; else 201 with the message's Location. The
// message, decrypted with the device's keys, goes to the inbox tests read (GET /__sandbox/push/inbox).
import { Hono } from 'hono'
import type { SandboxEnv } from '../db.ts'
import { decryptAes128gcm } from './decrypt.ts'
import { findSubscription, keep } from './store.ts'
import { checkVapid } from './vapid.ts'

/** The largest body a push service must accept (RFC 8030 §7.2); more is refused with 413. */
const maxBody = 4096

const urgencies = ['very-low', 'low', 'normal', 'high']

export const push = new Hono<{ Bindings: SandboxEnv }>()
  .post('/send/:id', async (c) => {
    // Read the body first: an unread body makes workerd drop the keep-alive connection.
    const body = new Uint8Array(await c.req.arrayBuffer())
    const subscription = await findSubscription(c.env.DB, c.req.param('id'))
    if (!subscription) return c.json({ reason: 'No such subscription' }, 404)
    if (subscription.unsubscribed_at) return c.json({ reason: 'The subscription is gone' }, 410)
    const vapid = await checkVapid(c.req.header('authorization'), subscription.endpoint, subscription.server_key)
    if (!vapid.ok) return c.json({ reason: vapid.reason }, vapid.status)
    const ttl = c.req.header('ttl')
    if (!ttl || !/^\d+$/.test(ttl)) return c.json({ reason: 'The TTL header is missing or not a number' }, 400)
    const urgency = c.req.header('urgency') ?? null
    if (urgency !== null && !urgencies.includes(urgency))
      return c.json({ reason: `Urgency ${urgency} is unknown` }, 400)
    const topic = c.req.header('topic') ?? null
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic))
      return c.json({ reason: 'A Topic is at most 32 base64url characters' }, 400)
    const encoding = c.req.header('content-encoding')
    if (encoding?.toLowerCase() !== 'aes128gcm')
      return c.json({ reason: `Content-Encoding ${encoding ?? '(none)'} is not supported: only aes128gcm` }, 400)
    if (body.length > maxBody) return c.json({ reason: `The payload is ${body.length} bytes, over ${maxBody}` }, 413)
    const plain = await decryptAes128gcm(subscription, body)
    if ('error' in plain) return c.json({ reason: plain.error }, 400)
    const seq = await keep(c.env.DB, subscription, { text: plain.text, ttl: Number(ttl), urgency, topic })
    return c.body(null, 201, { location: `${new URL(subscription.endpoint).origin}/push/message/${seq}` })
  })
  .all('*', (c) => {
    console.warn(`sandbox: unhandled push service path ${c.req.method} ${c.req.path}`)
    return c.json({ reason: 'Not found' }, 404)
  })
