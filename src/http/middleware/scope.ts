import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { makeScope } from '../../scope/scope.ts'
import { signedInGuest, type Selection } from '../../scope/guest.ts'
import { bookingStore, type BookingStore } from '../../scope/bookings.ts'
import { checkId } from '../../domain/request-ids.ts'

/**
 * Builds the request's scope once the session and the language are settled: what loaders and actions take instead of
 * the request (src/scope/scope.ts). `c.get('bookings')` is the signed-in guest's bookings (none without a guest).
 */
/** The device's selected booking, read from the variables booking selection sets (after this middleware). */
function selectionOf(c: Context<AppEnv>): Selection {
  return {
    get savedId() {
      return c.get('bookingId')
    },
    booking: () => c.get('booking')?.() ?? Promise.resolve(undefined),
  }
}

export const requestScope = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.get('config')
  const user = c.get('user')
  const texts = c.get('texts')
  const guest = user
    ? signedInGuest(
        config,
        { user, profile: c.get('profile'), tables: c.get('tables'), selected: selectionOf(c) },
        texts,
      )
    : undefined
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined
  try {
    const ctx = c.executionCtx
    waitUntil = (promise) => ctx.waitUntil(promise)
  } catch {
    waitUntil = undefined // no execution context (app.request in a unit test)
  }
  const scope = makeScope({
    config,
    env: c.env,
    guest,
    locale: c.get('locale'),
    context: () => ({
      requestId: c.get('requestId'),
      route: c.get('route')?.route.name,
      path: c.req.path,
      userId: user?.id,
    }),
    waitUntil,
    previewRef: c.get('previewRef'),
  })
  c.set('scope', scope)
  let nobody: BookingStore | undefined
  const nobodys = () => (nobody ??= bookingStore(config, async () => checkId(undefined), texts))
  c.set('bookings', () => guest?.bookings() ?? nobodys())
  await next()
})
