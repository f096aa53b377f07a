import { Hono } from 'hono'
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import { RichText } from '../integrations/content/schemas.ts'
import type { AppEnv } from '../http/app-env.ts'
import { render } from '../http/render.tsx'
import { content } from '../http/content.ts'
import { renderNotFound } from '../http/not-found.tsx'
import { monitoringTarget, reportContext } from '../http/report.ts'
import { reportError } from '../integrations/monitoring.ts'
import { SliceZone, type RenderedSlice } from '../views/parts/SliceZone.tsx'
import { ContentUnavailable } from '../views/parts/ContentUnavailable.tsx'

const Page = v.object({
  title: RichText,
  body: v.optional(v.array(v.looseObject({ slice_type: v.string(), id: v.optional(v.string()), primary: v.optional(v.record(v.string(), v.unknown())) })), []),
})

/** /{uid}: a content page by uid (SPEC §2), public; an unknown uid is 'Page not found'. */
export const contentPage = new Hono<AppEnv>().get('/:uid', async (c) => {
  try {
    const doc = await content(c).byUID('page', c.req.param('uid'))
    const page = v.parse(Page, doc.data)
    const slices: RenderedSlice[] = page.body.flatMap((slice, i) => {
      const text = slice.primary?.text
      return slice.slice_type === 'text' && Array.isArray(text) ? [{ id: slice.id ?? `slice-${i}`, type: 'text' as const, html: prismic.asHTML(text as prismic.RichTextField) ?? '' }] : []
    })
    const title = prismic.asText(page.title) || 'Guest Hub'
    return render(c, <article className="content-page"><h1>{title}</h1><SliceZone slices={slices} /></article>, { title })
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return renderNotFound(c)
    reportError(error, reportContext(c, 'content.page'), monitoringTarget(c))
    return render(c, <ContentUnavailable what="Our pages" />, { title: 'Unavailable', status: 503 })
  }
})
