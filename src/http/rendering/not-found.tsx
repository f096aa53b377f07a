import type { Context } from 'hono'
import type { AppEnv } from '../middleware/app-env.ts'
import { render } from './render.tsx'
import { NotFoundPage } from '../../views/pages/NotFoundPage.tsx'

/** SPEC §2: 'Page not found: {path}' for an unknown path, 'Page Not Found: {path}' for a failed validate rule. */
export function renderNotFound(c: Context<AppEnv>, message?: string) {
  // The JSON API's message stays English for programs (SPEC §7); a page says it in the guest's language.
  if (c.req.path.startsWith('/api/')) return c.json({ message: message ?? `Page not found: ${c.req.path}` }, 404)
  const t = c.get('texts')
  return render(c, <NotFoundPage status={404} message={message ?? t.not_found_message({ path: c.req.path })} />, {
    title: t.not_found_title(),
    status: 404,
    reuseAs: message,
  })
}

/** SPEC §2: a route's validate rule (or its lookup) failed: 404 'Page Not Found: {path}'. */
export function renderPageNotFound(c: Context<AppEnv>) {
  return renderNotFound(c, c.get('texts').not_found_validate_message({ path: c.req.path }))
}
