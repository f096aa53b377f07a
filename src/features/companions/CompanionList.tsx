import type { CompanionStatuses } from './CompanionSlot.tsx'
import { CompanionSlot } from './CompanionSlot.tsx'
import { useTexts } from '../../views/PageContext.tsx'

/** A booking the guest leads: its adults who can be invited, and their statuses, streamed. */
export interface CompanionEntries {
  readonly guests: readonly { readonly guestId: string; readonly name: string }[]
  readonly statuses: CompanionStatuses
}

/** On my bookings, for a booking the guest leads: each adult's invitation, so every booking can be shared (decision 033). */
export function CompanionList({ entries }: { readonly entries: CompanionEntries | undefined }) {
  const t = useTexts()
  if (!entries || entries.guests.length === 0) return null
  return (
    <div className="stack companions">
      <h3>{t.companions_party_heading()}</h3>
      <ul className="guest-list">
        {entries.guests.map((guest) => (
          <li key={guest.guestId} className="guest" id={`guest-${guest.guestId}`}>
            <p className="guest__name" dir="auto">
              {guest.name}
            </p>
            <CompanionSlot guestId={guest.guestId} name={guest.name} statuses={entries.statuses} from="my-bookings" />
          </li>
        ))}
      </ul>
    </div>
  )
}
