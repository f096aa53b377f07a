// The documents the account pages read, checked with valibot and turned into what the pages
// show (src/domain/content-blocks.ts). Models: customtypes/.
import * as v from 'valibot'
import type { Arrangement, ContentSlice, Highlight, TailorCard } from '../../domain/content-blocks.ts'
import type { ContentReader } from './client.ts'
import { partOfVariation, type AdvancePart } from '../../domain/advance-information.ts'
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

/** The tailor-your-holiday documents in the editors' order. */
export async function tailorCards(reader: ContentReader): Promise<TailorCard[]> {
  const docs = await reader.allByType('tailor_your_holiday', 'my.tailor_your_holiday.order')
  return docs.flatMap((doc) => {
    const data = v.safeParse(Tailor, doc.data)
    if (!data.success || !doc.uid) return []
    return [
      {
        uid: doc.uid,
        title: text(data.output.title) || doc.uid,
        summary: data.output.summary?.trim() ?? '',
        image: responsiveImage(data.output.image),
      },
    ]
  })
}

/** One tailor-your-holiday document; NotFoundError when there is none by that uid. */
export async function tailorPage(
  reader: ContentReader,
  uid: string,
): Promise<TailorCard & { readonly slices: ContentSlice[] }> {
  const data = v.parse(Tailor, (await reader.byUID('tailor_your_holiday', uid)).data)
  return {
    uid,
    title: text(data.title) || uid,
    summary: data.summary?.trim() ?? '',
    image: responsiveImage(data.image),
    slices: contentSlices(data.body),
  }
}

/** The what's on single with its highlights (untitled highlights are left out). */
export async function whatsOn(reader: ContentReader): Promise<ContentIntro & { readonly highlights: Highlight[] }> {
  const data = v.parse(WhatsOn, (await reader.single('whats_on')).data)
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
  return { title: text(data.title) || "What's on", introHtml: html(data.intro), highlights }
}

/** The what-to-arrange-when single with its items (untitled items are left out). */
export async function arrangements(reader: ContentReader): Promise<ContentIntro & { readonly items: Arrangement[] }> {
  const data = v.parse(ArrangeWhen, (await reader.single('what_to_arrange_when')).data)
  const items = data.items.flatMap((item): Arrangement[] => {
    const title = item.title?.trim()
    return title
      ? [
          {
            title,
            html: html(item.description),
            link: contentLink(item.link, item.link_label),
            timing: item.reminder_timing ?? null,
          },
        ]
      : []
  })
  return { title: text(data.title) || 'What to arrange when', introHtml: html(data.intro), items }
}

const AdvanceInformation = v.object({
  title: RichText,
  intro: v.nullish(RichText),
  watersports_minimum_age: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  body: v.optional(
    v.array(
      v.looseObject({
        slice_type: v.string(),
        variation: v.string(),
        primary: v.optional(v.looseObject({ title: v.nullish(v.string()), description: v.nullish(RichText) }), {}),
      }),
    ),
    [],
  ),
})

export interface AdvanceWords {
  readonly title: string
  readonly html: string
}

/**
 * The guest hub advance information document: which parts are asked for (one
 * advance_information_part slice per part, by variation, SPEC §4) and the content's words for each.
 */
export async function advanceInformation(reader: ContentReader): Promise<
  ContentIntro & {
    readonly parts: ReadonlyMap<AdvancePart, AdvanceWords>
    readonly watersportsMinimumAge: number | undefined
  }
> {
  const data = v.parse(AdvanceInformation, (await reader.single('guest_hub_advance_information')).data)
  const parts = new Map<AdvancePart, AdvanceWords>()
  for (const slice of data.body) {
    const part = slice.slice_type === 'advance_information_part' ? partOfVariation(slice.variation) : undefined
    if (part && !parts.has(part))
      parts.set(part, { title: slice.primary.title?.trim() ?? '', html: html(slice.primary.description) })
  }
  return {
    title: text(data.title) || 'Advance information',
    introHtml: html(data.intro),
    parts,
    watersportsMinimumAge: data.watersports_minimum_age ?? undefined,
  }
}

const Villa = v.object({
  name: v.nullish(v.string()),
  room_configurations: v.optional(
    v.array(
      v.object({ value: v.nullish(v.string()), label: v.nullish(v.string()), description: v.nullish(v.string()) }),
    ),
    [],
  ),
})

export interface VillaRooms {
  readonly code: string
  readonly name: string
  /** The room configurations guests may choose for this villa (value saved, label shown). */
  readonly choices: readonly { readonly value: string; readonly label: string; readonly description: string }[]
}

/**
 * Each villa's room configuration choices from its villa document (docs/advance-information.md); a villa without one
 * has none.
 */
export async function villaRooms(reader: ContentReader, codes: readonly string[]): Promise<VillaRooms[]> {
  const villas = await reader.villasByCode(codes)
  const uids = [...villas.values()].map((villa) => villa.uid)
  const docs = uids.length ? await reader.byUIDs('villa', uids) : []
  return codes.map((code) => {
    const found = villas.get(code)
    const doc = found && docs.find((d) => d.uid === found.uid)
    const data = doc ? v.safeParse(Villa, doc.data) : undefined
    const choices = data?.success
      ? data.output.room_configurations.flatMap((c) =>
          c.value?.trim()
            ? [
                {
                  value: c.value.trim(),
                  label: c.label?.trim() || c.value.trim(),
                  description: c.description?.trim() ?? '',
                },
              ]
            : [],
        )
      : []
    return { code, name: found?.name ?? `Villa ${code}`, choices }
  })
}
