import type { PartyMember } from '../../domain/party.ts'
import { ageBandLabel } from '../../domain/age-band.ts'
import type { GuestFormValues } from '../../domain/guest-form.ts'
import { GuestDetailsModal } from './GuestDetailsModal.tsx'
import type { CompanionFrom } from '../companions/CompanionControl.tsx'
import { CompanionSlot, type CompanionStatuses } from '../companions/CompanionSlot.tsx'
import { useTexts } from '../../views/PageContext.tsx'
import { membershipNameKeys } from '../../domain/membership.ts'

/** For the lead booker: which guests get an invitation status, and the statuses, streamed (decision 033). */
export interface CompanionSlots {
  readonly eligible: ReadonlySet<string>
  readonly statuses: CompanionStatuses
}

/**
 * The people in the booking (SPEC §1): initials, age band, week-1/week-2 membership, completeness; once they have
 * `stayed`, only who they were (their details are no longer asked for, issue 38).
 */
export function GuestList({
  members,
  editable,
  companions,
  from = 'home',
  stayed = false,
}: {
  readonly members: readonly PartyMember[]
  readonly editable: Readonly<Record<string, GuestFormValues>>
  readonly companions?: CompanionSlots | undefined
  readonly from?: CompanionFrom
  readonly stayed?: boolean
}) {
  const t = useTexts()
  return (
    <ul className="guest-list">
      {members.map((member) => {
        const values = editable[member.id]
        return (
          <li key={member.id} className="guest" id={`guest-${member.id}`}>
            <span className="guest__initials" aria-hidden="true">
              {member.initials || '?'}
            </span>
            <div className="guest__body">
              <p className="guest__name">
                <bdi>{member.name}</bdi>
                {member.isYou && <span className="badge">{t.home_guest_you()}</span>}
              </p>
              <p className="guest__facts">
                {ageBandLabel(member.ageBand, t)}
                {member.week1 && ` · ${t.home_guest_week1({ membership: t[membershipNameKeys[member.week1]]() })}`}
                {member.week2 && ` · ${t.home_guest_week2({ membership: t[membershipNameKeys[member.week2]]() })}`}
              </p>
            </div>
            {!stayed && (
              <p className={member.complete ? 'guest__status guest__status--done' : 'guest__status'}>
                {member.complete
                  ? t.home_guest_details_complete()
                  : member.passportRequired
                    ? t.home_guest_details_passport_needed()
                    : t.home_guest_details_needed()}
              </p>
            )}
            {values && (
              <GuestDetailsModal
                name={member.name}
                complete={member.complete}
                action={`/account/guests/${member.id}`}
                values={values}
                passportRequired={member.passportRequired}
              />
            )}
            {companions?.eligible.has(member.id) && (
              <CompanionSlot guestId={member.id} name={member.name} statuses={companions.statuses} from={from} />
            )}
          </li>
        )
      })}
    </ul>
  )
}
