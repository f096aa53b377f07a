// Idempotent POSTs as Stripe keeps them: the first answer to a key (its status and body, an error too) is kept per
// account for 24 hours and replayed with `Idempotent-Replayed: true`; the same key on another endpoint or with other
// parameters is refused (`idempotency_error`); a key whose first request is still running answers 409, which the
// `stripe` package retries. A request refused by its parameter checks keeps nothing (Stripe saves results only once
// an endpoint has begun), so it may be retried with the same key.
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { StripeEnv } from './context.ts'
import { StripeFailure } from './errors.ts'
import { canonical } from './form.ts'
import { unixNow } from './ids.ts'

interface KeptRow {
  readonly method: string
  readonly path: string
  readonly params: string
  readonly status: number | null
  readonly body: string | null
  readonly request_id: string
}

const dayInSeconds = 24 * 3600

function refuse(message: string): never {
  throw new StripeFailure(400, { type: 'idempotency_error', message }, false)
}

/** The account an API key belongs to: the sandbox has one account per key. */
export const idempotency = (account: (key: string) => string) =>
  createMiddleware<StripeEnv>(async (c, next) => {
    const key = c.req.method === 'POST' ? (c.req.header('idempotency-key') ?? null) : null
    c.set('idempotencyKey', key)
    if (!key) return next()
    if (key.length > 255)
      throw new StripeFailure(
        400,
        { message: 'Invalid idempotency key: must be at most 255 characters.', param: 'Idempotency-Key' },
        false,
      )
    const db = c.env.DB
    const owner = account(c.req.header('authorization') ?? '')
    const params = canonical(c.get('form'))
    await db
      .prepare('DELETE FROM stripe_idempotency WHERE created < ?')
      .bind(unixNow() - dayInSeconds)
      .run()
    const claimed = await db
      .prepare(
        'INSERT INTO stripe_idempotency (account, key, method, path, params, request_id, created) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING key',
      )
      .bind(owner, key, c.req.method, c.req.path, params, c.get('requestId'), unixNow())
      .first()
    if (!claimed) {
      const kept = (await db
        .prepare('SELECT * FROM stripe_idempotency WHERE account = ? AND key = ?')
        .bind(owner, key)
        .first<KeptRow>())!
      if (kept.method !== c.req.method || kept.path !== c.req.path)
        refuse(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${c.req.path}' vs '${kept.path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      if (kept.params !== params)
        refuse(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      if (kept.status === null || kept.body === null) {
        c.header('Stripe-Should-Retry', 'true')
        throw new StripeFailure(
          409,
          {
            code: 'idempotency_key_in_use',
            message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
          },
          false,
        )
      }
      return c.body(kept.body, kept.status as ContentfulStatusCode, {
        'content-type': 'application/json',
        'idempotency-key': key,
        'idempotent-replayed': 'true',
        'original-request': kept.request_id,
      })
    }
    await next()
    const failure = c.error
    if (failure && (!(failure instanceof StripeFailure) || !failure.kept)) {
      await db.prepare('DELETE FROM stripe_idempotency WHERE account = ? AND key = ?').bind(owner, key).run()
      return
    }
    await db
      .prepare('UPDATE stripe_idempotency SET status = ?, body = ? WHERE account = ? AND key = ?')
      .bind(c.res.status, await c.res.clone().text(), owner, key)
      .run()
    c.res.headers.set('idempotency-key', key)
    c.res.headers.set('original-request', c.get('requestId'))
  })
