import * as prismic from '@prismicio/client'
import { cached, forgetRemembered } from './cache.ts'
import { retryingFetch } from '../fetch-with-retry.ts'
import { lookUpVillas, villaCode, type Villa } from './villa-lookup.ts'
import { baseLocale, type Locale } from '../../domain/locale.ts'
import { contentLangs, masterContentLang, withFallbacks } from './languages.ts'
import { memo } from '../../domain/memo.ts'

export interface ContentConfig {
  /** The repository's Content API endpoint, e.g. https://{repo}.cdn.prismic.io/api/v2 */
  readonly PRISMIC_ENDPOINT: string
  readonly PRISMIC_ACCESS_TOKEN?: string | undefined
}

export interface ContentContext {
  readonly kv: KVNamespace
  readonly waitUntil: (promise: Promise<unknown>) => void
  /** The ref of an accepted preview session (src/http/preview.ts): read it, never the cache. */
  readonly previewRef?: string | undefined
  readonly onRefreshError?: (error: unknown) => void
  /** The guest's language: every read asks for it (English when not given). */
  readonly locale?: Locale | undefined
}

/** Where documents live in the portal (the client resolves `url` with them; previews redirect there). */
export const contentRoutes: prismic.Route[] = [
  { type: 'faq_category', path: '/account/faq/:uid' },
  { type: 'help_and_faqs', path: '/account/faq' },
  { type: 'contact_us', path: '/account/contact-us' },
  { type: 'tailor_your_holiday', path: '/account/tailor-your-holiday/:uid' },
  { type: 'whats_on', path: '/account/whats-on' },
  { type: 'what_to_arrange_when', path: '/account/what-to-arrange-when' },
  { type: 'page', path: '/:uid' },
]

/** SPEC §8 retries for every read (the client itself adds ref retries and waits out 429s). */
export const contentFetch = retryingFetch({ timeoutMs: 8000 })

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

/**
 * The repository's name for the client: from a Prismic endpoint, else (the sandbox, a proxy) a
 * stand-in, given with the endpoint so the client does not warn on every construction.
 */
function repositoryNameOf(endpoint: string): string {
  try {
    return prismic.getRepositoryName(endpoint)
  } catch {
    return 'content'
  }
}

export function createContentClient(config: ContentConfig, fetch: prismic.FetchLike = contentFetch) {
  return prismic.createClient(repositoryNameOf(config.PRISMIC_ENDPOINT), {
    documentAPIEndpoint: config.PRISMIC_ENDPOINT,
    accessToken: config.PRISMIC_ACCESS_TOKEN || undefined,
    routes: contentRoutes,
    fetch,
  })
}

// Clients per repository and ref, kept by the isolate: a client is built once, not per request,
// and keeps its repository metadata (5 s) between requests. One client per ref, because a
// client's ref is its state: requests on other refs (previews, a new publish) never share one.
// Refs change with every publish and preview: when 16 are kept, old ones are simply dropped.
const clients = memo<prismic.Client>(16)

/** The isolate's client for a ref (undefined: the master ref, for the master ref lookup itself). */
export function clientFor(config: ContentConfig, ref?: string): prismic.Client {
  return clients(`${config.PRISMIC_ENDPOINT}|${config.PRISMIC_ACCESS_TOKEN ?? ''}|${ref ?? ''}`, () => {
    const client = createContentClient(config)
    if (ref) client.queryContentFromRef(ref)
    return client
  })
}

/** The KV key of the cached master ref (a minute fresh; decision 022). */
const masterRefKey = 'prismic:master-ref'

/**
 * A publish happened (the content service's webhook): drop the cached master ref, in KV, in this isolate's memory
 * and in its master-ref client, so the next read asks the repository for the new one.
 * (Another isolate may still hold the ref, and its client the repository metadata, for up to 5 s.) Every
 * language's documents are cached under the ref they were read at, so the new ref leaves every
 * language's entries behind: in KV, to expire, and in the isolate, never read again.
 */
export async function forgetMasterRef(config: ContentConfig, kv: KVNamespace): Promise<void> {
  clients.forget(`${config.PRISMIC_ENDPOINT}|${config.PRISMIC_ACCESS_TOKEN ?? ''}|`)
  forgetRemembered(masterRefKey)
  await kv.delete(masterRefKey)
}

export type ContentReader = ReturnType<typeof contentReader>

/**
 * True when a read found no such document (the client's own "No documents were returned"), as
 * opposed to a 404 from the service itself (unknown repository, a bad path): only the first is
 * the guest's 'Page not found'; the second is an outage.
 */
export function isMissingDocument(error: unknown): boolean {
  return (
    error instanceof prismic.NotFoundError &&
    !(error instanceof prismic.RepositoryNotFoundError) &&
    error.response === undefined
  )
}
