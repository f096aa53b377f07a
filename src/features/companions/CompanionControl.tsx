import type { CompanionStatus } from './invitations.ts'
import { useTexts } from '../../views/PageContext.tsx'

/** Where a companion control was used, so its form returns there. */
export type CompanionFrom = 'home' | 'my-bookings'

/**
 * What the lead booker sees beside an adult guest (decision 033): a link to invite them, the day
 * they were invited with forms to send it again or withdraw it, or that they have joined. Plain
 * links and forms: it works without JavaScript.
 */
export function CompanionControl({
  guestId,
  name,
  status,
  from,
}: {
  readonly guestId: string
  readonly name: string
  readonly status: CompanionStatus
  readonly from: CompanionFrom
}) {
  const t = useTexts()
  const action = `/account/companions/${guestId}`
  // Screen readers hear whose control it is; Chromium reads the hidden part as its own word, so brackets, not a colon.
  const who = <span className="visually-hidden">{` (${name})`}</span>
  if (status.kind === 'joined')
    return (
      <p className="companion companion--joined">
        {t.companions_has_joined()}
        {who}
      </p>
    )
  if (status.kind === 'invite')
    return (
      <p className="companion">
        <a className="guest__edit" href={`${action}?from=${from}`}>
          {t.companions_invite_to_portal()}
          {who}
        </a>
      </p>
    )
  return (
    <div className="companion">
      <form method="post" action={`${action}/resend`} className="companion__form">
        <input type="hidden" name="from" value={from} />
        <span>{t.companions_invited_on({ date: status.sentOn })}</span>
        <button type="submit" className="link-button">
          {t.companions_resend()}
          {who}
        </button>
      </form>
      <form method="post" action={`${action}/revoke`} className="companion__form">
        <input type="hidden" name="from" value={from} />
        <button type="submit" className="link-button">
          {t.companions_withdraw()}
          {who}
        </button>
      </form>
    </div>
  )
}
