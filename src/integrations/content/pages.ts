// A content page (the `page` type, customtypes/page): a title and a slice zone, shown at /{uid}.
import * as v from 'valibot'
import type { ContentSlice } from '../../domain/content-blocks.ts'
import type { ContentReader } from './reader.ts'
import { languageOfContent } from './languages.ts'
import { contentSlices, text } from './fields.ts'
import { RichText } from './schemas.ts'
import { shapedOnce, type ContentDocument } from './shaped-once.ts'

const Page = v.object({ title: RichText, body: v.optional(v.unknown()) })

// Checked and shaped once per kept document (shapedOnce); a page that does not read throws, for every request.
const shapedPage = shapedOnce((doc: ContentDocument) => {
  const page = v.parse(Page, doc.data)
  return { title: text(page.title), slices: contentSlices(page.body), lang: languageOfContent(doc.lang) }
})

/** The page of `uid`, its title as text and its slices; NotFoundError when there is none by that uid. */
export async function contentPage(
  reader: ContentReader,
  uid: string,
): Promise<{ readonly title: string; readonly slices: readonly ContentSlice[]; readonly lang: string }> {
  return shapedPage(await reader.byUID('page', uid))
}
