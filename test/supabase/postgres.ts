// A real Postgres (PGlite, in this process) shaped like a Supabase project's database, with the
// project's migrations applied: what `supabase db push` would build, to test as each role.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'

export const migrationsDir = join(import.meta.dirname, '../../supabase/migrations')

/** The migration files in the order the Supabase CLI applies them (by their timestamp prefix). */
export function migrations(): { name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{14}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8') }))
}

/**
 * What Supabase gives every project before its own migrations, as far as these migrations touch it:
 * the API roles (service_role bypasses row-level security), the auth service's own role, `auth.users`,
 * `auth.uid()`/`auth.jwt()` reading the request's claims as PostgREST sets them, and the default
 * privileges that give anon, authenticated and service_role everything on new tables and functions
 * in `public` (so a migration that forgets to revoke is caught). `public` is usable only by the API
 * roles, so the hook's own grant to supabase_auth_admin is tested too.
 */
const supabaseStandIn = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role supabase_auth_admin nologin noinherit;

create schema auth;
create table auth.users (id uuid primary key, email text, email_confirmed_at timestamptz);
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
grant usage on schema auth to anon, authenticated, service_role;

revoke all on schema public from public;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`

/**
 * The operator's profile table (SPEC §3; sandbox/supabase/schema.ts has the same columns): it exists
 * before the portal's migrations, with row-level security letting a user read their own row.
 */
export const operatorsProfiles = `
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  msd_contact_id text,
  mindbody_client_id text
);
alter table public.profiles enable row level security;
create policy "users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
`

/** A fresh database: the stand-in, the operator's profiles, then every migration in order. */
export async function supabaseDatabase(options: { profiles?: boolean } = {}): Promise<PGlite> {
  const db = await PGlite.create()
  await db.exec(supabaseStandIn)
  if (options.profiles !== false) await db.exec(operatorsProfiles)
  for (const migration of migrations()) await applyMigration(db, migration)
  return db
}

/** Applies one migration in a transaction, as `supabase db push` does, naming the file on failure. */
export async function applyMigration(db: PGlite, migration: { name: string; sql: string }): Promise<void> {
  try {
    await db.transaction((tx) => tx.exec(migration.sql))
  } catch (error) {
    throw new Error(`${migration.name}: ${(error as Error).message}`, { cause: error })
  }
}

export type Role = 'anon' | 'authenticated' | 'service_role' | 'supabase_auth_admin'

/**
 * Runs `work` as PostgREST or the auth service would: in a transaction, with the request's claims set
 * and the role switched (`set local`), rolled back afterwards so each call starts from the same data.
 */
export async function as<T>(
  db: PGlite,
  role: Role,
  work: (tx: Transaction) => Promise<T>,
  claims: Record<string, unknown> = { role },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
    await tx.exec(`set local role ${role}`)
    const result = await work(tx)
    await tx.rollback()
    return result
  })
}

/** A signed-in guest's claims as PostgREST sees them. */
export const guestClaims = (sub: string) => ({ sub, role: 'authenticated', aud: 'authenticated' })

/** The Postgres error code of a failed call (42501: insufficient privilege), or 'none'. */
export async function errorCode(call: Promise<unknown>): Promise<string> {
  try {
    await call
    return 'none'
  } catch (error) {
    return String((error as { code?: string }).code ?? (error as Error).message)
  }
}
