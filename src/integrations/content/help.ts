// The help pages' documents (content models in customtypes/): help_and_faqs lists the FAQ categories, each a
// faq_category with its questions; contact_us holds the resort's details and the spa's ways to book.
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import type { SpaBooking } from '../../domain/content-blocks.ts'
import type { ContentReader } from './reader.ts'
import { contentLink, html } from './fields.ts'
import { RichText } from './schemas.ts'
import { shapedOnce, shapedSingle } from './shaped-once.ts'

const HelpAndFaqs = v.object({
  categories: v.array(
    v.object({ category: v.object({ uid: v.optional(v.string()), isBroken: v.optional(v.boolean()) }) }),
  ),
})
const Category = v.object({
  title: RichText,
  questions: v.optional(v.array(v.object({ question: v.nullish(v.string()), answer: RichText })), []),
})
const ContactUs = v.object({
  intro: RichText,
  phone: v.nullish(v.string()),
  email: v.nullish(v.string()),
  hours: RichText,
})

// Checked and shaped once per kept document (shapedOnce): a request only reads them.
const helpCategories = shapedOnce((doc: { readonly data: unknown }) => ({
  uids: v
    .parse(HelpAndFaqs, doc.data)
    .categories.flatMap((item) => (!item.category.isBroken && item.category.uid ? [item.category.uid] : [])),
}))

/** The FAQ categories' uids in the editors' order, leaving out broken links. */
export async function faqCategoryUids(reader: ContentReader): Promise<readonly string[]> {
  return helpCategories(await reader.single('help_and_faqs')).uids
}

/** A faq_category document as its page shows it: its title and questions, the answers as HTML. */
export const faqCategory = shapedOnce((doc: { readonly data: unknown }) => {
  const category = v.parse(Category, doc.data)
  return {
    title: prismic.asText(category.title),
    questions: category.questions.map((q) => ({ question: q.question ?? '', answerHtml: html(q.answer) })),
  }
})

/** The contact_us single: its introduction and opening hours as HTML, the phone and email when given. */
export const contactDetails = shapedSingle('contact_us', ContactUs, (data) => ({
  introHtml: html(data.intro),
  phone: data.phone ?? undefined,
  email: data.email ?? undefined,
  hoursHtml: html(data.hours),
}))

const SpaFields = v.looseObject({
  spa_phone: v.nullish(v.string()),
  spa_email: v.nullish(v.string()),
  spa_booking_page: v.unknown(),
})

const filled = (text: string | null | undefined) => text?.trim() || undefined

/** The contact_us single's ways to book the spa (issue 38, item 18). */
export const spaBookingWays = shapedSingle('contact_us', SpaFields, (data): SpaBooking => {
  const page = contentLink(data.spa_booking_page, 'page')
  return { phone: filled(data.spa_phone), email: filled(data.spa_email), page: page?.external ? page.href : undefined }
})
