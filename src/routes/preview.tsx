import { Hono } from 'hono'
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import type { AppEnv } from '../http/app-env.ts'
import { render } from '../http/render.tsx'
import { readForm } from '../http/forms.ts'
import { endPreview, startPreview } from '../http/preview.ts'
import { report } from '../http/report.ts'
import { contentFetch, createContentClient, isMissingDocument } from '../integrations/content/client.ts'
import { safeLocalPath } from '../domain/safe-redirect.ts'
import { routeModule } from './route-module.ts'

const PreviewLink = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)),
  documentId: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
})
const ExitForm = v.object({ next: v.optional(v.string()) })

class PreviewLinkInvalid extends Error {}

function problem(c: Parameters<typeof render>[0], sentence: string, status: 400 | 404 | 503) {
  return render(
    c,
    <div className="stack">
      <h1>Preview</h1>
      <p className="lead">{sentence}</p>
      <p>
        <a href="/account">Go to the guest hub</a>
      </p>
    </div>,
    { title: 'Preview', status },
  )
}

/**
 * /preview (SPEC §2): the content service opens `/preview?token={preview ref}&documentId={id}`.
 * The ref is checked with the content service (an unknown ref makes the client fall back to
 * the master ref, so any 404/410 on the way means the link is not a live preview), recorded, and
 * the guest is sent to the document's page. POST ends the session.
 */
export const previewRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const link = v.safeParse(PreviewLink, c.req.query())
    if (!link.success)
      return problem(c, 'This preview link is incomplete. Please open the preview again from the content editor.', 400)
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
        return problem(
          c,
          'This preview link has expired or is not valid. Please open the preview again from the content editor.',
          404,
        )
      }
      report(c, 'content.preview', error)
      return problem(
        c,
        'The preview is unavailable just now because the content service did not answer. Please try again in a few minutes.',
        503,
      )
    }
  })
  .post('/', async (c) => {
    const form = await readForm(c, ExitForm)
    await endPreview(c)
    return c.redirect(safeLocalPath(form.raw.next, c.get('config').SITE_URL) ?? '/account', 303)
  })

export const previewRoute = routeModule(
  '/preview',
  [{ name: 'preview', overlayHeader: false, auth: false }],
  previewRoutes,
)
