import type { CompanionStatus } from './invitations.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { CompanionControl, type CompanionFrom } from './CompanionControl.tsx'
import { Field } from '../../views/parts/Field.tsx'

/** Where "Back" leads: the page the lead booker came from. */
export const backHref = (from: CompanionFrom) => (from === 'my-bookings' ? '/account/my-bookings' : '/account')

function WhatTheySee({ name }: { readonly name: string }) {
  const t = useTexts()
  return <p>{t.companions_what_they_see({ name })}</p>
}

/** /account/companions/{guestId}: the lead booker gives a guest's email address (pre-filled when the booking has one). */
export function InvitePage({
  name,
  action,
  email,
  error,
  message,
  from,
}: {
  readonly name: string
  readonly action: string
  readonly email: string | undefined
  readonly error?: string | undefined
  readonly message?: string | undefined
  readonly from: CompanionFrom
}) {
  const t = useTexts()
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      <WhatTheySee name={name} />
      <form method="post" action={action} className="stack" noValidate>
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="step" value="check" />
        <Field
          label={t.companions_email_label({ name })}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          autoFocus={!!error}
          hint={t.companions_email_hint()}
        />
        <button className="button" type="submit">
          {t.companions_continue()}
        </button>
      </form>
      <p>
        <a href={backHref(from)}>{t.companions_back_without_inviting()}</a>
      </p>
    </div>
  )
}

/** Marks where the address goes in the confirming sentence, so it can be set in bold wherever a language puts it. */
const addressMark = '\u0000'

/** The confirmation step: the address once more, then send (or change it). */
export function ConfirmInvitePage({
  name,
  action,
  email,
  from,
}: {
  readonly name: string
  readonly action: string
  readonly email: string
  readonly from: CompanionFrom
}) {
  const t = useTexts()
  const [before, after = ''] = t.companions_confirm_sentence({ email: addressMark, name }).split(addressMark)
  return (
    <div className="stack narrow">
      <p>
        {before}
        <strong>
          <bdi>{email}</bdi>
        </strong>
        {after}
      </p>
      <WhatTheySee name={name} />
      <form method="post" action={action} className="auth__actions">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="email" value={email} />
        <button className="button" type="submit" name="step" value="send">
          {t.companions_send_invitation()}
        </button>
        <button className="button button--secondary" type="submit" name="step" value="edit">
          {t.companions_change_address()}
        </button>
      </form>
    </div>
  )
}

/** A guest's invitation as it stands (already invited or joined), or why nothing can be done, with the way back. */
export function CompanionStatusPage({
  guestId,
  name,
  status,
  message,
  from,
}: {
  readonly guestId: string
  readonly name: string
  readonly status?: CompanionStatus | undefined
  readonly message?: string | undefined
  readonly from: CompanionFrom
}) {
  const t = useTexts()
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {status && <CompanionControl guestId={guestId} name={name} status={status} from={from} />}
      <p>
        <a href={backHref(from)}>
          {from === 'my-bookings' ? t.companions_back_to_bookings() : t.companions_back_to_home()}
        </a>
      </p>
    </div>
  )
}
