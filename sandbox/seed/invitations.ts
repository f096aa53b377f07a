// Demo invitations (decision 033): Harry's partner Priya has joined both his bookings as a
// companion (she signs in as companion@example.com); Grace invited Daniel two days ago and he has
// not accepted yet, so her home shows "Invited on … — resend". Olivia's James is not invited yet.
import { createUser, findUserByEmail } from '../supabase/users.ts'
import { passwordNotSetMetadata } from './demo-users.ts'

/** Daniel Lee on Grace's booking: invited, not yet joined (an unconfirmed user linked to his contact). */
export const pendingInvitee = {
  email: 'daniel.lee@example.com',
  contactId: 'd1e2f3a4-b5c6-47d8-89e0-f1a2b3c4d5e6',
  first: 'Daniel',
  last: 'Lee',
} as const

const day = 86_400_000

interface InvitationSeed {
  readonly lead: string
  readonly invitee: string
  readonly state: 'pending' | 'accepted'
  readonly daysAgo: number
}

/** The booking guests with this contact on bookings the lead's contact leads. */
async function guestsOf(db: D1Database, leadContact: string, contactId: string) {
  const rows = await db
    .prepare(
      `SELECT json_extract(g.data, '$.adr_bookingguestid') AS guest_id, json_extract(g.data, '$._adr_opportunity_value') AS booking_id
       FROM dyn_records g JOIN dyn_records o ON o.entity_set = 'opportunities' AND o.id = json_extract(g.data, '$._adr_opportunity_value')
       WHERE g.entity_set = 'adr_bookingguests' AND json_extract(g.data, '$._adr_contactid_value') = ?
         AND json_extract(o.data, '$._parentcontactid_value') = ?`,
    )
    .bind(contactId, leadContact)
    .all<{ guest_id: string; booking_id: string }>()
  return rows.results
}

/** Inserts the demo invitations; the bookings and demo users must be seeded first. */
export async function seedInvitations(db: D1Database, now = Date.now()): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString()
  const daniel = await createUser(db, {
    email: pendingInvitee.email,
    confirmed: false,
    // As the portal records an account its invitation made.
    appMetadata: passwordNotSetMetadata,
    profile: {
      first_name: pendingInvitee.first,
      last_name: pendingInvitee.last,
      msd_contact_id: pendingInvitee.contactId,
    },
  })
  await db.prepare('UPDATE auth_users SET invited_at = ? WHERE id = ?').bind(at(2), daniel).run()
  const seeds: InvitationSeed[] = [
    { lead: 'several@example.com', invitee: 'companion@example.com', state: 'accepted', daysAgo: 20 },
    { lead: 'midstay@example.com', invitee: pendingInvitee.email, state: 'pending', daysAgo: 2 },
  ]
  for (const seed of seeds) {
    const lead = (await findUserByEmail(db, seed.lead))!
    const invitee = (await findUserByEmail(db, seed.invitee))!
    const profiles = await db
      .prepare('SELECT id, msd_contact_id FROM profiles WHERE id IN (?, ?)')
      .bind(lead.id, invitee.id)
      .all<{ id: string; msd_contact_id: string }>()
    const contactOf = (id: string) => profiles.results.find((p) => p.id === id)!.msd_contact_id
    for (const guest of await guestsOf(db, contactOf(lead.id), contactOf(invitee.id))) {
      await db
        .prepare(
          `INSERT INTO invitations (id, booking_id, guest_id, contact_id, email, invited_by, invitee_user_id, state, created_at, sent_at, accepted_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          guest.booking_id,
          guest.guest_id,
          contactOf(invitee.id),
          invitee.email,
          lead.id,
          invitee.id,
          seed.state,
          at(seed.daysAgo),
          at(seed.daysAgo),
          seed.state === 'accepted' ? at(seed.daysAgo - 1) : null,
        )
        .run()
    }
  }
}
