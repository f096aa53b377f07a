// An invitation to the portal as the auth service keeps it (docs/decisions/033-invitations.md, 057): its record,
// the words kept in the invitee's metadata, and an address's existing account. The auth integration reads and writes
// these; the companions feature holds the rules.
import * as v from 'valibot'

export type InvitationState = 'pending' | 'accepted' | 'revoked'

/** One invitation, as the auth service's invitations table records it. */
export interface Invitation {
  readonly id: string
  readonly bookingId: string
  /** The booking guest invited. */
  readonly guestId: string
  /** The booking-system contact the invitee's account is linked to. */
  readonly contactId: string
  readonly email: string
  /** The lead booker's user id. */
  readonly invitedBy: string
  readonly inviteeUserId: string | undefined
  readonly state: InvitationState
  /** When the invitation email was last sent (ISO instant). */
  readonly sentAt: string
}

/** The invitation's words as the invitee's metadata holds them; each may be missing (an older invitation). */
export const InvitationWords = v.object({
  /** The portal's invitation record: the email's link carries it, so an expired link can be renewed. */
  invitation_id: v.optional(v.pipe(v.string(), v.uuid())),
  /** The lead booker's first name. */
  inviter_name: v.optional(v.string()),
  /** The villa or villas, as the booking's pages name them. */
  holiday_villa: v.optional(v.string()),
  /** The stay's dates written out in the email's language (the template cannot format dates). */
  holiday_dates: v.optional(v.string()),
  /** The stay's first and last days (ISO), for a page to write in its own language. */
  holiday_start: v.optional(v.string()),
  holiday_end: v.optional(v.string()),
})
export type InvitationWords = v.InferOutput<typeof InvitationWords>

/** An existing account for the address, as the auth service reports it. */
export interface ExistingAccount {
  readonly userId: string
  readonly confirmed: boolean
  readonly contactId: string | undefined
}
