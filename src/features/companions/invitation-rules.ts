// Who may invite whom, and what an invitation does with an address that already has an account
// (docs/decisions/033-invitations.md). Each refusal has a status, a sentence for the guest in the
// request's language and a reason for monitoring (English) that names neither the address nor the guest.
import type { Texts } from '../../i18n/texts.ts'
import { mayChange, refusal, type Viewer } from '../../domain/companion-rights.ts'
import { adultAge, isAdult, type InviteeGuest } from './invitations.ts'
import type { ExistingAccount, Invitation } from '../../domain/invitation.ts'

export interface Refusal {
  readonly status: 400 | 403 | 404 | 409
  /** For reports: never an address, a name or a code. */
  readonly reason: string
  readonly message: string
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * Why an invitation may not be sent, or undefined when it may: only the lead booker invites, only
 * adults on that booking other than themselves who are linked to a booking-system contact, a
 * guest once (until that invitation is withdrawn), and an address once per booking.
 */
export function inviteRefusal(
  t: Texts,
  input: {
    readonly viewer: Viewer
    /** The guest, when they are on this booking. */
    readonly guest: (InviteeGuest & { readonly name: string }) | undefined
    readonly booking: { readonly leadContactId: string | undefined; readonly arrival: string | undefined }
    readonly invitations: readonly Invitation[]
    readonly email: string
    readonly sentOn?: (invitation: Invitation) => string
  },
): Refusal | undefined {
  const { viewer, guest, booking } = input
  if (!mayChange(viewer, { kind: 'invitations' }))
    return { status: 403, reason: 'not the lead booker', message: refusal(t, 'invitations') }
  if (!guest) return { status: 404, reason: 'not on the booking', message: t.companions_not_on_this_booking() }
  if (same(guest.contactId, booking.leadContactId))
    return {
      status: 400,
      reason: 'the lead booker',
      message: t.companions_you_are_lead(),
    }
  if (!isAdult(guest.dateOfBirth, booking.arrival))
    return {
      status: 403,
      reason: 'a child',
      message: t.companions_only_adults({ age: adultAge, name: guest.name }),
    }
  if (!guest.contactId)
    return {
      status: 409,
      reason: 'no contact',
      message: t.companions_not_linked({ name: guest.name }),
    }
  const live = input.invitations.find((i) => i.guestId === guest.id && i.state !== 'revoked')
  if (live?.state === 'accepted')
    return { status: 409, reason: 'already joined', message: t.companions_already_joined({ name: guest.name }) }
  if (live)
    return {
      status: 409,
      reason: 'already invited',
      message: input.sentOn
        ? t.companions_already_invited_on({ name: guest.name, date: input.sentOn(live) })
        : t.companions_already_invited({ name: guest.name }),
    }
  if (input.invitations.some((i) => i.state !== 'revoked' && i.email.toLowerCase() === input.email.toLowerCase()))
    return {
      status: 409,
      reason: 'address taken',
      message: t.companions_address_taken(),
    }
  return undefined
}

/** Why an invitation may not be sent again or withdrawn, or undefined when it may. */
export function changeRefusal(
  t: Texts,
  viewer: Viewer,
  invitation: Invitation | undefined,
  action: 'resend' | 'revoke',
  name: string,
): Refusal | undefined {
  if (!mayChange(viewer, { kind: 'invitations' }))
    return { status: 403, reason: 'not the lead booker', message: refusal(t, 'invitations') }
  const resend = action === 'resend'
  if (!invitation)
    return {
      status: 404,
      reason: 'no invitation',
      message: resend ? t.companions_no_invitation_to_resend({ name }) : t.companions_no_invitation_to_revoke({ name }),
    }
  if (invitation.state === 'accepted')
    return {
      status: 409,
      reason: 'already joined',
      message: resend
        ? t.companions_joined_nothing_to_resend({ name })
        : t.companions_joined_nothing_to_revoke({ name }),
    }
  return undefined
}

/** What an invitation does (never more than this): email or not, and how the account is linked to the guest. */
export interface LinkPlan {
  /** Email an invitation: the address has no account, or one never confirmed (the auth service invites it again). */
  readonly sendEmail: boolean
  /** Write the guest's contact into the account's profile: a new account, or one without a contact. */
  readonly setProfile: boolean
  /** Point the booking guest at the account's own contact (a guest already known to the booking system by another record). */
  readonly relinkGuestTo: string | undefined
  /** The contact the invitation records. */
  readonly contactId: string
}

/**
 * How an address is linked to a guest. Someone who already has an account is linked, not invited
 * again: to the guest's contact when their profile has none, else the guest is pointed at their
 * contact. An account whose contact is already someone else on this booking is refused.
 */
export function linkPlan(
  t: Texts,
  account: ExistingAccount | undefined,
  guestContactId: string,
  bookingContactIds: readonly (string | undefined)[],
): LinkPlan | Refusal {
  const sendEmail = !account?.confirmed
  const theirs = account?.contactId
  if (!theirs) return { sendEmail, setProfile: true, relinkGuestTo: undefined, contactId: guestContactId }
  if (same(theirs, guestContactId)) return { sendEmail, setProfile: false, relinkGuestTo: undefined, contactId: theirs }
  if (bookingContactIds.some((id) => same(id, theirs)))
    return {
      status: 409,
      reason: 'address of another guest',
      message: t.companions_address_of_another_guest(),
    }
  return { sendEmail, setProfile: false, relinkGuestTo: theirs, contactId: theirs }
}
