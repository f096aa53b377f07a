import type { CompanionStatus } from '../../domain/invitations.ts'
import { CompanionControl } from './CompanionControl.tsx'

export interface CompanionEntry {
  readonly guestId: string
  readonly name: string
  readonly status: CompanionStatus
}

/** On my bookings, for a booking the guest leads: each adult's invitation, so every booking can be shared (decision 033). */
export function CompanionList({ entries }: { readonly entries: readonly CompanionEntry[] }) {
  if (entries.length === 0) return null
  return (
    <div className="stack companions">
      <h3>Your party on the Guest Hub</h3>
      <ul className="guest-list">
        {entries.map((entry) => (
          <li key={entry.guestId} className="guest" id={`guest-${entry.guestId}`}>
            <p className="guest__name">{entry.name}</p>
            <CompanionControl guestId={entry.guestId} name={entry.name} status={entry.status} from="my-bookings" />
          </li>
        ))}
      </ul>
    </div>
  )
}
