import { Hono, type Context } from 'hono'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { render } from '../http/rendering/render.tsx'
import { publicPageLayout } from '../http/rendering/public-page-layout.ts'
import { AccessibilityPage } from '../views/pages/AccessibilityPage.tsx'
import { routeModule } from './route-module.ts'

const title = (c: Context<AppEnv>) => c.get('texts').link_accessibility()

/** /accessibility: the accessibility statement, public, framed like contact us. */
const handlers = new Hono<AppEnv>().get('/', async (c) =>
  (await publicPageLayout(c)) === 'default'
    ? render(c, <AccessibilityPage />, { title: title(c), heading: title(c), layout: 'default' })
    : render(c, <AccessibilityPage heading={title(c)} />, { title: title(c), layout: 'guest-hub-login' }),
)

export const accessibilityRoute = routeModule(
  '/accessibility',
  [
    // Our addition: the accessibility statement, public like contact us (docs/accessibility.md).
    { name: 'accessibility', overlayHeader: false, auth: false },
  ],
  handlers,
)
