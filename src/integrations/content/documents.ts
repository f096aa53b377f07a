// The documents the account pages read, checked with valibot and turned into what the pages
// show (src/domain/content-blocks.ts). Models: customtypes/.
import * as v from 'valibot'
import type { Arrangement, ContentSlice, Highlight, TailorCard } from '../../domain/content-blocks.ts'
import type { ContentReader } from './reader.ts'
import { languageOfContent } from './languages.ts'
import { shapedOnce, shapedSingle, type ContentDocument } from './shaped-once.ts'
import { contentLink, contentSlices, html, responsiveImage, text } from './fields.ts'
import { RichText } from './schemas.ts'

const Tailor = v.object({
  title: RichText,
  summary: v.nullish(v.string()),
  image: v.unknown(),
  body: v.optional(v.unknown()),
})
const WhatsOn = v.object({
  title: RichText,
  intro: v.nullish(RichText),
  highlights: v.optional(
    v.array(
      v.object({
        title: v.nullish(v.string()),
        when: v.nullish(v.string()),
        summary: v.nullish(v.string()),
        image: v.unknown(),
        description: v.nullish(RichText),
        link: v.unknown(),
        link_label: v.nullish(v.string()),
      }),
    ),
    [],
  ),
})
const ArrangeWhen = v.object({
  title: RichText,
  intro: v.nullish(RichText),
  items: v.optional(
    v.array(
      v.object({
        reminder_timing: v.nullish(v.string()),
        title: v.nullish(v.string()),
        description: v.nullish(RichText),
        link: v.unknown(),
        link_label: v.nullish(v.string()),
      }),
    ),
    [],
  ),
})

export interface ContentIntro {
  readonly title: string
  readonly introHtml: string
}

// Checked and shaped once per kept document (shapedOnce): a request only reads them. A card that does not read is left
// out of the list; a page that does not read throws, for every request, as it did before it was kept.
const tailorCard = shapedOnce((doc: ContentDocument) => {
  const data = v.safeParse(Tailor, doc.data)
  if (!data.success || !doc.uid) return { card: undefined }
  const card: TailorCard = {
    uid: doc.uid,
    title: text(data.output.title) || doc.uid,
    summary: data.output.summary?.trim() ?? '',
    image: responsiveImage(data.output.image),
    lang: languageOfContent(doc.lang),
  }
  return { card }
})
const tailorDocument = shapedOnce((doc: ContentDocument) => {
  const data = v.parse(Tailor, doc.data)
  const uid = doc.uid ?? ''
  return {
    lang: languageOfContent(doc.lang),
    uid,
    title: text(data.title) || uid,
    summary: data.summary?.trim() ?? '',
    image: responsiveImage(data.image),
    slices: contentSlices(data.body),
  }
})

/** The tailor-your-holiday documents in the editors' order. */
export async function tailorCards(reader: ContentReader): Promise<readonly TailorCard[]> {
  const docs = await reader.allByType('tailor_your_holiday', 'my.tailor_your_holiday.order')
  return docs.flatMap((doc) => tailorCard(doc).card ?? [])
}

/** One tailor-your-holiday document; NotFoundError when there is none by that uid. */
export async function tailorPage(
  reader: ContentReader,
  uid: string,
): Promise<TailorCard & { readonly slices: readonly ContentSlice[] }> {
  return tailorDocument(await reader.byUID('tailor_your_holiday', uid))
}

/** The what's on single with its highlights (untitled highlights are left out). */
export const whatsOn = shapedSingle(
  'whats_on',
  WhatsOn,
  (data): ContentIntro & { readonly highlights: readonly Highlight[] } => {
    const highlights = data.highlights.flatMap((item, i): Highlight[] => {
      const title = item.title?.trim()
      if (!title) return []
      return [
        {
          id: `highlight-${i + 1}`,
          title,
          when: item.when?.trim() ?? '',
          summary: item.summary?.trim() ?? '',
          image: responsiveImage(item.image),
          html: html(item.description),
          link: contentLink(item.link, item.link_label),
        },
      ]
    })
    // No title: the page names itself in the guest's language.
    return { title: text(data.title), introHtml: html(data.intro), highlights }
  },
)

/** The what-to-arrange-when single with its items (untitled items are left out). */
export const arrangements = shapedSingle(
  'what_to_arrange_when',
  ArrangeWhen,
  (data, lang): ContentIntro & { readonly items: readonly Arrangement[] } => {
    const items = data.items.flatMap((item): Arrangement[] => {
      const title = item.title?.trim()
      return title
        ? [
            {
              title,
              html: html(item.description),
              link: contentLink(item.link, item.link_label),
              timing: item.reminder_timing ?? null,
              lang,
            },
          ]
        : []
    })
    return { title: text(data.title) || 'What to arrange when', introHtml: html(data.intro), items }
  },
)
