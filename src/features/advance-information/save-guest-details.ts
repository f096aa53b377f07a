import type { Scope } from '../../scope/scope.ts'
import type { BookingGuest } from '../../domain/booking.ts'
import type { GuestDetails } from '../../domain/guest-form.ts'
import { refusal } from '../../domain/companion-rights.ts'
import type { Texts } from '../../i18n/texts.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { updateGuest } from '../../integrations/dynamics/guests.ts'
import { attemptWrite } from './attempt-write.ts'
import { refused, type ActionOutcome, type NotDone } from '../../domain/outcome.ts'

/** The guest being saved, as the guest-details page found them for this user (src/features/bookings/guest-access.ts). */
export interface GuestToSave {
  readonly guest: BookingGuest
  readonly name: string
  /** The companion rule's answer for this user and guest (decision 032), false for all once the stay is over. */
  readonly canEdit: boolean
  /** The stay is over: no one changes a guest's details any more (issue 38). */
  readonly stayOver?: boolean | undefined
  readonly passportRequired: boolean
}

/** Why this user may not change the guest (decision 032), before anything is read or written; undefined when they may. */
export function guestChangeRefusal(target: GuestToSave, t: Texts): NotDone | undefined {
  if (target.canEdit) return undefined
  return refused(target.stayOver ? t.home_guest_stay_over() : refusal(t, 'guest', target.name), 403)
}

/**
 * Saves a guest's details (SPEC §1, §5): only the lead booker or the guest themselves may; the record is patched with
 * the ETag read with the booking, so a change made meanwhile is not overwritten and a PATCH never creates a record.
 */
export async function saveGuestDetails(
  scope: Scope,
  target: GuestToSave,
  details: GuestDetails,
): Promise<ActionOutcome> {
  const refusedChange = guestChangeRefusal(target, scope.texts)
  if (refusedChange) return refusedChange
  return attemptWrite(scope, 'guests.save', 'details', () =>
    updateGuest(dynamicsClient(scope.config), target.guest, details, target.passportRequired),
  )
}
