import * as prismic from '@prismicio/client'
import { cached } from './cache.ts'

export interface ContentConfig {
  /** The repository's Content API endpoint, e.g. https://{repo}.cdn.prismic.io/api/v2 */
  readonly PRISMIC_ENDPOINT: string
  readonly PRISMIC_ACCESS_TOKEN?: string | undefined
}

export interface ContentContext {
  readonly kv: KVNamespace
  readonly waitUntil: (promise: Promise<unknown>) => void
  /** The request's Cookie header: a Prismic preview session bypasses the cache. */
  readonly cookie: string | undefined
  readonly onRefreshError?: (error: unknown) => void
}

/** Where documents live in the portal (the client resolves `url` with them). */
export const contentRoutes: prismic.Route[] = [
  { type: 'faq_category', path: '/account/faq/:uid' },
  { type: 'page', path: '/:uid' },
]

const timeoutFetch: prismic.FetchLike = (input, init) => fetch(input, { ...(init as RequestInit), signal: AbortSignal.timeout(8000) })

/**
 * Content reads through @prismicio/client (which retries invalid and expired refs with the
 * master ref and waits out 429s, SPEC §8), cached in Workers KV by ref: the master ref for a
 * minute, documents for five minutes, both served stale while a refresh runs and during an
 * outage. A preview session reads its own ref and never the cache.
 */
export function contentReader(config: ContentConfig, context: ContentContext) {
  const client = prismic.createClient(config.PRISMIC_ENDPOINT, { accessToken: config.PRISMIC_ACCESS_TOKEN || undefined, routes: contentRoutes, fetch: timeoutFetch })
  const previewRef = readPreviewRef(context.cookie)
  const cache = { kv: context.kv, waitUntil: context.waitUntil, onRefreshError: context.onRefreshError }

  async function read<T>(key: string, query: (c: prismic.Client) => Promise<T>): Promise<T> {
    if (previewRef) {
      client.queryContentFromRef(previewRef)
      return query(client)
    }
    const ref = await cached('prismic:master-ref', async () => (await client.getMasterRef()).ref, { ...cache, freshSeconds: 60 })
    client.queryContentFromRef(ref)
    return cached(`prismic:${ref}:${key}`, () => query(client), { ...cache, freshSeconds: 300 })
  }

  return {
    single: (type: string) => read(`single:${type}`, (c) => c.getSingle(type)),
    byUID: (type: string, uid: string) => read(`uid:${type}:${uid}`, (c) => c.getByUID(type, uid)),
    /** Several documents of a type in one request, in the order of `uids` (missing ones left out). */
    byUIDs: (type: string, uids: readonly string[]) =>
      read(`uids:${type}:${uids.join(',')}`, async (c) => {
        const docs = await c.getAllByUIDs(type, [...uids])
        return uids.map((uid) => docs.find((doc) => doc.uid === uid)).filter((doc) => doc !== undefined)
      }),
  }
}

/** The ref of a Prismic preview session cookie (`io.prismic.preview`), if any. */
export function readPreviewRef(cookieHeader: string | undefined): string | undefined {
  const raw = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(`${prismic.cookie.preview}=`))
  if (!raw) return undefined
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(prismic.cookie.preview.length + 1))) as Record<string, { preview?: string }>
    return Object.values(value).find((entry) => typeof entry?.preview === 'string')?.preview
  } catch {
    return undefined
  }
}

export type ContentReader = ReturnType<typeof contentReader>
export { NotFoundError as ContentNotFoundError } from '@prismicio/client'
