// The sandbox push service's control (/__sandbox/push): make a subscription as a browser's PushManager.subscribe
// would, unsubscribe one (its endpoint then answers 410), and read the inbox of decrypted messages.
import { Hono } from 'hono'
import * as v from 'valibot'
import { parse } from '../control-body.ts'
import type { SandboxEnv } from '../db.ts'
import { inbox, subscribe, unsubscribe } from './store.ts'

const NewSubscription = v.object({
  /** The application server's VAPID public key (base64url), as `applicationServerKey`. */
  applicationServerKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86,88}=*$/, 'is not a base64url P-256 key')),
  /**
   * The push service's https origin in the endpoint (default: https:// and the host the request came to). A push
   * resource must be https (RFC 8030 §2); tests route it to the sandbox.
   */
  origin: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
})

export const pushControl = new Hono<{ Bindings: SandboxEnv }>()
  .post('/subscriptions', async (c) => {
    const input = await parse(c, NewSubscription)
    if (input instanceof Response) return input
    const origin = input.origin ? new URL(input.origin).origin : `https://${new URL(c.req.url).host}`
    return c.json(await subscribe(c.env.DB, input.applicationServerKey, origin), 201)
  })
  .delete('/subscriptions', async (c) => {
    const endpoint = c.req.query('endpoint')
    if (!endpoint) return c.json({ message: 'endpoint: give the subscription’s endpoint' }, 400)
    return (await unsubscribe(c.env.DB, endpoint))
      ? c.body(null, 204)
      : c.json({ message: 'No such subscription' }, 404)
  })
  .get('/inbox', async (c) => c.json({ messages: await inbox(c.env.DB, c.req.query('endpoint')) }))
