// GoTrue's and PostgREST's tables in the sandbox's D1 database; sandbox/db.ts creates them on reset.

export const supabaseSchema = [
  `CREATE TABLE auth_users (id TEXT PRIMARY KEY, email TEXT UNIQUE COLLATE NOCASE, phone TEXT NOT NULL DEFAULT '',
    password_hash TEXT, email_confirmed_at TEXT, invited_at TEXT, last_sign_in_at TEXT, user_metadata TEXT NOT NULL DEFAULT '{}',
    app_metadata TEXT NOT NULL DEFAULT '{}', created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE auth_sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, method TEXT NOT NULL, created_at TEXT NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE auth_refresh_tokens (token TEXT PRIMARY KEY, session_id TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
  // One live token per user and kind, as GoTrue's one_time_tokens (unique user_id + token_type):
  // a newer email's link replaces the older one. `otp` is the 6-digit code printed in the email.
  `CREATE TABLE auth_one_time_tokens (token_hash TEXT PRIMARY KEY, otp TEXT NOT NULL, user_id TEXT NOT NULL, type TEXT NOT NULL,
    redirect_to TEXT, code_challenge TEXT, code_challenge_method TEXT, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0,
    UNIQUE (user_id, type))`,
  `CREATE TABLE auth_flow_states (auth_code TEXT PRIMARY KEY, user_id TEXT NOT NULL, code_challenge TEXT NOT NULL,
    code_challenge_method TEXT NOT NULL, method TEXT NOT NULL, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
  // A single row (id = 1), so two first requests racing to make the key cannot publish two.
  `CREATE TABLE signing_keys (id INTEGER PRIMARY KEY CHECK (id = 1), kid TEXT NOT NULL, private_jwk TEXT NOT NULL, public_jwk TEXT NOT NULL)`,
  `CREATE TABLE profiles (id TEXT PRIMARY KEY, first_name TEXT, last_name TEXT, msd_contact_id TEXT, mindbody_client_id TEXT)`,
  // Who invited whom to which booking (decision 033); supabase/migrations/20261125000000_invitations.sql is
  // the real project's table. One live invitation per address and per guest on a booking: a revoked one no
  // longer counts.
  `CREATE TABLE invitations (id TEXT PRIMARY KEY, booking_id TEXT NOT NULL, guest_id TEXT NOT NULL, contact_id TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE, invited_by TEXT NOT NULL, invitee_user_id TEXT,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'accepted', 'revoked')),
    created_at TEXT NOT NULL, sent_at TEXT NOT NULL, accepted_at TEXT, revoked_at TEXT)`,
  `CREATE UNIQUE INDEX invitations_live_email ON invitations (booking_id, email) WHERE state != 'revoked'`,
  `CREATE UNIQUE INDEX invitations_live_guest ON invitations (booking_id, guest_id) WHERE state != 'revoked'`,
  // Reminders (issue 41); supabase/migrations/20261127000000_reminders.sql is the real project's tables.
  `CREATE TABLE reminder_deliveries (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, booking_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('advance', 'arrange', 'wellness', 'way-home', 'answers')), day TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')), claim_id TEXT,
    claimed_at TEXT, channel TEXT CHECK (channel IN ('push', 'email')), sent_at TEXT, created_at TEXT NOT NULL,
    UNIQUE (user_id, booking_id, kind, day))`,
  `CREATE TABLE reminder_settings (user_id TEXT PRIMARY KEY, email_off TEXT NOT NULL DEFAULT '', push_off TEXT NOT NULL DEFAULT '',
    email_version INTEGER NOT NULL DEFAULT 0, updated_at TEXT NOT NULL)`,
  `CREATE TABLE push_subscriptions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, endpoint TEXT NOT NULL UNIQUE
    CHECK (endpoint LIKE 'https://%'), p256dh TEXT NOT NULL, auth TEXT NOT NULL, time_zone TEXT, created_at TEXT NOT NULL)`,
  `CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL COLLATE NOCASE, subject TEXT NOT NULL,
    text TEXT NOT NULL, html TEXT NOT NULL, links TEXT NOT NULL, code TEXT, type TEXT NOT NULL, sent_at TEXT NOT NULL)`,
]
