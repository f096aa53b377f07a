import { Hono, type Context } from 'hono'
import { isMissingDocument } from '../../integrations/content/client.ts'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { content, renderContentUnavailable } from '../../http/rendering/content.tsx'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { tailorCards, tailorPage } from '../../integrations/content/documents.ts'
import { TailorDetailPage, TailorOverviewPage } from '../../features/content/TailorPages.tsx'
import { routeModule } from '../route-module.ts'
import { isSlug } from '../../domain/routes.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'

/** What the pages say when the content service cannot answer, in the guest's language. */
const unavailable = (c: Context<AppEnv>) => {
  const t = c.get('texts')
  return { what: t.extras_tailor_what(), title: t.extras_tailor_title(), where: 'content.tailor' }
}

/** /account/tailor-your-holiday and /{uid}: the tailor_your_holiday documents (customtypes/). */
const handlers = new Hono<AppEnv>()
  .get('/', async (c) => {
    try {
      const title = c.get('texts').extras_tailor_title()
      return render(c, <TailorOverviewPage cards={await tailorCards(content(c))} />, { title, heading: title })
    } catch (error) {
      return renderContentUnavailable(c, error, unavailable(c))
    }
  })
  .get('/:uid', async (c) => {
    try {
      const page = await tailorPage(content(c), c.req.param('uid'))
      const mark = contentLanguage(page.lang, c.get('locale'))
      return render(c, <TailorDetailPage page={page} />, {
        title: page.title,
        heading: mark.lang ? <span {...mark}>{page.title}</span> : page.title,
      })
    } catch (error) {
      if (isMissingDocument(error)) return renderPageNotFound(c)
      return renderContentUnavailable(c, error, unavailable(c))
    }
  })

export const tailorYourHolidayRoute = routeModule(
  '/account/tailor-your-holiday',
  [
    {
      name: 'account-tailor-your-holiday',
      overlayHeader: false,
      auth: true,
      kept: true,
      nav: { label: 'nav_tailor_your_holiday', order: 6, under: '/account/my-bookings' },
    },
    {
      name: 'account-tailor-your-holiday-uid',
      path: '/:uid',
      overlayHeader: false,
      auth: true,
      kept: true,
      validate: (p) => isSlug(p.uid),
    },
  ],
  handlers,
)
