// GoTrue's users: rows in auth_users, passwords as salted PBKDF2, and the user JSON it answers.
import { nowIso } from '../db.ts'
import { base64url, fromBase64url } from './jwt.ts'

export interface UserRow {
  readonly id: string
  readonly email: string
  readonly phone: string
  readonly password_hash: string | null
  readonly email_confirmed_at: string | null
  /** When an admin last invited the user (GoTrue's invited_at). */
  readonly invited_at: string | null
  readonly last_sign_in_at: string | null
  readonly user_metadata: string
  /** What only the service role may set (JSON); the provider keys are added when it is answered. */
  readonly app_metadata: string
  readonly created_at: string
  readonly updated_at: string
}

export interface NewUser {
  readonly email: string
  readonly password?: string | undefined
  readonly confirmed?: boolean | undefined
  readonly id?: string | undefined
  /** user_metadata, from `options.data` at sign-up. */
  readonly metadata?: Record<string, unknown> | undefined
  /** app_metadata beyond the provider (what an operator or the service role sets). */
  readonly appMetadata?: Record<string, unknown> | undefined
  readonly profile?:
    | Partial<Record<'first_name' | 'last_name' | 'msd_contact_id' | 'mindbody_client_id', string | null>>
    | undefined
}

// PBKDF2 as a real store would hash; few iterations because this is a sandbox.
const iterations = 10_000

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return base64url(new Uint8Array(bits))
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2$${base64url(salt)}$${await derive(password, salt)}`
}

export async function passwordMatches(row: UserRow, password: string): Promise<boolean> {
  if (!row.password_hash) return false
  const [, salt, hash] = row.password_hash.split('$')
  return (await derive(password, fromBase64url(salt!))) === hash
}

export function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM auth_users WHERE email = ?').bind(email.trim()).first<UserRow>()
}

export function findUserByPhone(db: D1Database, phone: string): Promise<UserRow | null> {
  const digits = phone.replace(/\D/g, '')
  return digits
    ? db.prepare("SELECT * FROM auth_users WHERE phone != '' AND phone = ?").bind(digits).first<UserRow>()
    : Promise.resolve(null)
}

export function findUser(db: D1Database, id: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM auth_users WHERE id = ?').bind(id).first<UserRow>()
}

/** Creates an auth user and, when given, their profile row. */
export async function createUser(db: D1Database, user: NewUser): Promise<string> {
  const id = user.id ?? crypto.randomUUID()
  const at = nowIso()
  const hash = user.password ? await hashPassword(user.password) : null
  const statements = [
    db
      .prepare(
        'INSERT INTO auth_users (id, email, password_hash, email_confirmed_at, user_metadata, app_metadata, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        id,
        user.email.trim().toLowerCase(),
        hash,
        user.confirmed === false ? null : at,
        JSON.stringify(user.metadata ?? {}),
        JSON.stringify(user.appMetadata ?? {}),
        at,
        at,
      ),
  ]
  if (user.profile) {
    const p = user.profile
    statements.push(
      db
        .prepare(
          'INSERT INTO profiles (id, first_name, last_name, msd_contact_id, mindbody_client_id) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(id, p.first_name ?? null, p.last_name ?? null, p.msd_contact_id ?? null, p.mindbody_client_id ?? null),
    )
  }
  await db.batch(statements)
  return id
}

/** A user's app_metadata as GoTrue answers it and puts it in the access token: the provider, then what was set. */
export const appMetadataOf = (row: UserRow): Record<string, unknown> => ({
  provider: 'email',
  providers: ['email'],
  ...(JSON.parse(row.app_metadata) as Record<string, unknown>),
})

/**
 * GoTrue's merge of metadata changes (models.User.UpdateAppMetaData / UpdateUserMetaData): each key sent is set, and a
 * key sent as null is removed.
 */
export function mergeMetadata(current: string, changes: Record<string, unknown>): string {
  const merged: Record<string, unknown> = { ...(JSON.parse(current) as Record<string, unknown>), ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === null) delete merged[key]
  return JSON.stringify(merged)
}

/** The user as GoTrue answers it (UPSTREAMS.md "User"). */
export function userJson(row: UserRow): Record<string, unknown> {
  const metadata = JSON.parse(row.user_metadata) as Record<string, unknown>
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.email_confirmed_at,
    phone: row.phone,
    confirmed_at: row.email_confirmed_at,
    last_sign_in_at: row.last_sign_in_at,
    ...(row.invited_at ? { invited_at: row.invited_at } : {}),
    app_metadata: appMetadataOf(row),
    user_metadata: metadata,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: row.email_confirmed_at !== null, sub: row.id },
        provider: 'email',
        last_sign_in_at: row.last_sign_in_at,
        created_at: row.created_at,
        updated_at: row.updated_at,
        email: row.email,
      },
    ],
    factors: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  }
}

/** Deletes a user with everything hanging off them, as deleting an auth user does (the profile row cascades). */
export async function deleteUser(db: D1Database, id: string): Promise<boolean> {
  const results = await db.batch([
    db
      .prepare('DELETE FROM auth_refresh_tokens WHERE session_id IN (SELECT id FROM auth_sessions WHERE user_id = ?)')
      .bind(id),
    db.prepare('DELETE FROM auth_sessions WHERE user_id = ?').bind(id),
    db.prepare('DELETE FROM auth_one_time_tokens WHERE user_id = ?').bind(id),
    db.prepare('DELETE FROM auth_flow_states WHERE user_id = ?').bind(id),
    db.prepare('DELETE FROM profiles WHERE id = ?').bind(id),
    // invitations.invitee_user_id references the user `on delete set null`
    // (supabase/migrations/20261125000000_invitations.sql).
    db.prepare('UPDATE invitations SET invitee_user_id = NULL WHERE invitee_user_id = ?').bind(id),
    db.prepare('DELETE FROM auth_users WHERE id = ?').bind(id),
  ])
  return (results.at(-1)?.meta.changes ?? 0) > 0
}
