import { Later } from '../../views/parts/Later.tsx'
import { useTexts } from '../../views/PageContext.tsx'
import type { CompanionStatus } from './invitations.ts'
import { CompanionControl, type CompanionFrom } from './CompanionControl.tsx'

/** Each eligible guest's status, streamed: undefined when the invitations could not be read. */
export type CompanionStatuses = Promise<Readonly<Record<string, CompanionStatus>> | undefined>

interface SlotProps {
  readonly guestId: string
  readonly name: string
  readonly statuses: CompanionStatuses
  readonly from: CompanionFrom
}

/** Until the invitations are read (or if they cannot be), a link to the guest's invitation page, which works anywhere. */
function InvitationLink({ guestId, name, from }: Omit<SlotProps, 'statuses'>) {
  const t = useTexts()
  return (
    <p className="companion">
      <a className="guest__edit" href={`/account/companions/${guestId}?from=${from}`}>
        {t.companions_invitation_to_portal()}
        <span className="visually-hidden">{` (${name})`}</span>
      </a>
    </p>
  )
}

/**
 * A guest's invitation status beside them (decision 033), written in its place once the invitations are read (the
 * body's own reads never wait for it); if they cannot be read, the link to the guest's invitation page.
 */
export function CompanionSlot({ guestId, name, statuses, from }: SlotProps) {
  const view = statuses.then((all) => {
    const status = all?.[guestId]
    return status ? (
      <CompanionControl guestId={guestId} name={name} status={status} from={from} />
    ) : (
      <InvitationLink guestId={guestId} name={name} from={from} />
    )
  })
  return <Later view={view} />
}
