// Who may change what on a booking (docs/decisions/032-companions.md): the lead booker, and the
// companions (every other guest on the booking, most of whom the lead booker invited). One rule,
// read by every page and API endpoint that shows or takes a change.
import type { Texts } from '../i18n/texts.ts'

/** How the signed-in guest stands to a booking. */
export type BookingRole = 'lead' | 'companion' | 'none'

export interface Viewer {
  readonly role: BookingRole
  /** The signed-in guest's booking-system contact id. */
  readonly contactId: string | undefined
}

/** A change someone may ask for, by what it is about. */
export type Change =
  /** A guest's own details (name, email, date of birth, passport). */
  | { readonly kind: 'guest'; readonly guestContactId: string | null | undefined }
  /** Address, villa set-up, flights or registration of a booking account: its family group's household. */
  | { readonly kind: 'account'; readonly groupPrimaryContactId: string | null | undefined }
  /** Assigning the booking's upgrades to guests. */
  | { readonly kind: 'upgrades' }
  /** Inviting, reminding or withdrawing companions. */
  | { readonly kind: 'invitations' }

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** What the role rule needs of a booking: its lead contact and the guests' contacts. */
export interface RoleBooking {
  readonly leadContactId?: string | null | undefined
  readonly guests: readonly { readonly contactId?: string | null | undefined }[]
}

/**
 * SPEC §4: the lead booker's contact is the booking's parent contact; a companion is any other
 * guest on it (invited or not: the portal finds a guest's bookings by contact either way).
 * @example bookingRole({ leadContactId: 'a', guests: [{ contactId: 'b' }] }, 'b') // 'companion'
 */
export function bookingRole(booking: RoleBooking, contactId: string | null | undefined): BookingRole {
  if (same(booking.leadContactId, contactId)) return 'lead'
  return booking.guests.some((guest) => same(guest.contactId, contactId)) ? 'companion' : 'none'
}

/** The viewer of a booking: their role and contact id. */
export const viewerOf = (booking: RoleBooking, contactId: string | undefined): Viewer => ({
  role: bookingRole(booking, contactId),
  contactId,
})

/**
 * Whether the viewer may make a change. The lead booker may make every change on their booking.
 * A companion changes only what is about them: their own details, and the account-level parts
 * (address, villa set-up, flights, registration) of a household they lead as its family group's
 * primary contact. Upgrades and invitations stay with the lead booker; anyone else changes nothing.
 */
export function mayChange(viewer: Viewer, change: Change): boolean {
  if (viewer.role === 'lead') return true
  if (viewer.role !== 'companion') return false
  switch (change.kind) {
    case 'guest':
      return same(change.guestContactId, viewer.contactId)
    case 'account':
      return same(change.groupPrimaryContactId, viewer.contactId)
    case 'upgrades':
    case 'invitations':
      return false
  }
}

/**
 * Whether the viewer may see a person's private details (email address, date of birth, passport): only those who may
 * change them, the lead booker and the person themselves (decision 032). One rule for a booking's guest records and its
 * family groups' contacts alike, so no answer shows in one place what it hides in another.
 * @example maySeePrivate(viewerOf(booking, 'friend'), 'lead') // false: a companion sees only their own
 */
export function maySeePrivate(viewer: Viewer, contactId: string | null | undefined): boolean {
  return mayChange(viewer, { kind: 'guest', guestContactId: contactId })
}

/** The sentence for a refused change, naming who can make it, in the request's language. */
export function refusal(t: Texts, change: Change['kind'], guestName?: string): string {
  switch (change) {
    case 'guest':
      return guestName === undefined
        ? t.companions_refusal_guest_unnamed()
        : t.companions_refusal_guest({ name: guestName })
    case 'account':
      return t.companions_refusal_account()
    case 'upgrades':
      return t.companions_refusal_upgrades()
    case 'invitations':
      return t.companions_refusal_invitations()
  }
}
