import * as v from 'valibot'
import type { ContentReader } from './reader.ts'
import { languageOfContent } from './languages.ts'
import { deepFreeze } from './deep-freeze.ts'

/** A content document as the reader hands it over: its uid, its language and its data, not yet checked. */
export interface ContentDocument {
  readonly uid: string | null
  readonly lang: string
  readonly data: unknown
}

/**
 * `shape` worked out once per document object. The isolate keeps a fresh content document and hands every request
 * the same frozen object (`remember` in cache.ts), so its checks, rich text to HTML and image srcsets run once per
 * document, not once per page view. A document read afresh is a new object, shaped again. The result is shared by
 * every request that reads the document: it is frozen too.
 */
export function shapedOnce<D extends object, T extends object>(shape: (doc: D) => T): (doc: D) => T {
  const shaped = new WeakMap<D, T>()
  return (doc) => {
    const kept = shaped.get(doc)
    if (kept !== undefined) return kept
    const value = deepFreeze(shape(doc))
    shaped.set(doc, value)
    return value
  }
}

/**
 * A reader of the single document of `type`: its data checked with `schema`, then shaped, once per document, with the
 * document's language (`lang`, a language tag: the guest's, or the master locale's when it has no translation), which
 * `shape` is given too, for parts shown apart from the document (an arrangement on home).
 */
export function shapedSingle<D, T extends object>(
  type: string,
  schema: v.GenericSchema<unknown, D>,
  shape: (data: D, lang: string) => T,
): (reader: ContentReader) => Promise<T & { readonly lang: string }> {
  const once = shapedOnce((doc: ContentDocument) => {
    const lang = languageOfContent(doc.lang)
    return { ...shape(v.parse(schema, doc.data), lang), lang }
  })
  return async (reader) => once(await reader.single(type))
}
