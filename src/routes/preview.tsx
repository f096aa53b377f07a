import { Hono } from 'hono'
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { render } from '../http/rendering/render.tsx'
import { readForm } from '../http/middleware/forms.ts'
import { endPreview, startPreview } from '../http/middleware/preview.ts'
import { report } from '../http/middleware/report.ts'
import { contentFetch, createContentClient, isMissingDocument } from '../integrations/content/client.ts'
import { safeLocalPath } from '../http/middleware/safe-redirect.ts'
import { routeModule } from './route-module.ts'

const PreviewLink = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)),
  documentId: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
})
const ExitForm = v.object({ next: v.optional(v.string()) })

class PreviewLinkInvalid extends Error {}

type Problem = 'content_preview_incomplete' | 'content_preview_invalid' | 'content_preview_unavailable'

function problem(c: Parameters<typeof render>[0], sentence: Problem, status: 400 | 404 | 503) {
  const t = c.get('texts')
  return render(
    c,
    <div className="stack">
      <h1>{t.content_preview_heading()}</h1>
      <p className="lead">{t[sentence]()}</p>
      <p>
        <a href="/account">{t.content_preview_home()}</a>
      </p>
    </div>,
    { title: t.content_preview_heading(), status },
  )
}

/**
 * /preview (SPEC §2): the content service opens `/preview?token={preview ref}&documentId={id}`.
 * The ref is checked with the content service (an unknown ref makes the client fall back to
 * the master ref, so any 404/410 on the way means the link is not a live preview), recorded, and
 * the guest is sent to the document's page. POST ends the session.
 */
const handlers = new Hono<AppEnv>()
  .get('/', async (c) => {
    const link = v.safeParse(PreviewLink, c.req.query())
    if (!link.success) return problem(c, 'content_preview_incomplete', 400)
    const statuses: number[] = []
    const client = createContentClient(c.get('config'), async (input, init) => {
      const response = await contentFetch(input as string, init as RequestInit)
      statuses.push(response.status)
      return response
    })
    try {
      const url = await client.resolvePreviewURL({
        previewToken: link.output.token,
        documentID: link.output.documentId,
        defaultURL: '/account',
      })
      if (statuses.some((status) => status === 404 || status === 410)) throw new PreviewLinkInvalid()
      // The published (master) ref reads fine too, but is no preview: recording it would let anyone past the cache.
      if (link.output.token === (await client.getMasterRef()).ref) throw new PreviewLinkInvalid()
      await startPreview(c, link.output.token)
      return c.redirect(safeLocalPath(url, c.get('config').SITE_URL) ?? '/account', 302)
    } catch (error) {
      if (
        error instanceof PreviewLinkInvalid ||
        error instanceof prismic.PreviewTokenExpiredError ||
        isMissingDocument(error)
      ) {
        return problem(c, 'content_preview_invalid', 404)
      }
      report(c, 'content.preview', error)
      return problem(c, 'content_preview_unavailable', 503)
    }
  })
  .post('/', async (c) => {
    const form = await readForm(c, ExitForm)
    await endPreview(c)
    return c.redirect(safeLocalPath(form.raw.next, c.get('config').SITE_URL) ?? '/account', 303)
  })

export const previewRoute = routeModule('/preview', [{ name: 'preview', overlayHeader: false, auth: false }], handlers)
