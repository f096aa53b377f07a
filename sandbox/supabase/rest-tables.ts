// The tables PostgREST exposes in the sandbox, with what the real project's grants and row-level
// security policies allow (supabase/migrations/ for the invitations table).
import { nowIso } from '../db.ts'

export interface UniqueIndex {
  readonly name: string
  readonly columns: readonly string[]
}

export interface ExposedTable {
  readonly columns: readonly string[]
  /** Row-level security: a signed-in user sees the rows where any of these columns is their id; anon sees none. */
  readonly owners: readonly string[]
  /**
   * Whether anon holds `select` at all: on profiles, Supabase's default grants (RLS then shows it no row); on
   * invitations its migration revokes it, so PostgREST answers anon 401 42501 rather than an empty list.
   */
  readonly anonSelects: boolean
  /** Column defaults the database fills on insert (Postgres `default …`). */
  readonly defaults: Readonly<Record<string, () => string>>
  /** The conflict target of an upsert without `on_conflict`, and of a duplicate's 409. */
  readonly primaryKey: string
  /** Unique indexes, to word a duplicate's 409 as Postgres does. */
  readonly unique: readonly UniqueIndex[]
}

export const exposedTables: Readonly<Record<string, ExposedTable>> = {
  profiles: {
    columns: ['id', 'first_name', 'last_name', 'msd_contact_id', 'mindbody_client_id'],
    owners: ['id'],
    anonSelects: true,
    defaults: {},
    primaryKey: 'id',
    unique: [{ name: 'profiles_pkey', columns: ['id'] }],
  },
  invitations: {
    columns: [
      'id',
      'booking_id',
      'guest_id',
      'contact_id',
      'email',
      'invited_by',
      'invitee_user_id',
      'state',
      'created_at',
      'sent_at',
      'accepted_at',
      'revoked_at',
    ],
    // The lead booker reads the invitations they sent; the invited guest reads theirs.
    owners: ['invited_by', 'invitee_user_id'],
    anonSelects: false,
    defaults: { id: () => crypto.randomUUID(), state: () => 'pending', created_at: nowIso, sent_at: nowIso },
    primaryKey: 'id',
    unique: [
      { name: 'invitations_pkey', columns: ['id'] },
      { name: 'invitations_live_email', columns: ['booking_id', 'email'] },
      { name: 'invitations_live_guest', columns: ['booking_id', 'guest_id'] },
    ],
  },
  // Reminders (issue 41): a guest reads their own rows; only the server writes.
  reminder_deliveries: {
    columns: [
      'id',
      'user_id',
      'booking_id',
      'kind',
      'day',
      'state',
      'claim_id',
      'claimed_at',
      'channel',
      'sent_at',
      'created_at',
    ],
    owners: ['user_id'],
    anonSelects: false,
    defaults: { id: () => crypto.randomUUID(), state: () => 'queued', created_at: nowIso },
    primaryKey: 'id',
    unique: [
      { name: 'reminder_deliveries_pkey', columns: ['id'] },
      { name: 'reminder_deliveries_once', columns: ['user_id', 'booking_id', 'kind', 'day'] },
    ],
  },
  reminder_settings: {
    columns: ['user_id', 'email_off', 'push_off', 'email_version', 'updated_at'],
    owners: ['user_id'],
    anonSelects: false,
    defaults: { email_off: () => '', push_off: () => '', updated_at: nowIso },
    primaryKey: 'user_id',
    unique: [{ name: 'reminder_settings_pkey', columns: ['user_id'] }],
  },
  push_subscriptions: {
    columns: ['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'time_zone', 'created_at'],
    owners: ['user_id'],
    anonSelects: false,
    defaults: { id: () => crypto.randomUUID(), created_at: nowIso },
    primaryKey: 'id',
    unique: [
      { name: 'push_subscriptions_pkey', columns: ['id'] },
      { name: 'push_subscriptions_endpoint_key', columns: ['endpoint'] },
    ],
  },
}

export const tableNames = Object.keys(exposedTables)
