// The Supabase project's migrations (supabase/migrations, decision 039) on a real Postgres, acting as
// each role the project has: what the invitations table, the user lookup and the access token hook
// let anon, a signed-in guest, the service role and the auth service do.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigration, as, errorCode, guestClaims, migrations, supabaseDatabase } from './postgres.ts'

let db: PGlite

const olivia = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e01' // lead booker, full profile
const james = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e02' // invited by Olivia, contact only
const nobody = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e03' // signed in, no profile, no invitations
const booking = 'b0000000-0000-4000-8000-000000000001'
const otherBooking = 'b0000000-0000-4000-8000-000000000002'
const longAddress = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

beforeAll(async () => {
  db = await supabaseDatabase()
  await db.exec(`
    insert into auth.users (id, email, email_confirmed_at) values
      ('${olivia}', 'Olivia.Ward@example.com', now()),
      ('${james}', 'james@example.com', null),
      ('${nobody}', '${longAddress(320)}', now()),
      ('${crypto.randomUUID()}', '${longAddress(321)}', now());
    insert into public.profiles (id, first_name, last_name, msd_contact_id, mindbody_client_id) values
      ('${olivia}', 'Olivia', 'Ward', 'c0000000-0000-4000-8000-000000000001', '100015'),
      ('${james}', '', 'Ward', 'c0000000-0000-4000-8000-000000000002', null);
    insert into public.invitations (id, booking_id, guest_id, contact_id, email, invited_by, invitee_user_id, state) values
      ('10000000-0000-4000-8000-000000000001', '${booking}', gen_random_uuid(), gen_random_uuid(), 'james@example.com', '${olivia}', '${james}', 'accepted'),
      ('10000000-0000-4000-8000-000000000002', '${booking}', gen_random_uuid(), gen_random_uuid(), 'omar@example.com', '${olivia}', null, 'pending'),
      ('10000000-0000-4000-8000-000000000003', '${otherBooking}', gen_random_uuid(), gen_random_uuid(), 'zoe@example.com', '${james}', null, 'revoked');
  `)
})
afterAll(() => db?.close())

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort()
const readInvitations = (tx: { query: PGlite['query'] }) =>
  tx.query<{ id: string }>('select id from public.invitations').then((r) => r.rows)

