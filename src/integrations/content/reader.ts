import * as prismic from '@prismicio/client'
import { baseLocale, type Locale } from '../../domain/locale.ts'
import { cached } from './cache.ts'
import { clientFor, isMissingDocument, masterRefKey, type ContentConfig } from './client.ts'
import { contentLangs, masterContentLang, withFallbacks } from './languages.ts'
import { lookUpVillas, villaCode, type Villa } from './villa-lookup.ts'

export interface ContentContext {
  readonly kv: KVNamespace
  readonly waitUntil: (promise: Promise<unknown>) => void
  /** The ref of an accepted preview session (src/http/middleware/preview.ts): read it, never the cache. */
  readonly previewRef?: string | undefined
  readonly onRefreshError?: (error: unknown) => void
  /** The guest's language: every read asks for it (English when not given). */
  readonly locale?: Locale | undefined
}

/**
 * Content reads through @prismicio/client (which retries invalid and expired refs with the
 * master ref and waits out 429s, SPEC §8), cached in Workers KV by ref: the master ref for a
 * minute, documents for five minutes, both served stale while a refresh runs and during an
 * outage. A preview session reads its own ref and never the cache.
 *
 * Every read asks for the guest's language (`contentLangs`); a document with no translation is the master locale's,
 * its `lang` saying so (the pages mark it with a `lang` attribute). Cache keys hold the ref and the language, so one
 * language's entries never answer another's, and a publish (a new master ref, see forgetMasterRef) retires every
 * language's at once.
 */
export function contentReader(config: ContentConfig, context: ContentContext) {
  const cache = { kv: context.kv, waitUntil: context.waitUntil, onRefreshError: context.onRefreshError }
  // One master ref lookup per reader (a request's reads share it): one cache read, not one per document.
  let masterRef: Promise<string> | undefined
  // This request's own signal on each content request. The content client shares a GET under way across the
  // isolate, keyed by URL and signal; on Workers a fetch that one request started must not be awaited by another,
  // which is cancelled with it if the first ends early (the guest left), and the shared entry would never settle.
  const own = { fetchOptions: { signal: new AbortController().signal } }
  const lang = contentLangs[context.locale ?? baseLocale]
  const translated = lang !== masterContentLang
  const inLang = (wanted: string | undefined) => ({ ...own, ...(wanted && { lang: wanted }) })

  /** A read in the guest's language; a missing document, read again in the master locale (Prismic's default). */
  async function orMaster<T>(query: (wanted: string | undefined) => Promise<T>): Promise<T> {
    try {
      return await query(lang)
    } catch (error) {
      if (!translated || !isMissingDocument(error)) throw error
      return query(undefined)
    }
  }

  async function fromCache<T>(key: string, query: (c: prismic.Client) => Promise<T>): Promise<T> {
    // Kept in the isolate for 5 s too (decision 046): a KV read a request saved, and a publish shows in another
    // isolate within the 5 s its client may keep the repository's metadata anyway; in this one, at once.
    masterRef ??= cached(masterRefKey, async () => (await clientFor(config).getMasterRef(own)).ref, {
      ...cache,
      freshSeconds: 60,
      remember: true,
      rememberSeconds: 5,
    })
    const ref = await masterRef.catch((error: unknown) => {
      masterRef = undefined // a failed lookup is tried again by the next read
      throw error
    })
    // A document at a ref never changes: the isolate may keep it (the ref itself may change at any publish).
    return cached(`prismic:${ref}:${lang}:${key}`, () => query(clientFor(config, ref)), {
      ...cache,
      freshSeconds: 300,
      remember: true,
    })
  }

  async function read<T>(key: string, query: (c: prismic.Client) => Promise<T>): Promise<T> {
    if (!context.previewRef) return fromCache(key, query)
    try {
      return await query(clientFor(config, context.previewRef))
    } catch (error) {
      // A preview that ran out shows the published content rather than an error.
      if (error instanceof prismic.PreviewTokenExpiredError) return fromCache(key, query)
      throw error
    }
  }

  return {
    /** The reader's language, as the content repository names it (e.g. 'de-de'). */
    lang,
    single: (type: string) => read(`single:${type}`, (c) => orMaster((wanted) => c.getSingle(type, inLang(wanted)))),
    byUID: (type: string, uid: string) =>
      read(`uid:${type}:${uid}`, (c) => orMaster((wanted) => c.getByUID(type, uid, inLang(wanted)))),
    /** Every document of a type (100 a page), ordered by a field, e.g. `my.tailor_your_holiday.order`. */
    allByType: (type: string, orderBy?: string) =>
      read(`all:${type}:${orderBy ?? ''}`, async (c) => {
        const all = (wanted: string | undefined) =>
          c.getAllByType(type, { ...inLang(wanted), ...(orderBy && { orderings: [{ field: orderBy }] }) })
        if (!translated) return all(lang)
        const [master, ours] = await Promise.all([all(undefined), all(lang)])
        return withFallbacks(master, ours)
      }),
    /**
     * Several documents of a type in one request, in the order of `uids` (missing ones left out); those with no
     * translation, in a second request in the master locale.
     */
    byUIDs: (type: string, uids: readonly string[]) =>
      read(`uids:${type}:${uids.join(',')}`, async (c) => {
        const docs = await c.getAllByUIDs(type, [...uids], inLang(lang))
        const missing = uids.filter((uid) => !docs.some((doc) => doc.uid === uid))
        if (translated && missing.length) docs.push(...(await c.getAllByUIDs(type, missing, inLang(undefined))))
        return uids.map((uid) => docs.find((doc) => doc.uid === uid)).filter((doc) => doc !== undefined)
      }),
    /**
     * Villas by supercontrol code, in one GraphQL query with an alias per code (SPEC §7), as a
     * map from code to villa; codes without a villa document are missing from the map.
     */
    villasByCode: async (codes: readonly string[]): Promise<ReadonlyMap<string, Villa>> => {
      const wanted = [...new Set(codes.map((code) => code.trim()).filter((code) => villaCode.test(code)))].sort()
      if (wanted.length === 0) return new Map()
      const found = await read(`villa-cards:${wanted.join(',')}`, (c) =>
        lookUpVillas(c, config.PRISMIC_ENDPOINT, wanted, (ref) => clientFor(config, ref), own, {
          lang,
          orMaster: translated,
        }),
      )
      return new Map(Object.entries(found))
    },
  }
}

export type ContentReader = ReturnType<typeof contentReader>
