import type { Booking, BookingGuest } from '../../domain/booking.ts'
import { bookingContacts, guestFormValues, type GuestFormValues } from '../../domain/guest-form.ts'
import { mayChange, viewerOf } from '../../domain/companion-rights.ts'
import { party, type PartyMember } from '../../domain/party.ts'
import type { Texts } from '../../i18n/texts.ts'

/**
 * The people in the booking (an unnamed guest named in the guest's language), and the current values of those this
 * user may edit: none once the stay is over (`stayOver`, issue 38).
 */
export function guestAccess(booking: Booking, contactId: string | undefined, t: Texts, stayOver: boolean) {
  const guests = booking.guests
  const members = party(guests, booking, contactId, t)
  const viewer = viewerOf(booking, contactId)
  const contacts = bookingContacts(booking)
  const editable: Record<string, GuestFormValues> = {}
  for (const guest of guests) {
    if (!stayOver && mayChange(viewer, { kind: 'guest', guestContactId: guest.contactId }))
      editable[guest.id] = guestFormValues(guest, contacts)
  }
  return { members, editable }
}

/**
 * One guest of the booking with their party facts and, when this user may edit them, the form's values; undefined
 * when the id is not in it. `stayOver` says so when no one may, the stay being over.
 */
export function findGuest(
  booking: Booking,
  guestId: string,
  contactId: string | undefined,
  t: Texts,
  stayOver: boolean,
):
  | { guest: BookingGuest; member: PartyMember; canEdit: boolean; stayOver: boolean; values: GuestFormValues }
  | undefined {
  const { members, editable } = guestAccess(booking, contactId, t, stayOver)
  const guest = booking.guests.find((g) => g.id === guestId.toLowerCase())
  const member = guest && members.find((m) => m.id === guest.id)
  const values = guest && editable[guest.id]
  return guest && member ? { guest, member, canEdit: values !== undefined, stayOver, values: values ?? {} } : undefined
}
