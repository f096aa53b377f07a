// A Checkout Session ends open → expired: on POST /v1/checkout/sessions/{id}/expire, on the control API's "expire
// now", or by itself once `expires_at` has passed (checked before each request: the sandbox has no timer). Each
// writes `checkout.session.expired`.
import { StripeFailure, noSuch } from './errors.ts'
import { type Emitter, type EventCause, emit, noRequest } from './events.ts'
import { unixNow } from './ids.ts'
import { sessionObject } from './session-object.ts'
import { type SessionRow, findRow } from './store.ts'

const expireOpen = (db: D1Database, where: string, bind: (string | number)[]) =>
  db
    .prepare(`UPDATE stripe_sessions SET status = 'expired' WHERE status = 'open' AND ${where} RETURNING *`)
    .bind(...bind)
    .all<SessionRow>()

/** Expires the open sessions whose time has come, each with its event. */
export async function expireDue(emitter: Emitter): Promise<void> {
  const { results } = await expireOpen(emitter.env.DB, 'expires_at <= ?', [unixNow()])
  const ordered = results.sort((a, b) => a.seq - b.seq)
  await emit(
    emitter,
    ordered.map((row) => ({ type: 'checkout.session.expired', object: sessionObject(row) })),
    noRequest,
  )
}

/** Expires one open session now; Stripe's 400 when it is not open, 404 when there is none. */
export async function expireSession(emitter: Emitter, id: string, cause: EventCause): Promise<SessionRow> {
  const { results } = await expireOpen(emitter.env.DB, 'id = ?', [id])
  const row = results[0]
  if (!row) {
    const existing = await findRow(emitter.env.DB, 'session', id)
    if (!existing) throw noSuch('checkout.session', id, 'session')
    throw new StripeFailure(400, {
      message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${existing.status}\`.`,
    })
  }
  await emit(emitter, [{ type: 'checkout.session.expired', object: sessionObject(row) }], cause)
  return row
}
