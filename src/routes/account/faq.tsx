import { Hono, type Context } from 'hono'
import { isMissingDocument } from '../../integrations/content/client.ts'
import { languageOfContent } from '../../integrations/content/languages.ts'
import { faqCategory, faqCategoryUids } from '../../integrations/content/help.ts'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { content, renderContentUnavailable } from '../../http/rendering/content.tsx'
import { renderPageNotFound } from '../../http/rendering/not-found.tsx'
import { FaqPage } from '../../features/content/FaqPage.tsx'
import { routeModule } from '../route-module.ts'
import { isSlug } from '../../domain/routes.ts'
import { contentLanguage } from '../../domain/content-blocks.ts'

const categoryUids = (c: Context<AppEnv>) => faqCategoryUids(content(c))

function helpUnavailable(c: Context<AppEnv>, error: unknown) {
  const t = c.get('texts')
  return renderContentUnavailable(c, error, { what: t.content_faq_what(), title: t.nav_help(), where: 'content.faq' })
}

/**
 * /account/faq redirects to the first category of help_and_faqs (SPEC §2); /account/faq/{uid}
 * shows a category, with the categories as navigation. Content comes through the KV cache, so
 * an outage shows the cached pages; with nothing cached the guest gets a clear sentence.
 */
const handlers = new Hono<AppEnv>()
  .get('/', async (c) => {
    try {
      const [first] = await categoryUids(c)
      if (first) return c.redirect(`/account/faq/${first}`, 302)
      const t = c.get('texts')
      return render(c, <p className="lead">{t.content_faq_no_topics()}</p>, {
        title: t.nav_help(),
        heading: t.nav_help(),
      })
    } catch (error) {
      return helpUnavailable(c, error)
    }
  })
  .get('/:uid', async (c) => {
    const uid = c.req.param('uid')
    try {
      const reader = content(c)
      const [uids, current] = await Promise.all([categoryUids(c), reader.byUID('faq_category', uid)])
      const titles = await reader.byUIDs('faq_category', uids)
      const category = faqCategory(current)
      // A category with no translation is the master locale's: marked with its language (mark is empty otherwise).
      const markOf = (doc: { readonly lang: string }) => contentLanguage(languageOfContent(doc.lang), c.get('locale'))
      const mark = markOf(current)
      const categoryLink = (doc: (typeof titles)[number], docUid: string) => ({
        uid: docUid,
        title: faqCategory(doc).title || docUid,
        href: `/account/faq/${docUid}`,
        current: docUid === uid,
        mark: markOf(doc),
      })
      const title = category.title || c.get('texts').content_faq_fallback_title()
      return render(
        c,
        <FaqPage
          categories={titles.flatMap((doc) => (doc.uid ? [categoryLink(doc, doc.uid)] : []))}
          questions={category.questions}
          mark={mark}
        />,
        { title, heading: mark.lang ? <span {...mark}>{title}</span> : title },
      )
    } catch (error) {
      if (isMissingDocument(error)) return renderPageNotFound(c)
      return helpUnavailable(c, error)
    }
  })

export const faqRoute = routeModule(
  '/account/faq',
  [
    {
      name: 'account-faq',
      overlayHeader: false,
      auth: true,
      kept: true,
      nav: { label: 'nav_help', short: 'nav_help_short', order: 9, primary: true },
    },
    {
      name: 'account-faq-uid',
      path: '/:uid',
      overlayHeader: false,
      auth: true,
      kept: true,
      validate: (p) => isSlug(p.uid),
    },
  ],
  handlers,
)
