// The sandbox kept honest against the real project's SQL (supabase/migrations on PGlite, decision 039):
// the same users, profiles and invitations in both, then the sandbox's access tokens must carry exactly
// the claims the custom access token hook gives, and each role must read, write and look up what the
// SQL lets it.
import type { PGlite } from '@electric-sql/pglite'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxServiceRoleKey } from '../../sandbox/supabase/keys.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'
import { as, errorCode, guestClaims, supabaseDatabase } from '../supabase/postgres.ts'
import { call, client, control, decodeJwtPart, sandboxUrl, useSandbox } from './support.ts'

useSandbox()

let db: PGlite
beforeAll(async () => {
  db = await supabaseDatabase()
}, 30_000)
afterAll(() => db?.close())

type Profile = Partial<Record<'first_name' | 'last_name' | 'msd_contact_id' | 'mindbody_client_id', string | null>>
interface Seeded {
  readonly id: string
  readonly email: string
  readonly password: string
}

let counter = 0
/** One user with the same id, address and profile (or none) in the sandbox and in Postgres. */
async function seedUser(profile: Profile | undefined, email?: string): Promise<Seeded> {
  const address = email ?? `contract-sql-${Date.now().toString(36)}-${++counter}@example.com`
  const password = 'Sunny-Days-2026'
  const { id } = await control<{ id: string }>('/users', 'POST', {
    email: address,
    password,
    confirmed: true,
    ...(profile ? { profile } : {}),
  })
  await db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [id, address])
  if (profile) {
    await db.query(
      'insert into public.profiles (id, first_name, last_name, msd_contact_id, mindbody_client_id) values ($1, $2, $3, $4, $5)',
      [
        id,
        profile.first_name ?? null,
        profile.last_name ?? null,
        profile.msd_contact_id ?? null,
        profile.mindbody_client_id ?? null,
      ],
    )
  }
  return { id, email: address, password }
}

async function sandboxToken(user: Seeded): Promise<string> {
  const { data, error } = await client().auth.signInWithPassword({ email: user.email, password: user.password })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session.access_token
}

const customClaims = ['msd_contact_id', 'first_name', 'mindbody_client_id']
const admin = () =>
  createClient(sandboxUrl(), sandboxServiceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } })

describe('access token claims: the sandbox against the hook', () => {
  const profiles: Record<string, Profile | undefined> = {
    'a full profile': {
      first_name: 'Olivia',
      last_name: 'Ward',
      msd_contact_id: crypto.randomUUID(),
      mindbody_client_id: '100015',
    },
    'a contact and an empty first name': { first_name: '', msd_contact_id: crypto.randomUUID() },
    'a wellness client id only': { first_name: 'Zoe', mindbody_client_id: '42' },
    'a profile of nulls': { first_name: null, last_name: null, msd_contact_id: null, mindbody_client_id: null },
    'no profile': undefined,
  }
  for (const [what, profile] of Object.entries(profiles)) {
    it(`issues what the hook gives for ${what}`, async () => {
      const user = await seedUser(profile)
      const issued = decodeJwtPart(await sandboxToken(user), 1)
      // The auth service's own claims, as it would hand them to the hook.
      const before = Object.fromEntries(Object.entries(issued).filter(([claim]) => !customClaims.includes(claim)))
      const event = { user_id: user.id, claims: before, authentication_method: 'password' }
      const hooked = await as(db, 'supabase_auth_admin', (tx) =>
        tx.query<{ event: { claims: Record<string, unknown> } }>(
          'select public.custom_access_token_hook($1) as event',
          [JSON.stringify(event)],
        ),
      )
      expect(issued).toEqual(hooked.rows[0]!.event.claims)
    })
  }
})

