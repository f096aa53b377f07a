import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { contentReader } from '../integrations/content/client.ts'
import { reportError } from '../integrations/monitoring.ts'
import { monitoringTarget, reportContext } from './report.ts'

/** The request's content reader: KV cache, preview cookie, background refreshes reported. */
export function content(c: Context<AppEnv>) {
  const target = monitoringTarget(c)
  return contentReader(c.var.config, {
    kv: c.env.CONTENT_CACHE,
    cookie: c.req.header('cookie'),
    waitUntil: (promise) => (target.waitUntil ? target.waitUntil(promise) : void promise),
    onRefreshError: (error) => reportError(error, reportContext(c, 'content.refresh'), target, 'warning'),
  })
}
