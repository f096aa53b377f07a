import { Hono } from 'hono'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { render } from '../http/rendering/render.tsx'
import { OfflinePage } from '../views/pages/OfflinePage.tsx'
import { routeModule } from './route-module.ts'

/**
 * /offline: the page the service worker keeps with the build's files and shows for anything it
 * has no copy of (decision 030). Rendered as for nobody signed in, whoever asks.
 */
const handlers = new Hono<AppEnv>().get('/', (c) => {
  const title = c.get('texts').offline_title()
  return render(c, <OfflinePage />, { title, heading: title, anonymous: true })
})

export const offlineRoute = routeModule(
  '/offline',
  [
    // Our addition: what the service worker shows offline for a page it has no copy of (decision 030).
    { name: 'offline', overlayHeader: false, auth: false },
  ],
  handlers,
)
