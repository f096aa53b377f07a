// The advance-information document and the villas' room choices, checked with valibot and turned
// into what the advance-information pages show. Models: customtypes/.
import * as v from 'valibot'
import type { ContentReader } from './reader.ts'
import type { ContentIntro } from './documents.ts'
import { partOfVariation, type AdvancePart } from '../../domain/advance-parts.ts'
import { html, text } from './fields.ts'
import { RichText } from './schemas.ts'
import { shapedOnce, shapedSingle } from './shaped-once.ts'

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

type AdvanceContent = ContentIntro & {
  readonly parts: ReadonlyMap<AdvancePart, AdvanceWords>
  readonly watersportsMinimumAge: number | undefined
}

/**
 * The guest hub advance information document: which parts are asked for (one
 * advance_information_part slice per part, by variation, SPEC §4) and the content's words for each.
 */
export const advanceInformation = shapedSingle(
  'guest_hub_advance_information',
  AdvanceInformation,
  (data): AdvanceContent => {
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
  },
)

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

// A villa document's room choices, checked and shaped once per kept document (shapedOnce); none when it does not read.
const roomChoices = shapedOnce((doc: { readonly data: unknown }) => {
  const data = v.safeParse(Villa, doc.data)
  const choices = data.success
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
  return { choices }
})

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
    return { code, name: found?.name ?? `Villa ${code}`, choices: doc ? roomChoices(doc).choices : [] }
  })
}
