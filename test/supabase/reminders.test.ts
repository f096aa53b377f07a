// The reminders' tables (supabase/migrations/20261127000000_reminders.sql) on a real Postgres, as each role: a guest
// reads only their own rows and writes none, anon nothing, the service role everything; a delivery is unique on guest,
// booking, kind and day, so a second claim of the same reminder is refused by the database itself.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, errorCode, guestClaims, supabaseDatabase } from './postgres.ts'

let db: PGlite

const olivia = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e01'
const james = '5b0c6a1e-1f43-4c1e-9d3a-0a1b2c3d4e02'
const booking = 'b0000000-0000-4000-8000-000000000001'
const tables = ['reminder_deliveries', 'reminder_settings', 'push_subscriptions'] as const

beforeAll(async () => {
  db = await supabaseDatabase()
  await db.exec(`
    insert into auth.users (id, email, email_confirmed_at) values
      ('${olivia}', 'olivia@example.com', now()), ('${james}', 'james@example.com', now());
    insert into public.reminder_deliveries (user_id, booking_id, kind, day, state) values
      ('${olivia}', '${booking}', 'advance', '2027-02-22', 'sent'),
      ('${james}', '${booking}', 'advance', '2027-02-22', 'queued');
    insert into public.reminder_settings (user_id, email_off) values ('${olivia}', 'arrange'), ('${james}', '');
    insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, time_zone) values
      ('${olivia}', 'https://push.example/olivia-phone', 'BP', 'AA', 'Europe/Berlin'),
      ('${james}', 'https://push.example/james-laptop', 'BP', 'AA', null);
  `)
})
afterAll(() => db?.close())

const userIds = (table: string) => (tx: { query: PGlite['query'] }) =>
  tx.query<{ user_id: string }>(`select user_id from public.${table}`).then((r) => r.rows.map((row) => row.user_id))

describe('reminder tables, row-level security', () => {
  it('a signed-in guest reads only their own deliveries, settings and devices', async () => {
    for (const table of tables) {
      expect(await as(db, 'authenticated', userIds(table), guestClaims(olivia)), table).toEqual([olivia])
      expect(await as(db, 'authenticated', userIds(table), guestClaims(james)), table).toEqual([james])
    }
  })

  it('anon reads none: the tables are not granted to it', async () => {
    for (const table of tables) expect(await errorCode(as(db, 'anon', userIds(table))), table).toBe('42501')
  })

  it('a signed-in guest writes none, not even their own rows', async () => {
    const tries = [
      `insert into public.reminder_settings (user_id) values ('${olivia}')`,
      `update public.reminder_settings set email_off = '' where user_id = '${olivia}'`,
      `delete from public.push_subscriptions where user_id = '${olivia}'`,
      `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ('${olivia}', 'https://push.example/new', 'BP', 'AA')`,
      `update public.reminder_deliveries set state = 'queued' where user_id = '${olivia}'`,
      `delete from public.reminder_deliveries where user_id = '${olivia}'`,
    ]
    for (const sql of tries) {
      expect(await errorCode(as(db, 'authenticated', (tx) => tx.query(sql), guestClaims(olivia))), sql).toBe('42501')
      expect(await errorCode(as(db, 'anon', (tx) => tx.query(sql))), sql).toBe('42501')
    }
  })

  it('the service role reads every row and claims a delivery: queued to sending, once', async () => {
    const claimed = await as(db, 'service_role', async (tx) => {
      const claim = `update public.reminder_deliveries set state = 'sending', claim_id = gen_random_uuid(), claimed_at = now()
        where user_id = '${james}' and state = 'queued' returning state`
      const first = await tx.query(claim)
      const second = await tx.query(claim)
      const all = await tx.query('select 1 from public.reminder_deliveries')
      return [first.rows, second.rows, all.rows.length]
    })
    expect(claimed).toEqual([[{ state: 'sending' }], [], 2])
  })
})

describe('reminder deliveries', () => {
  it('are unique on guest, booking, kind and day: the same reminder cannot be queued twice', async () => {
    const queue = (user: string, kind: string, day: string) =>
      `insert into public.reminder_deliveries (user_id, booking_id, kind, day) values ('${user}', '${booking}', '${kind}', '${day}')`
    expect(await errorCode(as(db, 'service_role', (tx) => tx.query(queue(olivia, 'advance', '2027-02-22'))))).toBe(
      '23505',
    )
    expect(await errorCode(as(db, 'service_role', (tx) => tx.query(queue(olivia, 'arrange', '2027-02-22'))))).toBe(
      'none',
    )
    expect(await errorCode(as(db, 'service_role', (tx) => tx.query(queue(olivia, 'advance', '2027-02-23'))))).toBe(
      'none',
    )
  })

  it('know only the portal’s kinds, states and channels, and push only to https endpoints', async () => {
    const wrong = [
      `insert into public.reminder_deliveries (user_id, booking_id, kind, day) values ('${olivia}', '${booking}', 'marketing', '2027-01-01')`,
      `update public.reminder_deliveries set state = 'lost'`,
      `update public.reminder_deliveries set channel = 'sms'`,
      `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ('${olivia}', 'http://push.example/x', 'BP', 'AA')`,
    ]
    for (const sql of wrong) expect(await errorCode(as(db, 'service_role', (tx) => tx.query(sql))), sql).toBe('23514')
  })

  it('go with the guest’s account', async () => {
    // As the auth service deletes a user (the database's owner here), then rolled back.
    const left = await db.transaction(async (tx) => {
      await tx.query(`delete from auth.users where id = '${james}'`)
      const rows = await Promise.all(
        tables.map((table) => tx.query(`select 1 from public.${table} where user_id = '${james}'`)),
      )
      await tx.rollback()
      return rows
    })
    expect(left.map((result) => result.rows.length)).toEqual([0, 0, 0])
  })
})
