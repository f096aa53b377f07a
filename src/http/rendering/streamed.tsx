import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../middleware/app-env.ts'
import { BookingsUnavailableError } from '../../scope/bookings.ts'
import { report } from '../middleware/report.ts'
import { render, type RenderOptions } from './render.tsx'
import { Later } from '../../views/parts/Later.tsx'
import { Alert } from '../../views/parts/Alert.tsx'

/**
 * Whether this request's page streams its body after the shell: only with a selection saved for this guest (then
 * nothing can redirect any more).
 */
export function streamsBody(c: Context<AppEnv>): boolean {
  return c.get('bookingId') !== undefined
}

/**
 * Renders a page whose body needs upstream reads (decisions 019 and 042). With a saved selection the shell (header,
 * heading) goes out before any read answers and the body follows in its place in the same response; a failure then
 * becomes a sentence in the page, since the status is already sent. Without one (the checks that may redirect ran
 * first) the body is awaited first, and a failure is the usual error page.
 */
export async function renderStreamed(
  c: Context<AppEnv>,
  body: Promise<ReactNode>,
  /** What the body is, in the guest's language, for the sentence a failure shows ('Your bookings'). */
  what: string,
  options: RenderOptions & StreamedOptions,
): Promise<Response> {
  if (!streamsBody(c)) return render(c, withNotice(options.notice, await body), options)
  const view = body.catch((error: unknown) => {
    report(c, 'page.body', error)
    const message =
      error instanceof BookingsUnavailableError ? error.message : c.get('texts').part_unavailable_named({ what })
    return <p className="lead">{message}</p>
  })
  return render(c, withNotice(options.notice, <Later view={view} />), options)
}

export interface StreamedOptions {
  /** What a save or change just did (post/redirect/get): it goes out with the shell, above the body. */
  readonly notice?: string | undefined
}

/** A page's body with the notice of what just happened above it. */
export function withNotice(notice: string | undefined, body: ReactNode): ReactNode {
  if (!notice) return body
  return (
    <div className="stack">
      <Alert kind="notice" landing>
        {notice}
      </Alert>
      {body}
    </div>
  )
}

/** A short text (a heading) written in its place when its read answers; `fallback` if it fails or is empty. */
export function streamedText(text: Promise<ReactNode>, fallback: string): ReactNode {
  const view = text.then(
    (value) => value || fallback,
    () => fallback,
  )
  return <Later view={view} />
}
