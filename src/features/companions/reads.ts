// What the companions feature reads for a request (decision 033): the invitations the signed-in
// guest sent, each guest's status for the lead booker, and the guest a form or API call is about.
import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking, BookingGuest } from '../../domain/booking.ts'
import { viewerOf, type Viewer } from '../../domain/companion-rights.ts'
import { companionStatuses, type CompanionStatus } from './invitations.ts'
import type { Invitation } from '../../domain/invitation.ts'
import type { Refusal } from './invitation-rules.ts'
import type { Texts } from '../../i18n/texts.ts'
import { bookingContacts } from '../../domain/guest-form.ts'
import { invitationsEnabled } from '../../integrations/auth/admin.ts'
import { invitationsSentBy } from '../../integrations/auth/invitations.ts'
import { invitationWords } from './invitation-words.ts'
import { villaLabels } from '../../domain/villa-codes.ts'
import { villasOf } from '../bookings/villa-names.ts'
import { splitName } from '../../domain/guests.ts'

/**
 * Starts reading the invitations the signed-in guest sent (row-level security shows only their own), beside the page's
 * other reads. Never rejects: undefined when the feature is off or the read failed (reported), and then no statuses
 * are shown.
 */
export function sentInvitations(scope: Scope): Promise<readonly Invitation[] | undefined> {
  const guest = scope.guest
  if (!guest?.userId || !invitationsEnabled(scope.config)) return Promise.resolve(undefined)
  return invitationsSentBy(guest.tables(), guest.userId).catch((error: unknown) => {
    scope.report('invitations.read', error, 'warning')
    return undefined
  })
}

/** The guests of a booking who get an invitation status (the lead booker's adults), and their statuses, streamed. */
export interface CompanionSlots {
  readonly eligible: ReadonlySet<string>
  readonly statuses: Promise<Readonly<Record<string, CompanionStatus>> | undefined>
}

/**
 * Who on a booking gets a status (known from the booking alone, so the page need not wait) and the statuses once the
 * invitations started by `sentInvitations` are read; none when the feature is off or the viewer is not the lead booker.
 */
export function companionSlots(
  scope: Scope,
  booking: Booking,
  contactId: string | undefined,
  invitations: Promise<readonly Invitation[] | undefined>,
): CompanionSlots {
  const eligible = invitationsEnabled(scope.config) ? Object.keys(statusesOn(scope, booking, contactId, [])) : []
  const statuses = invitations.then((read) => (read ? statusesOn(scope, booking, contactId, read) : undefined))
  return { eligible: new Set(eligible), statuses }
}

/** Each guest's status on a booking for this viewer: only the lead booker has any. */
export function statusesOn(
  scope: Scope,
  booking: Booking,
  contactId: string | undefined,
  invitations: readonly Invitation[] | undefined,
): Readonly<Record<string, CompanionStatus>> {
  if (!invitations) return {}
  const lead = viewerOf(booking, contactId).role === 'lead'
  const own = invitations.filter((i) => i.bookingId === booking.id)
  return companionStatuses(scope.texts, scope.locale, booking, lead, own, scope.config.RESORT_TIME_ZONE)
}

/** The guest an invitation form or call is about, on one of the signed-in guest's bookings. */
export interface CompanionTarget {
  readonly booking: Booking
  readonly guest: BookingGuest
  readonly name: string
  readonly viewer: Viewer
  /** The invitations the signed-in guest sent for this booking. */
  readonly invitations: readonly Invitation[]
}

/** The guest's name as the booking shows it ("Guest 2" in the request's language when it has none). */
export const guestName = (t: Texts, booking: Booking, guest: BookingGuest) =>
  guest.fullName?.trim() ||
  guest.label?.trim() ||
  t.companions_guest_number({ number: booking.guests.indexOf(guest) + 1 })

/**
 * Finds the guest among the signed-in guest's own bookings (a guest of anyone else's booking is
 * not found: 404) with the invitations already sent for that booking. Throws when the booking
 * system or the invitations table cannot answer.
 */
export async function companionTarget(scope: Scope, guestId: string): Promise<CompanionTarget | Refusal> {
  const id = guestId.toLowerCase()
  const [bookings, contact] = await Promise.all([
    requireGuest(scope).bookings().list(),
    requireGuest(scope).bookings().contactId(),
  ])
  const booking = bookings.find((b) => b.guests.some((g) => g.id === id))
  const guest = booking?.guests.find((g) => g.id === id)
  if (!booking || !guest)
    return { status: 404, reason: 'not on a booking', message: scope.texts.companions_not_on_your_booking() }
  const viewer = viewerOf(booking, contact.ok ? contact.id : undefined)
  // Only a lead booker has sent any; a companion's read is skipped (their refusal comes next).
  const acting = scope.guest
  const invitations =
    viewer.role === 'lead' && acting?.userId
      ? await invitationsSentBy(acting.tables(), acting.userId, [booking.id])
      : []
  return { booking, guest, name: guestName(scope.texts, booking, guest), viewer, invitations }
}

/** The address the booking system has for a guest: theirs on the booking, else their contact's. */
export function knownEmail(booking: Booking, guest: BookingGuest): string | undefined {
  if (guest.email) return guest.email
  return bookingContacts(booking).find((contact) => contact.id.toLowerCase() === guest.contactId?.toLowerCase())?.email
}

/** Reports a refusal as a warning naming only why (never the address, the guest or a code). */
export function reportRefusal(scope: Scope, where: string, refusal: Refusal): void {
  scope.report(where, new Error(`Refused (${refusal.status}): ${refusal.reason}`), 'warning')
}

/**
 * What an invitation email says of who invited and to which holiday (issue 38, item 12): the lead booker's first name
 * as the booking names them, the villas and the dates, in the lead booker's language. A failed content read costs only
 * the villas' names (their codes are written instead).
 */
export async function invitationWordsFor(
  scope: Scope,
  booking: Booking,
  invitationId: string,
): Promise<Record<string, string>> {
  const lead = booking.leadContactId?.toLowerCase()
  const leadGuest = booking.guests.find((guest) => guest.contactId?.toLowerCase() === lead)
  const villas = await villasOf(scope, [booking])
  return invitationWords(
    {
      invitationId,
      inviter: leadGuest?.fullName ? splitName(leadGuest.fullName).first : undefined,
      villas: villaLabels(booking.villaCodes, villas),
      arrival: booking.arrival,
      leaving: booking.leaving,
    },
    scope.locale,
  )
}
