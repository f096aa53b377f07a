import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from './app-env.ts'
import { BookingsUnavailableError } from './bookings.ts'
import { report } from './report.ts'
import { render, type RenderOptions } from './render.tsx'
import { Deferred, Reveal } from '../views/parts/Deferred.tsx'
import { StreamedFallback } from '../views/parts/StreamedFallback.tsx'
import { Alert } from '../views/parts/Alert.tsx'

/** The query that asks for a page in one piece: the no-JavaScript link of a streamed body. */
export const wholePageQuery = 'whole'

/**
 * Whether this request's page streams its body after the shell: only with a selection saved for
 * this guest (then nothing can redirect any more), and not when the page is asked for whole.
 */
export function streamsBody(c: Context<AppEnv>): boolean {
  return c.var.bookingId !== undefined && c.req.query(wholePageQuery) === undefined
}

/**
 * Renders a page whose body needs upstream reads (docs/decisions/019-shell-first.md). With a
 * saved selection the shell (header, heading, a placeholder) goes out before any read answers
 * and the body follows in the same response; a failure then becomes a sentence in the page,
 * since the status is already sent. Without one (the checks that may redirect ran first) or
 * with `?whole=1` (the placeholder's link for browsers without JavaScript: streaming reveals the
 * body with a small script) the body is awaited first, and a failure is the usual error page.
 */
export async function renderStreamed(
  c: Context<AppEnv>,
  body: Promise<ReactNode>,
  what: string,
  options: RenderOptions & StreamedOptions,
): Promise<Response> {
  if (!streamsBody(c)) return render(c, withNotice(options.notice, await body), options)
  const view = body.catch((error: unknown) => {
    report(c, 'page.body', error)
    const message =
      error instanceof BookingsUnavailableError
        ? error.message
        : `${what} could not be shown just now. Please try again in a few minutes.`
    return <p className="lead">{message}</p>
  })
  const url = new URL(c.req.url)
  url.searchParams.set(wholePageQuery, '1')
  const fallback = (
    <StreamedFallback
      text={`Loading ${what.toLowerCase()}…`}
      href={url.pathname + url.search}
      linkText="Show the whole page"
    />
  )
  return render(c, withNotice(options.notice, <Deferred view={view} fallback={fallback} />), options)
}

export interface StreamedOptions {
  /**
   * What a save or change just did (post/redirect/get): it goes out with the shell, so a browser without JavaScript,
   * which sees a streamed body only through the "whole page" link, reads it on the first page after the save.
   */
  readonly notice?: string | undefined
}

/** A page's body with the notice of what just happened above it. */
export function withNotice(notice: string | undefined, body: ReactNode): ReactNode {
  if (!notice) return body
  return (
    <div className="stack">
      <Alert kind="notice">{notice}</Alert>
      {body}
    </div>
  )
}

/**
 * A short text (a heading) that streams after the shell when the body does, showing `fallback` until then and if its
 * read fails.
 */
export function streamedText(c: Context<AppEnv>, text: Promise<string>, fallback: string): ReactNode {
  const view = text.then(
    (value) => value || fallback,
    () => fallback,
  )
  return streamsBody(c) ? <Deferred view={view} fallback={fallback} /> : <Reveal view={view} />
}
