import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './app-env.ts'
import { render } from './render.tsx'
import { ConfigError } from '../integrations/config.ts'
import { BookingsUnavailableError } from './bookings.ts'
import { report } from './report.ts'
import { ErrorPage } from '../views/pages/ErrorPage.tsx'

function describe(error: unknown): { status: ContentfulStatusCode; message: string } {
  if (error instanceof HTTPException && error.status === 403) {
    return {
      status: 403,
      message:
        "This form was sent from another site, so we didn't act on it. Please go back, reload the page and try again.",
    }
  }
  if (error instanceof HTTPException && error.status === 413) {
    return {
      status: 413,
      message: 'That was more than a form here can take. Please shorten what you entered and try again.',
    }
  }
  if (error instanceof HTTPException && error.status < 500)
    return {
      status: error.status as ContentfulStatusCode,
      message: error.message || 'That request could not be handled.',
    }
  if (error instanceof BookingsUnavailableError)
    return { status: 503, message: `${error.message} Please try again in a moment.` }
  if (error instanceof ConfigError)
    return {
      status: 500,
      message: 'The Guest Hub is not configured correctly. Our team has been told; please try again later.',
    }
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again in a moment; if it keeps happening, contact us.',
  }
}

/**
 * The last line: every error becomes a page (or JSON under /api) with a useful sentence and
 * a reference; server faults are reported with context. Never a stack trace.
 */
export async function handleError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const { status, message } = describe(error)
  if (status >= 500) report(c, 'request', error instanceof BookingsUnavailableError ? error.cause : error)
  const reference = c.get('requestId') ?? 'unknown'
  if (c.req.path.startsWith('/api/')) return c.json({ message }, status)
  if (!c.get('config')) {
    // Without configuration no layout can render: a minimal, self-contained page.
    return c.html(
      `<!doctype html><html lang="en"><title>Guest Hub unavailable</title><h1>Something went wrong</h1><p>${message}</p><p>Reference ${reference}</p></html>`,
      status,
    )
  }
  try {
    return await render(c, <ErrorPage status={status} message={message} reference={reference} />, {
      title: 'Something went wrong',
      status,
      plain: true,
    })
  } catch (renderError) {
    report(c, 'error-page', renderError)
    return c.text(`${message} (reference ${reference})`, status)
  }
}