describe('the migrations', () => {
  it('apply in order, and again over themselves (a project where the SQL was once pasted by hand)', async () => {
    expect(migrations().map((m) => m.name)).toEqual([
      '20261125000000_invitations.sql',
      '20261125000100_portal_user_by_email.sql',
      '20261125000200_custom_access_token_hook.sql',
      '20261127000000_reminders.sql',
    ])
    for (const migration of migrations()) await applyMigration(db, migration)
    const policies = await db.query<{ tablename: string; policyname: string }>(
      `select tablename, policyname from pg_policies where schemaname = 'public' order by 1, 2`,
    )
    expect(policies.rows).toEqual([
      { tablename: 'invitations', policyname: 'guests read their own invitations' },
      { tablename: 'profiles', policyname: 'the auth service reads profiles for the access token hook' },
      { tablename: 'profiles', policyname: 'users read their own profile' },
      { tablename: 'push_subscriptions', policyname: 'guests read their own push subscriptions' },
      { tablename: 'reminder_deliveries', policyname: 'guests read their own reminder deliveries' },
      { tablename: 'reminder_settings', policyname: 'guests read their own reminder settings' },
    ])
    expect((await db.query('select 1 from public.invitations')).rows).toHaveLength(3)
  })

  it('leave the operator’s profiles as they were: same columns, rows and policy for guests', async () => {
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'profiles' order by ordinal_position`,
    )
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'id',
      'first_name',
      'last_name',
      'msd_contact_id',
      'mindbody_client_id',
    ])
    const own = await as(db, 'authenticated', (tx) => tx.query('select id from public.profiles'), guestClaims(olivia))
    expect(own.rows).toEqual([{ id: olivia }])
  })

  it('refuse to run without the operator’s profiles, and say so', async () => {
    const [, lookup, hook] = migrations()
    for (const migration of [lookup!, hook!]) {
      const message = await db.transaction(async (tx) => {
        await tx.exec('alter table public.profiles rename to profiles_elsewhere')
        const failed = await tx.exec(migration.sql).then(
          () => 'applied',
          (error: Error) => error.message,
        )
        await tx.rollback()
        return failed
      })
      expect(message).toContain('public.profiles is missing')
    }
  })
})

describe('invitations, row-level security', () => {
  it('a signed-in guest reads only the invitations they sent or were sent', async () => {
    const read = (user: string) => as(db, 'authenticated', readInvitations, guestClaims(user))
    expect(ids(await read(olivia))).toEqual([
      '10000000-0000-4000-8000-000000000001',
      '10000000-0000-4000-8000-000000000002',
    ])
    expect(ids(await read(james))).toEqual([
      '10000000-0000-4000-8000-000000000001',
      '10000000-0000-4000-8000-000000000003',
    ])
    expect(await read(nobody)).toEqual([])
  })

  it('anon reads none: the table is not granted to it at all', async () => {
    expect(await errorCode(as(db, 'anon', readInvitations))).toBe('42501')
  })

  it('a signed-in guest writes none, not even their own', async () => {
    const tries = [
      `insert into public.invitations (booking_id, guest_id, contact_id, email, invited_by)
        values ('${booking}', gen_random_uuid(), gen_random_uuid(), 'new@example.com', '${olivia}')`,
      `update public.invitations set state = 'revoked' where invited_by = '${olivia}'`,
      `delete from public.invitations where invited_by = '${olivia}'`,
    ]
    for (const sql of tries) {
      expect(await errorCode(as(db, 'authenticated', (tx) => tx.query(sql), guestClaims(olivia)))).toBe('42501')
      expect(await errorCode(as(db, 'anon', (tx) => tx.query(sql)))).toBe('42501')
    }
  })

  it('the service role reads every row and writes', async () => {
    const changed = await as(db, 'service_role', async (tx) => {
      const all = await readInvitations(tx)
      const inserted = await tx.query(
        `insert into public.invitations (booking_id, guest_id, contact_id, email, invited_by)
         values ('${otherBooking}', gen_random_uuid(), gen_random_uuid(), 'new@example.com', '${james}') returning state`,
      )
      const updated = await tx.query(
        `update public.invitations set state = 'revoked', revoked_at = now() where state = 'pending'`,
      )
      const deleted = await tx.query(`delete from public.invitations where state = 'revoked'`)
      return [all.length, inserted.rows, updated.affectedRows, deleted.affectedRows]
    })
    expect(changed).toEqual([3, [{ state: 'pending' }], 2, 3])
  })

  it('keeps one live invitation per address (in any case) and per guest on a booking', async () => {
    const invite = (email: string, guest = crypto.randomUUID()) =>
      `insert into public.invitations (booking_id, guest_id, contact_id, email, invited_by)
       values ('${booking}', '${guest}', gen_random_uuid(), '${email}', '${olivia}')`
    expect(await errorCode(as(db, 'service_role', (tx) => tx.query(invite('OMAR@example.com'))))).toBe('23505')
    const guest = crypto.randomUUID()
    const again = as(db, 'service_role', async (tx) => {
      await tx.query(invite('first@example.com', guest))
      await tx.query(`update public.invitations set state = 'revoked' where email = 'first@example.com'`)
      await tx.query(invite('second@example.com', guest))
    })
    expect(await errorCode(again)).toBe('none')
  })
})

describe('portal_user_by_email', () => {
  const lookup = (email: string | null) => (tx: { query: PGlite['query'] }) =>
    tx.query('select * from public.portal_user_by_email($1)', [email]).then((r) => r.rows)

  it('answers the service role: the account, whether it is confirmed, and its contact', async () => {
    expect(await as(db, 'service_role', lookup('olivia.WARD@example.com'))).toEqual([
      { user_id: olivia, confirmed: true, msd_contact_id: 'c0000000-0000-4000-8000-000000000001' },
    ])
    expect(await as(db, 'service_role', lookup(' james@example.com '))).toEqual([
      { user_id: james, confirmed: false, msd_contact_id: 'c0000000-0000-4000-8000-000000000002' },
    ])
    expect(await as(db, 'service_role', lookup(longAddress(320)))).toEqual([
      { user_id: nobody, confirmed: true, msd_contact_id: null },
    ])
    expect(await as(db, 'service_role', lookup('unknown@example.com'))).toEqual([])
  })

  it('answers nobody else', async () => {
    expect(await errorCode(as(db, 'anon', lookup('james@example.com')))).toBe('42501')
    expect(await errorCode(as(db, 'authenticated', lookup('james@example.com'), guestClaims(olivia)))).toBe('42501')
    expect(await errorCode(as(db, 'supabase_auth_admin', lookup('james@example.com')))).toBe('42501')
  })

  it('finds nothing for an empty, blank, missing or oversized (> 320 characters) address', async () => {
    for (const email of ['', '   ', null, longAddress(321)]) {
      expect(await as(db, 'service_role', lookup(email))).toEqual([])
    }
  })
})

describe('the custom access token hook', () => {
  /** The event the auth service sends, with every claim it requires (and the optional ones it fills). */
  const event = (user: string) => ({
    user_id: user,
    claims: {
      iss: 'https://abc.supabase.co/auth/v1',
      aud: 'authenticated',
      exp: 1_795_000_000,
      iat: 1_794_996_400,
      sub: user,
      email: 'guest@example.com',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_794_996_400 }],
      session_id: '4b938a09-5372-4177-a314-cfa292099ea2',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    },
    authentication_method: 'password',
  })
  const required = ['iss', 'aud', 'exp', 'iat', 'sub', 'role', 'aal', 'session_id', 'email', 'phone', 'is_anonymous']
  const hook = (input: unknown) => (tx: { query: PGlite['query'] }) =>
    tx
      .query<{ event: unknown }>('select public.custom_access_token_hook($1::jsonb) as event', [
        input === undefined ? null : JSON.stringify(input),
      ])
      .then((r) => r.rows[0]!.event)

  it('adds the profile’s contact id, first name and wellness client id, keeping every claim it was given', async () => {
    const given = event(olivia)
    const out = (await as(db, 'supabase_auth_admin', hook(given))) as typeof given
    expect(out).toEqual({
      ...given,
      claims: {
        ...given.claims,
        msd_contact_id: 'c0000000-0000-4000-8000-000000000001',
        first_name: 'Olivia',
        mindbody_client_id: '100015',
      },
    })
    for (const claim of required) expect(out.claims).toHaveProperty(claim)
  })

  it('adds only what the profile has (an empty or missing value adds no claim)', async () => {
    const given = event(james)
    expect(await as(db, 'supabase_auth_admin', hook(given))).toEqual({
      ...given,
      claims: { ...given.claims, msd_contact_id: 'c0000000-0000-4000-8000-000000000002' },
    })
  })

  it('leaves the claims unchanged for a user without a profile', async () => {
    expect(await as(db, 'supabase_auth_admin', hook(event(nobody)))).toEqual(event(nobody))
    const unknown = event(crypto.randomUUID())
    expect(await as(db, 'supabase_auth_admin', hook(unknown))).toEqual(unknown)
  })

  it('never fails: an event it cannot read comes back unchanged', async () => {
    const { claims } = event(olivia)
    const malformed: unknown[] = [
      { claims, authentication_method: 'password' }, // no user id
      { user_id: 'not-a-uuid', claims },
      { user_id: `${olivia}'; drop table public.profiles; --`, claims },
      { user_id: 42, claims },
      { user_id: olivia }, // no claims
      { user_id: olivia, claims: 'claims' },
      { user_id: olivia, claims: null },
      {},
      [],
      'event',
      null,
    ]
    for (const input of malformed) expect(await as(db, 'supabase_auth_admin', hook(input))).toEqual(input)
    expect(await as(db, 'supabase_auth_admin', hook(undefined))).toBeNull()
  })

  it('runs for the auth service only', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      expect(await errorCode(as(db, role, hook(event(olivia)), guestClaims(olivia)))).toBe('42501')
    }
  })
})
