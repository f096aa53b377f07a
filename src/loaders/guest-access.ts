import type { Booking } from '../http/bookings.ts'
import type { BookingGuest } from '../integrations/dynamics/schemas.ts'
import { mayEditGuest, type GuestFormValues } from '../domain/guest-form.ts'
import { guestFormValues } from '../integrations/dynamics/guests.ts'
import { isLeadBooker } from '../domain/booking-selection.ts'
import { party, type PartyMember } from '../domain/party.ts'

/** The people in the booking, and the current values of those this user may edit. */
export function guestAccess(booking: Booking, contactId: string | undefined) {
  const guests = booking.adr_opportunity_adr_bookingguest_Opportunity
  const members = party(guests, booking, contactId)
  const lead = isLeadBooker(booking, contactId)
  const editable: Record<string, GuestFormValues> = {}
  for (const guest of guests) {
    if (mayEditGuest(lead, guest._adr_contactid_value, contactId)) editable[guest.adr_bookingguestid] = guestFormValues(guest)
  }
  return { members, editable }
}

/** One guest of the booking with their party facts, or undefined when the id is not in it. */
export function findGuest(booking: Booking, guestId: string, contactId: string | undefined): { guest: BookingGuest; member: PartyMember; canEdit: boolean } | undefined {
  const { members, editable } = guestAccess(booking, contactId)
  const guest = booking.adr_opportunity_adr_bookingguest_Opportunity.find((g) => g.adr_bookingguestid === guestId.toLowerCase())
  const member = members.find((m) => m.id === guest?.adr_bookingguestid)
  return guest && member ? { guest, member, canEdit: guest.adr_bookingguestid in editable } : undefined
}
