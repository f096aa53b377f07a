import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { render } from './render.tsx'
import { NotFoundPage } from '../views/pages/NotFoundPage.tsx'

/** SPEC §2: 'Page not found: {path}' for an unknown path, 'Page Not Found: {path}' for a failed validate rule. */
export function renderNotFound(c: Context<AppEnv>, message: string = `Page not found: ${c.req.path}`) {
  if (c.req.path.startsWith('/api/')) return c.json({ message }, 404)
  return render(c, <NotFoundPage status={404} message={message} />, {
    title: 'Page not found',
    status: 404,
    reuseAs: message,
  })
}

/** SPEC §2: a route's validate rule (or its lookup) failed: 404 'Page Not Found: {path}'. */
export function renderPageNotFound(c: Context<AppEnv>) {
  return renderNotFound(c, `Page Not Found: ${c.req.path}`)
}
