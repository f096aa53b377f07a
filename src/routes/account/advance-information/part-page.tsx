// What the advance-information routes share: the booking's state for a part page, a part's form
// page, the shared sentences, and saving with the form kept on failure (decision 026).
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../../http/app-env.ts'
import { render, type RenderOptions } from '../../../http/render.tsx'
import { renderStreamed, streamsBody } from '../../../http/streamed.tsx'
import { BookingNotFound } from '../../../views/parts/BookingNotFound.tsx'
import { savedBookingRead } from '../../../loaders/saved-booking-read.ts'
import { report } from '../../../http/report.ts'
import type { FieldErrors } from '../../../domain/auth-forms.ts'
import { ReadOnlyPart, type FormPageProps } from '../../../views/pages/AdvancePartPages.tsx'
import { advanceAccounts, advanceState, type AdvanceState } from '../../../loaders/advance-state.ts'
import { saveFailure, type FormStatus } from '../../../http/save-failure.ts'
import { refusal } from '../../../domain/companion-rights.ts'

export type C = Context<AppEnv>
export type Values = Record<string, string | undefined>

export const noBookingText = (
  <p className="lead">We couldn't find a booking for your account. If you have booked with us, please contact us.</p>
)
export const unavailableText = (
  <p className="lead">Your advance information is unavailable just now. Please try again in a few minutes.</p>
)
export const notAllowed = refusal('account')

/**
 * How a part page answers with its content: rendered whole, or (a GET with a saved selection) the body of a page whose
 * shell has already gone out, when the options' title and status no longer apply.
 */
export type PartPage = (page: ReactNode, options: RenderOptions) => Promise<Response> | Response

/** Shows a part's form page with the guest's values and any errors or sentence, at the status the outcome calls for. */
export function formPage(page: PartPage, c: C, title: string, Page: (props: FormPageProps) => ReactNode) {
  return (values: Values, errors?: FieldErrors, message?: string, status: FormStatus = 200) =>
    page(<Page action={c.req.path} values={values} errors={errors} message={message} />, {
      title,
      heading: title,
      status,
    })
}

/**
 * Shows a part the guest may not change: what is recorded as text and `why`, with no form; a POST (which wrote nothing)
 * answers 403 with `why` as its error.
 */
export function readOnlyPage(
  c: C,
  page: PartPage,
  title: string,
  shown: { readonly entries: readonly (readonly [string, string])[]; readonly empty: string; readonly why?: string },
) {
  const posted = c.req.method === 'POST'
  const why = shown.why ?? notAllowed
  return page(
    <ReadOnlyPart
      entries={shown.entries}
      empty={shown.empty}
      notice={posted ? undefined : why}
      message={posted ? why : undefined}
    />,
    { title, heading: title, status: posted ? 403 : 200 },
  )
}

/** A part page's content when the booking and its accounts can be read: `page` answers it. */
type Run = (state: AdvanceState, page: PartPage) => Promise<Response> | Response

/**
 * The selected booking's advance-information state, or why there is none. The accounts are read with the saved id
 * beside the booking (decision 019); a failed read is reported here.
 */
async function readState(c: C): Promise<AdvanceState | 'no booking' | 'unavailable'> {
  const accounts = savedBookingRead(c, (id) => advanceAccounts(c, id))
  const booking = await c.var.booking()
  if (!booking) return 'no booking'
  try {
    return await advanceState(c, booking, accounts(booking))
  } catch (error) {
    report(c, 'advance.read', error)
    return 'unavailable'
  }
}

/**
 * Runs a part page with the booking's state, or answers the shared failures. A GET with a saved selection streams:
 * the shell (titled `title`) goes out before any read answers, and the content follows (decision 019).
 */
export async function withState(c: C, title: string, run: Run): Promise<Response> {
  if (c.req.method === 'GET' && streamsBody(c)) {
    const body = readState(c).then(async (state): Promise<ReactNode> => {
      if (state === 'no booking') return <BookingNotFound />
      if (state === 'unavailable') return unavailableText
      let content: ReactNode = null
      await run(state, (page) => {
        content = page
        return new Response(null) // unused: the shell has been sent
      })
      return content
    })
    return renderStreamed(c, body, title, { title, heading: title })
  }
  const state = await readState(c)
  const frame = { title: 'Advance information', heading: 'Advance information' }
  if (state === 'no booking') return render(c, noBookingText, frame)
  if (state === 'unavailable') return render(c, unavailableText, { ...frame, status: 503 })
  return run(state, (page, options) => render(c, page, options))
}

/**
 * Saves, then back to the overview with a notice; or the form again with the typed values and a sentence saying nothing
 * changed.
 */
export async function save(
  c: C,
  where: string,
  what: string,
  write: () => Promise<void>,
  again: (message: string, status: FormStatus) => Response | Promise<Response>,
  part: string,
) {
  try {
    await write()
  } catch (error) {
    report(c, where, error)
    const failure = saveFailure(error, what)
    return again(failure.message, failure.status)
  }
  return c.redirect(`/account/advance-information?saved=${part}#${part === 'villa' ? 'villaConfiguration' : part}`, 303)
}
