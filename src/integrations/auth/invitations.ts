// The invitations table in the auth service's database (supabase/migrations/20261125000000_invitations.sql),
// through PostgREST. Guests read with their own client, so row-level security shows each only their
// own invitations; the server writes with the service-role client. Rows become domain Invitations.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Tables } from './tables.ts'
import * as v from 'valibot'
import type { Invitation, InvitationState } from '../../domain/invitation.ts'
import { AdminStoreError, storeError } from './admin.ts'

const InvitationRow = v.object({
  id: v.string(),
  booking_id: v.string(),
  guest_id: v.string(),
  contact_id: v.string(),
  email: v.string(),
  invited_by: v.string(),
  invitee_user_id: v.nullable(v.string()),
  state: v.picklist(['pending', 'accepted', 'revoked']),
  sent_at: v.string(),
})

const InvitationRows = v.array(InvitationRow)

const columns = 'id,booking_id,guest_id,contact_id,email,invited_by,invitee_user_id,state,sent_at'

function toInvitations(what: string, data: unknown): Invitation[] {
  const rows = v.safeParse(InvitationRows, data ?? [])
  if (!rows.success) throw new AdminStoreError(200, 'shape', `${what} answered an unexpected shape`)
  return rows.output.map((row) => ({
    id: row.id,
    bookingId: row.booking_id.toLowerCase(),
    guestId: row.guest_id.toLowerCase(),
    contactId: row.contact_id.toLowerCase(),
    email: row.email,
    invitedBy: row.invited_by,
    inviteeUserId: row.invitee_user_id ?? undefined,
    state: row.state,
    sentAt: row.sent_at,
  }))
}

/** The invitations a lead booker sent, for some bookings or all; row-level security limits them to their own. */
export async function invitationsSentBy(
  client: Tables,
  userId: string,
  bookingIds?: readonly string[],
): Promise<Invitation[]> {
  let query = client.from('invitations').select(columns).eq('invited_by', userId).neq('state', 'revoked')
  if (bookingIds) query = query.in('booking_id', [...bookingIds])
  const answer = await query.order('sent_at', { ascending: false }).retry(false)
  if (answer.error) throw storeError('invitations read', answer)
  return toInvitations('invitations read', answer.data)
}

/**
 * What recording an invitation takes: an Invitation without what the table gives it (its id and the time it was
 * sent), pending until its email goes out, or accepted at once when an existing account is linked.
 */
export type NewInvitation = Omit<Invitation, 'id' | 'sentAt' | 'state'> & {
  readonly state: Exclude<InvitationState, 'revoked'>
}

/** The server's writes to the table, with the service-role client. */
export function invitationWrites(admin: SupabaseClient) {
  const table = () => admin.from('invitations')
  const now = () => new Date().toISOString()
  return {
    /** Records an invitation; a second live one for the address or the guest is refused by the table (23505). */
    async create(invitation: NewInvitation): Promise<Invitation> {
      const answer = await table()
        .insert({
          booking_id: invitation.bookingId,
          guest_id: invitation.guestId,
          contact_id: invitation.contactId,
          email: invitation.email,
          invited_by: invitation.invitedBy,
          invitee_user_id: invitation.inviteeUserId ?? null,
          state: invitation.state,
          ...(invitation.state === 'accepted' ? { accepted_at: now() } : {}),
        })
        .select(columns)
      if (answer.error) throw storeError('invitation insert', answer)
      const [created] = toInvitations('invitation insert', answer.data)
      if (!created) throw new AdminStoreError(200, 'shape', 'invitation insert answered no row')
      return created
    },
    /** Completes a pending invitation once its email went out (or its account was linked). */
    async update(id: string, changes: { inviteeUserId?: string; sent?: boolean; accepted?: boolean }): Promise<void> {
      const answer = await table()
        .update({
          ...(changes.inviteeUserId ? { invitee_user_id: changes.inviteeUserId } : {}),
          ...(changes.sent ? { sent_at: now() } : {}),
          ...(changes.accepted ? { state: 'accepted', accepted_at: now() } : {}),
        })
        .eq('id', id)
      if (answer.error) throw storeError('invitation update', answer)
    },
    /** Withdraws a pending invitation; answers false when it was no longer pending (accepted meanwhile). */
    async revoke(id: string): Promise<boolean> {
      const answer = await table()
        .update({ state: 'revoked', revoked_at: now() })
        .eq('id', id)
        .eq('state', 'pending')
        .select('id')
      if (answer.error) throw storeError('invitation revoke', answer)
      return (answer.data ?? []).length > 0
    },
    /** Undoes a record whose email could not be sent, so the guest can be invited again. */
    async remove(id: string): Promise<void> {
      const answer = await table().delete().eq('id', id)
      if (answer.error) throw storeError('invitation undo', answer)
    },
    /**
     * Accepts the pending invitations to an address whose link was just followed (the link proves the address), for that
     * user; answers how many there were.
     */
    async acceptFor(userId: string, email: string): Promise<number> {
      const answer = await table()
        .update({ state: 'accepted', accepted_at: now(), invitee_user_id: userId })
        .eq('email', email.toLowerCase())
        .eq('state', 'pending')
        .select('id')
      if (answer.error) throw storeError('invitation accept', answer)
      return (answer.data ?? []).length
    },
    /** One invitation by its id, whatever its state; undefined when there is none. */
    async byId(id: string): Promise<Invitation | undefined> {
      const answer = await table().select(columns).eq('id', id)
      if (answer.error) throw storeError('invitation read', answer)
      return toInvitations('invitation read', answer.data)[0]
    },
    /** The live invitations (accepted included) of an address. */
    async liveFor(email: string): Promise<Invitation[]> {
      const answer = await table().select(columns).neq('state', 'revoked').eq('email', email.toLowerCase())
      if (answer.error) throw storeError('invitations read', answer)
      return toInvitations('invitations read', answer.data)
    },
  }
}

export type InvitationWrites = ReturnType<typeof invitationWrites>
