// The content service's clients (@prismicio/client), one per repository and ref, kept by the isolate; what a publish
// makes them forget, and which of their errors is a missing document. The reads through them are reader.ts's.
import * as prismic from '@prismicio/client'
import { forgetRemembered } from './cache.ts'
import { retryingFetch } from '../fetch-with-retry.ts'
import { memo } from '../../domain/memo.ts'

export interface ContentConfig {
  /** The repository's Content API endpoint, e.g. https://{repo}.cdn.prismic.io/api/v2 */
  readonly PRISMIC_ENDPOINT: string
  readonly PRISMIC_ACCESS_TOKEN?: string | undefined
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
export const masterRefKey = 'prismic:master-ref'

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
