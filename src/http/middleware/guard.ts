import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env.ts'
import { guardRoute } from './route-guard.ts'
import { writeCookie } from './cookies.ts'
import { takeAfterLoginTarget } from './after-login.ts'
import { renderNotFound, renderPageNotFound } from '../rendering/not-found.tsx'

/**
 * Route guard: looks the path up in the route table, answers a failed validate rule with
 * 'Page Not Found: {path}', sends visitors who are not signed in to login (remembering where
 * they were going) and signed-in visitors on the login page on to the account area.
 */
export const routeGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.startsWith('/api/')) return next()
  const match = c.get('site').match(c.req.path)
  c.set('route', match)
  // An account path that matches no route (or cannot be decoded) must not reach a handler unguarded.
  if (!match) return c.req.path.startsWith('/account') ? renderNotFound(c) : next()
  if (!match.valid) return renderPageNotFound(c)
  const decision = guardRoute(match.route, c.get('user') !== null)
  if (decision.kind === 'login') {
    if (c.req.method === 'GET') {
      const url = new URL(c.req.url)
      writeCookie(c, 'redirectPath', url.pathname + url.search)
    }
    return c.redirect('/account/login', 302)
  }
  if (decision.kind === 'continue') return c.redirect(takeAfterLoginTarget(c), 302)
  return next()
})
