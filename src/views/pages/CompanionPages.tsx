import type { CompanionStatus } from '../../domain/invitations.ts'
import { Alert } from '../parts/Alert.tsx'
import { CompanionControl, type CompanionFrom } from '../parts/CompanionControl.tsx'
import { Field } from '../parts/Field.tsx'

/** Where "Back" leads: the page the lead booker came from. */
export const backHref = (from: CompanionFrom) => (from === 'my-bookings' ? '/account/my-bookings' : '/account')

function WhatTheySee({ name }: { readonly name: string }) {
  return (
    <p>
      {`${name} will be able to sign in and see this booking: the dates, who's coming, your extras, their own wellness visits and the resort's pages. They can change only their own details; upgrades and everyone else's details stay with you.`}
    </p>
  )
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
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      <WhatTheySee name={name} />
      <form method="post" action={action} className="stack" noValidate>
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="step" value="check" />
        <Field
          label={`${name}'s email address`}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          autoFocus={!!error}
          hint="We'll email them a link to join. It works for an hour; you can send it again at any time."
        />
        <button className="button" type="submit">
          Continue
        </button>
      </form>
      <p>
        <a href={backHref(from)}>Back without inviting</a>
      </p>
    </div>
  )
}

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
  return (
    <div className="stack narrow">
      <p>
        We'll email an invitation to <strong>{email}</strong> so that {name} can join this booking on the Guest Hub. If
        they already have an account, we'll add the booking to it instead.
      </p>
      <WhatTheySee name={name} />
      <form method="post" action={action} className="auth__actions">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="email" value={email} />
        <button className="button" type="submit" name="step" value="send">
          Send the invitation
        </button>
        <button className="button button--secondary" type="submit" name="step" value="edit">
          Change the email address
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
  return (
    <div className="stack narrow">
      {message && <Alert kind="error">{message}</Alert>}
      {status && <CompanionControl guestId={guestId} name={name} status={status} from={from} />}
      <p>
        <a href={backHref(from)}>{from === 'my-bookings' ? 'Back to your bookings' : 'Back to your home page'}</a>
      </p>
    </div>
  )
}
