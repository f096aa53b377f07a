import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../middleware/app-env.ts'
import { render } from './render.tsx'
import { ConfigError } from '../../integrations/config.ts'
import { BookingsUnavailableError } from '../../scope/bookings.ts'
import { report } from '../middleware/report.ts'
import { ErrorPage } from '../../views/pages/ErrorPage.tsx'
import { textsFor, type Texts } from '../../i18n/texts.ts'
import { directionOf } from '../../domain/locale.ts'
import { localeOf } from '../middleware/locale.ts'

function describe(error: unknown, t: Texts): { status: ContentfulStatusCode; message: string } {
  if (error instanceof HTTPException && error.status === 403) return { status: 403, message: t.error_other_site() }
  if (error instanceof HTTPException && error.status === 413) return { status: 413, message: t.error_too_large() }
  if (error instanceof HTTPException && error.status < 500)
    return { status: error.status as ContentfulStatusCode, message: error.message || t.error_not_handled() }
  if (error instanceof BookingsUnavailableError)
    return { status: 503, message: t.error_try_again_moment({ message: error.message }) }
  if (error instanceof ConfigError) return { status: 500, message: t.error_not_configured() }
  return { status: 500, message: t.error_our_side() }
}

/**
 * The last line: every error becomes a page (or JSON under /api) with a useful sentence and
 * a reference; server faults are reported with context. Never a stack trace.
 */
export async function handleError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const locale = localeOf(c)
  const t = textsFor(locale)
  const { status, message } = describe(error, t)
  if (status >= 500) report(c, 'request', error instanceof BookingsUnavailableError ? error.cause : error)
  const reference = c.get('requestId') ?? 'unknown'
  if (c.req.path.startsWith('/api/')) return c.json({ message }, status)
  if (!c.get('config')) {
    // Without configuration no layout can render: a minimal, self-contained page.
    return c.html(
      `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><title>${t.error_unavailable_title()}</title><h1>${t.error_heading()}</h1><p>${message}</p><p>${t.error_reference({ reference })}</p></html>`,
      status,
    )
  }
  try {
    return await render(c, <ErrorPage status={status} message={message} reference={reference} />, {
      title: t.error_page_title(),
      status,
      plain: true,
    })
  } catch (renderError) {
    report(c, 'error-page', renderError)
    return c.text(`${message} (reference ${reference})`, status)
  }
}
