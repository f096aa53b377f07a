import { Suspense, use } from 'react'
import type { CompanionStatus } from '../../domain/invitations.ts'
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
  return (
    <p className="companion">
      <a className="guest__edit" href={`/account/companions/${guestId}?from=${from}`}>
        Invitation to the portal<span className="visually-hidden">{` (${name})`}</span>
      </a>
    </p>
  )
}

function Resolved({ guestId, name, statuses, from }: SlotProps) {
  const status = use(statuses)?.[guestId]
  return status ? (
    <CompanionControl guestId={guestId} name={name} status={status} from={from} />
  ) : (
    <InvitationLink guestId={guestId} name={name} from={from} />
  )
}

/**
 * A guest's invitation status beside them (decision 033), streamed on its own: the page's body
 * never waits for the invitations read (decision 019), and without JavaScript a late read leaves
 * the link to the guest's invitation page.
 */
export function CompanionSlot(props: SlotProps) {
  return (
    <Suspense fallback={<InvitationLink guestId={props.guestId} name={props.name} from={props.from} />}>
      <Resolved {...props} />
    </Suspense>
  )
}