describe('invitations: what each role reads and writes, the sandbox against row-level security', () => {
  let lead: Seeded
  let joined: Seeded
  let other: Seeded
  let stranger: Seeded
  const rows: Record<string, string | null>[] = []

  beforeAll(async () => {
    lead = await seedUser({ first_name: 'Grace' })
    joined = await seedUser({ first_name: 'Daniel' })
    other = await seedUser({ first_name: 'Priya' })
    stranger = await seedUser(undefined)
    const booking = crypto.randomUUID()
    const row = (invitedBy: string, invitee: string | null, state: string, email: string) => ({
      id: crypto.randomUUID(),
      booking_id: booking,
      guest_id: crypto.randomUUID(),
      contact_id: crypto.randomUUID(),
      email,
      invited_by: invitedBy,
      invitee_user_id: invitee,
      state,
    })
    rows.push(
      row(lead.id, joined.id, 'accepted', joined.email),
      row(lead.id, null, 'pending', `pending-${counter}@example.com`),
      row(joined.id, other.id, 'revoked', other.email),
    )
    const { error } = await admin().from('invitations').insert(rows)
    if (error) throw error
    for (const r of rows) {
      await db.query(
        'insert into public.invitations (id, booking_id, guest_id, contact_id, email, invited_by, invitee_user_id, state) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [r.id, r.booking_id, r.guest_id, r.contact_id, r.email, r.invited_by, r.invitee_user_id, r.state],
      )
    }
  })

  const ours = (ids: string[]) => ids.filter((id) => rows.some((r) => r.id === id)).sort()

  it('a signed-in guest reads from /rest/v1/invitations exactly the rows the policy shows them', async () => {
    for (const user of [lead, joined, other, stranger]) {
      const token = await sandboxToken(user)
      const response = await call('/rest/v1/invitations?select=id', { token })
      expect(response.status).toBe(200)
      const fromSandbox = ((await response.json()) as { id: string }[]).map((r) => r.id)
      const fromSql = await as(
        db,
        'authenticated',
        (tx) => tx.query<{ id: string }>('select id from public.invitations').then((r) => r.rows.map((x) => x.id)),
        guestClaims(user.id),
      )
      expect(ours(fromSandbox), user.email).toEqual(ours(fromSql))
    }
  })

  it('anon is refused the table, as Postgres refuses it (PostgREST answers 401 42501)', async () => {
    expect(await errorCode(as(db, 'anon', (tx) => tx.query('select id from public.invitations')))).toBe('42501')
    const response = await call('/rest/v1/invitations?select=id')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '42501' })
  })

  it('a signed-in guest writes nothing, in either', async () => {
    expectConsoleErrors(/^sandbox: PostgREST write refused/)
    const token = await sandboxToken(lead)
    const attempts = [
      call('/rest/v1/invitations', {
        method: 'POST',
        token,
        body: JSON.stringify({ ...rows[1], id: crypto.randomUUID() }),
      }),
      call(`/rest/v1/invitations?id=eq.${rows[1]!.id}`, { method: 'PATCH', token, body: '{"state":"revoked"}' }),
      call(`/rest/v1/invitations?id=eq.${rows[1]!.id}`, { method: 'DELETE', token }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: '42501' })
    }
    const sql = `update public.invitations set state = 'revoked' where id = '${rows[1]!.id}'`
    expect(await errorCode(as(db, 'authenticated', (tx) => tx.query(sql), guestClaims(lead.id)))).toBe('42501')
  })
})

describe('portal_user_by_email: the sandbox against the function', () => {
  it('answers the service role alike for every address, and nobody else', async () => {
    const user = await seedUser({ msd_contact_id: crypto.randomUUID() })
    const long = await seedUser(undefined, `${'l'.repeat(321 - '@example.com'.length)}@example.com`)
    const asked = [user.email, ` ${user.email.toUpperCase()} `, 'nobody@example.com', '', '   ', long.email]
    for (const email of asked) {
      const { data, error } = await admin().rpc('portal_user_by_email', { email })
      expect(error).toBeNull()
      const fromSql = await as(db, 'service_role', (tx) =>
        tx.query('select * from public.portal_user_by_email($1)', [email]).then((r) => r.rows),
      )
      expect(data, JSON.stringify(email)).toEqual(fromSql)
    }
    const refused = await client().rpc('portal_user_by_email', { email: user.email })
    expect(refused.error).toMatchObject({ code: '42501' })
    expect(await errorCode(as(db, 'anon', (tx) => tx.query(`select public.portal_user_by_email('x')`)))).toBe('42501')
  })
})
