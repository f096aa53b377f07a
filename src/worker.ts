// Wires the portal: middleware in order, then one mount per route of the route table; and the work done without a
// request (cron jobs, queue consumers), each given a scope of its own.
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { csrf } from 'hono/csrf'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv, Bindings } from './http/middleware/app-env.ts'
import { readConfig } from './integrations/config.ts'
import { session } from './http/middleware/session.ts'
import { routeGuard } from './http/middleware/guard.ts'
import { renderNotFound } from './http/rendering/not-found.tsx'
import { handleError } from './http/rendering/errors.tsx'
import { previewSession } from './http/middleware/preview.ts'
import { securityHeaders } from './http/middleware/security-headers.ts'
import { requestScope } from './http/middleware/scope.ts'
import { bookingSelection } from './http/middleware/booking-selection.ts'
import { offlineUser } from './http/middleware/offline-copies.ts'
import { accountLocale, earlyLocale } from './http/middleware/locale.ts'
import { siteMap } from './domain/site-map.ts'
import { routeModules } from './routes/index.ts'
import { cronJobs, queueConsumers } from './jobs/index.ts'
import { consumeQueue, runScheduled } from './jobs/handlers.ts'

/** Durable Objects the worker hosts (wrangler.toml declares each, with its migration, in every environment). */
export { MessageThread } from './features/messages/thread-object.ts'

export const app = new Hono<AppEnv>({ strict: false })

/** The routes' table, navigation and kept pages, built once from the route files' own declarations. */
const site = siteMap(routeModules.flatMap((module) => module.pages))

app.use(requestId())
app.use(earlyLocale)
app.use(async (c, next) => {
  c.set('site', site)
  await next()
})
// Runs after securityHeaders has set its headers: the simulator's frame is ruled by CSP
// frame-ancestors alone (X-Frame-Options cannot name the content service).
app.use('/slice-simulator', async (c, next) => {
  await next()
  c.res.headers.delete('X-Frame-Options')
})
app.use(securityHeaders)
// A reminder email's one-click unsubscribe is POSTed by mail clients, from no page of ours: its signed token, not the
// Origin, is the proof (src/routes/reminders-unsubscribe.tsx).
const checkOrigin = csrf()
app.use((c, next) => (c.req.path === '/reminders/unsubscribe' ? next() : checkOrigin(c, next)))
app.use(
  bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw new HTTPException(413)
    },
  }),
)
app.use(async (c, next) => {
  c.set('config', readConfig(c.env))
  await next()
})
app.use(previewSession)
app.use(session)
app.use(accountLocale)
app.use(offlineUser)
app.use(requestScope)
app.use(routeGuard)
app.use(bookingSelection)

for (const module of routeModules) app.route(module.base, module.app)

app.notFound((c) => renderNotFound(c))
app.onError(handleError)

/** The worker: pages and APIs, cron jobs and queue consumers (src/jobs/). */
export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => runScheduled(controller, env, ctx, cronJobs),
  queue: (batch, env, ctx) => consumeQueue(batch, env, ctx, queueConsumers),
} satisfies ExportedHandler<Bindings>
