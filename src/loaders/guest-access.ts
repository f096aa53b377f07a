import type { Booking } from '../http/bookings.ts'
import type { BookingGuest } from '../integrations/dynamics/schemas.ts'
import { mayEditGuest, type GuestFormValues } from '../domain/guest-form.ts'
import { guestFormValues } from '../integrations/dynamics/guests.ts'
import { isLeadBooker } from '../domain/booking-selection.ts'
import { party, type PartyMember } from '../domain/party.ts'
import { bookingGuestsOf, guestContactIdOf, guestIdOf } from '../integrations/dynamics/booking-facts.ts'

/** The people in the booking, and the current values of those this user may edit. */
export function guestAccess(booking: Booking, contactId: string | undefined) {
  const guests = bookingGuestsOf(booking)
  const members = party(guests, booking, contactId)
  const lead = isLeadBooker(booking, contactId)
  const editable: Record<string, GuestFormValues> = {}
  for (const guest of guests) {
    if (mayEditGuest(lead, guestContactIdOf(guest), contactId)) editable[guestIdOf(guest)] = guestFormValues(guest)
  }
  return { members, editable }
}

/** One guest of the booking with their party facts, or undefined when the id is not in it. */
export function findGuest(
  booking: Booking,
  guestId: string,
  contactId: string | undefined,
): { guest: BookingGuest; member: PartyMember; canEdit: boolean } | undefined {
  const { members, editable } = guestAccess(booking, contactId)
  const guest = bookingGuestsOf(booking).find((g) => guestIdOf(g) === guestId.toLowerCase())
  const member = guest && members.find((m) => m.id === guestIdOf(guest))
  return guest && member ? { guest, member, canEdit: guestIdOf(guest) in editable } : undefined
}
