import { Hono, type Context } from 'hono'
import * as prismic from '@prismicio/client'
import { isMissingDocument } from '../../integrations/content/client.ts'
import * as v from 'valibot'
import { RichText } from '../../integrations/content/schemas.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { content, renderContentUnavailable } from '../../http/content.tsx'
import { renderPageNotFound } from '../../http/not-found.tsx'
import { FaqPage } from '../../views/pages/FaqPage.tsx'
import { routeModule } from '../route-module.ts'
import { isSlug } from '../../domain/routes.ts'

/** The parts of help_and_faqs and faq_category the pages read (content models in customtypes/). */
const HelpAndFaqs = v.object({
  categories: v.array(
    v.object({ category: v.object({ uid: v.optional(v.string()), isBroken: v.optional(v.boolean()) }) }),
  ),
})
const Category = v.object({
  title: RichText,
  questions: v.optional(v.array(v.object({ question: v.nullish(v.string()), answer: RichText })), []),
})

async function categoryUids(c: Context<AppEnv>): Promise<string[]> {
  const help = v.parse(HelpAndFaqs, (await content(c).single('help_and_faqs')).data)
  return help.categories.flatMap((item) => (!item.category.isBroken && item.category.uid ? [item.category.uid] : []))
}

/**
 * /account/faq redirects to the first category of help_and_faqs (SPEC §2); /account/faq/{uid}
 * shows a category, with the categories as navigation. Content comes through the KV cache, so
 * an outage shows the cached pages; with nothing cached the guest gets a clear sentence.
 */
export const faqRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    try {
      const [first] = await categoryUids(c)
      if (first) return c.redirect(`/account/faq/${first}`, 302)
      return render(c, <p className="lead">There are no help topics yet. Please contact us with any question.</p>, {
        title: 'Help and FAQs',
        heading: 'Help and FAQs',
      })
    } catch (error) {
      return renderContentUnavailable(c, error, {
        what: 'Our help pages',
        title: 'Help and FAQs',
        where: 'content.faq',
      })
    }
  })
  .get('/:uid', async (c) => {
    const uid = c.req.param('uid')
    try {
      const reader = content(c)
      const [uids, current] = await Promise.all([categoryUids(c), reader.byUID('faq_category', uid)])
      const titles = await reader.byUIDs('faq_category', uids)
      const category = v.parse(Category, current.data)
      const title = prismic.asText(category.title) || 'Help'
      return render(
        c,
        <FaqPage
          categories={titles.flatMap((doc) =>
            doc.uid
              ? [
                  {
                    uid: doc.uid,
                    title: prismic.asText(v.parse(Category, doc.data).title) || doc.uid,
                    href: `/account/faq/${doc.uid}`,
                    current: doc.uid === uid,
                  },
                ]
              : [],
          )}
          questions={category.questions.map((q) => ({
            question: q.question ?? '',
            answerHtml: prismic.asHTML(q.answer) ?? '',
          }))}
        />,
        { title, heading: title },
      )
    } catch (error) {
      if (isMissingDocument(error)) return renderPageNotFound(c)
      return renderContentUnavailable(c, error, {
        what: 'Our help pages',
        title: 'Help and FAQs',
        where: 'content.faq',
      })
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
  faqRoutes,
)
