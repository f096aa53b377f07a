// Invitations and a booking to invite from, for the invitation rules' unit tests (decision 033): one of each
// kind of guest the rules tell apart.
import type { Invitation } from '../../src/domain/invitation.ts'

/** An invitation for a guest, sent on 3 Dec 2026; `more` changes any field. */
export const invitation = (
  guestId: string,
  state: Invitation['state'],
  more: Partial<Invitation> = {},
): Invitation => ({
  id: `inv-${guestId}-${state}`,
  bookingId: 'b1',
  guestId,
  contactId: `c-${guestId}`,
  email: `${guestId}@example.com`,
  invitedBy: 'lead-user',
  inviteeUserId: undefined,
  state,
  sentAt: '2026-12-03T09:00:00Z',
  ...more,
})

/**
 * A booking arriving on 1 July 2027: its lead booker, adults, a teenager, a guest just 19, one of unknown age, one not
 * in the booking system, and two whose ids name their invitations in the tests (invited, joined).
 */
export const invitationBooking = {
  leadContactId: 'c-lead',
  arrival: '2027-07-01',
  guests: [
    { id: 'lead', contactId: 'c-lead', dateOfBirth: '1980-01-01' },
    { id: 'partner', contactId: 'c-partner', dateOfBirth: '1981-05-05' },
    { id: 'teen', contactId: 'c-teen', dateOfBirth: '2010-01-01' },
    { id: 'nineteen', contactId: 'c-nineteen', dateOfBirth: '2008-06-30' },
    { id: 'unknown-age', contactId: 'c-unknown', dateOfBirth: undefined },
    { id: 'no-contact', contactId: undefined, dateOfBirth: '1970-01-01' },
    { id: 'invited', contactId: 'c-invited', dateOfBirth: undefined },
    { id: 'joined', contactId: 'c-joined', dateOfBirth: undefined },
  ],
}
