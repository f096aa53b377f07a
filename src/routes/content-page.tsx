import { Hono } from 'hono'
import { isMissingDocument } from '../integrations/content/client.ts'
import { contentPage } from '../integrations/content/pages.ts'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { render } from '../http/rendering/render.tsx'
import { content } from '../http/rendering/content.tsx'
import { renderNotFound } from '../http/rendering/not-found.tsx'
import { report } from '../http/middleware/report.ts'
import { SliceZone } from '../features/content/SliceZone.tsx'
import { ContentUnavailable } from '../views/parts/ContentUnavailable.tsx'
import { routeModule } from './route-module.ts'
import { isSlug } from '../domain/routes.ts'
import { contentLanguage, pageLanguage } from '../domain/content-blocks.ts'

/** /{uid}: a content page by uid (SPEC §2), public; an unknown uid is 'Page not found'. */
const handlers = new Hono<AppEnv>().get('/:uid', async (c) => {
  try {
    const page = await contentPage(content(c), c.req.param('uid'))
    const title = page.title || 'Guest Hub'
    // A page with no translation is the master locale's: marked with its language, our own words inside with ours.
    const locale = c.get('locale')
    const mark = contentLanguage(page.lang, locale)
    return render(
      c,
      <article className="content-page stack" {...mark}>
        <h1>{title}</h1>
        <SliceZone slices={page.slices} ours={pageLanguage(mark, locale)} />
      </article>,
      { title },
    )
  } catch (error) {
    if (isMissingDocument(error)) return renderNotFound(c)
    report(c, 'content.page', error)
    const t = c.get('texts')
    return render(c, <ContentUnavailable what={t.content_pages_what()} />, {
      title: t.content_unavailable_title(),
      status: 503,
    })
  }
})

export const contentPageRoute = routeModule(
  '/',
  [
    // The catch-all content page: last in src/routes/index.ts, so every literal route wins.
    { name: 'uid', path: ':uid', overlayHeader: false, auth: false, validate: (p) => isSlug(p.uid) },
  ],
  handlers,
)
