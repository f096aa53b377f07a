import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import { render } from '../http/render.tsx'
import { publicPageLayout } from '../http/public-page-layout.ts'
import { AccessibilityPage } from '../views/pages/AccessibilityPage.tsx'
import { routeModule } from './route-module.ts'

/** /accessibility: the accessibility statement, public, framed like contact us. */
export const accessibilityRoutes = new Hono<AppEnv>().get('/', async (c) =>
  (await publicPageLayout(c)) === 'default'
    ? render(c, <AccessibilityPage />, { title: 'Accessibility', heading: 'Accessibility', layout: 'default' })
    : render(c, <AccessibilityPage heading="Accessibility" />, { title: 'Accessibility', layout: 'guest-hub-login' }),
)

export const accessibilityRoute = routeModule(
  '/accessibility',
  [
    // Our addition: the accessibility statement, public like contact us (docs/accessibility.md).
    { name: 'accessibility', overlayHeader: false, auth: false },
  ],
  accessibilityRoutes,
)
