import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { content, renderContentUnavailable } from '../../http/content.tsx'
import { whatsOn } from '../../integrations/content/documents.ts'
import { WhatsOnPage } from '../../views/pages/WhatsOnPage.tsx'
import { routeModule } from '../route-module.ts'

/** /account/whats-on: the whats_on document's highlights (SPEC §2 highlight modal). */
export const whatsOnRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    const doc = await whatsOn(content(c))
    return render(c, <WhatsOnPage introHtml={doc.introHtml} highlights={doc.highlights} />, {
      title: doc.title,
      heading: doc.title,
    })
  } catch (error) {
    return renderContentUnavailable(c, error, {
      what: "What's on listings",
      title: "What's on",
      where: 'content.whatsOn',
    })
  }
})

export const whatsOnRoute = routeModule(
  '/account/whats-on',
  [{ name: 'account-whats-on', overlayHeader: true, auth: true, kept: true, nav: { label: 'nav_whats_on', order: 7 } }],
  whatsOnRoutes,
)
