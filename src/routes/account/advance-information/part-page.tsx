// What the advance-information routes share: the booking's state for a part page, a part's form
// page, the shared sentences, and saving with the form kept on failure (decision 026).
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../../http/middleware/app-env.ts'
import { readForBooking, renderBookingPage, type PageAnswer } from '../../booking-page.tsx'
import type { FieldErrors } from '../../../domain/field-errors.ts'
import { ReadOnlyPart, type FormPageProps } from '../../../features/advance-information/AdvancePartPages.tsx'
import { advanceAccounts, advanceState, type AdvanceState } from '../../../features/advance-information/reads.ts'
import type { FormStatus } from '../../../features/advance-information/save-failure.ts'
import type { ActionOutcome } from '../../../domain/outcome.ts'
import { refusal } from '../../../domain/companion-rights.ts'
import type { Texts } from '../../../i18n/texts.ts'

export type C = Context<AppEnv>
export type Values = Record<string, string | undefined>

export const noBookingText = (t: Texts) => <p className="lead">{t.advance_no_booking()}</p>
export const unavailableText = (t: Texts) => <p className="lead">{t.advance_unavailable()}</p>
export const notAllowed = (c: C) => refusal(c.get('texts'), 'account')

/** A response, now or later. */
type Answer = Response | Promise<Response>

/** How a part page answers with its content (src/routes/booking-page.tsx). */
export type PartPage = PageAnswer

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
  const why = shown.why ?? notAllowed(c)
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

/**
 * Runs a part page with the booking's advance-information state, or answers the shared failures. A GET with a saved
 * selection streams: the shell (titled `title`) goes out before any read answers (decision 019).
 */
export function withState(
  c: C,
  title: string,
  run: (state: AdvanceState, page: PartPage) => Answer,
): Promise<Response> {
  const reading = readForBooking(
    c,
    'advance.read',
    (id) => advanceAccounts(c.get('scope'), id),
    (booking, accounts) => advanceState(c.get('scope'), booking, accounts),
  )
  const t = c.get('texts')
  const frame = { title: t.advance_heading(), heading: t.advance_heading() }
  return renderBookingPage(
    c,
    reading,
    { title, frame, noBooking: noBookingText(t), unavailable: unavailableText(t) },
    run,
  )
}

/**
 * After a part's save: back to the overview with a notice; or the form again (`again`) with the typed values and the
 * sentence saying what happened.
 */
export function afterSave(
  c: C,
  part: string,
  outcome: ActionOutcome,
  again: (message: string, status: FormStatus) => Answer,
) {
  if (!outcome.ok) return again(outcome.message, outcome.status)
  // The confirmation in view and focused (issue 38), above the parts.
  return c.redirect(`/account/advance-information?saved=${part}#notice`, 303)
}
