import type { Context } from 'hono'
import type { AppEnv } from '../middleware/app-env.ts'
import type { ContentReader } from '../../integrations/content/reader.ts'
import { report } from '../middleware/report.ts'
import { render } from './render.tsx'
import { ContentUnavailable } from '../../views/parts/ContentUnavailable.tsx'

/**
 * The request's content reader (one per request, the scope's): in the request's language, KV cache, accepted preview
 * session, background refreshes reported. The routes that read content get it here, so they read in the guest's
 * language without saying so.
 */
export function content(c: Context<AppEnv>): ContentReader {
  return c.get('scope').content()
}

interface UnavailablePage {
  readonly what: string
  readonly title: string
  /** Where monitoring files the failure (e.g. 'content.faq'). */
  readonly where: string
}

/**
 * An account page whose content could not be read and is not cached: reported, and a 503 page
 * that says so in the page's own frame (header, navigation), so the guest can go elsewhere.
 * `what` and `title` are in the page's language (`what` a plural noun phrase: "Our help pages").
 */
export function renderContentUnavailable(c: Context<AppEnv>, error: unknown, page: UnavailablePage) {
  report(c, page.where, error)
  return render(c, <ContentUnavailable what={page.what} />, { title: page.title, heading: page.title, status: 503 })
}
