import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { content, renderContentUnavailable } from '../../http/rendering/content.tsx'
import { whatsOn } from '../../integrations/content/documents.ts'
import { WhatsOnPage } from '../../features/content/WhatsOnPage.tsx'
import { routeModule } from '../route-module.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'

/** /account/whats-on: the whats_on document's highlights (SPEC §2 highlight modal). */
const handlers = new Hono<AppEnv>().get('/', async (c) => {
  const t = c.get('texts')
  try {
    const doc = await whatsOn(content(c))
    const title = doc.title || t.nav_whats_on()
    // A document with no translation is the master locale's: its title is marked with its language.
    const mark = doc.title ? contentLanguage(doc.lang, c.get('locale')) : {}
    return render(c, <WhatsOnPage introHtml={doc.introHtml} highlights={doc.highlights} lang={doc.lang} />, {
      title,
      heading: mark.lang ? <span {...mark}>{title}</span> : title,
    })
  } catch (error) {
    return renderContentUnavailable(c, error, {
      what: t.content_whats_on_what(),
      title: t.nav_whats_on(),
      where: 'content.whatsOn',
    })
  }
})

export const whatsOnRoute = routeModule(
  '/account/whats-on',
  [
    {
      name: 'account-whats-on',
      overlayHeader: true,
      auth: true,
      kept: true,
      nav: { label: 'nav_whats_on', order: 7, under: '/account' },
    },
  ],
  handlers,
)
