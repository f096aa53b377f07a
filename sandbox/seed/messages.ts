// The booking system's users, and a conversation on the returning guest's booking (README "Demo sign-ins"): Olivia
// asked about a cot and Sofia answered from the resort, so the messages page has a thread to show.
import { complete } from '../dynamics/model.ts'
import { messageDirections } from '../dynamics/option-sets.ts'
import { insertStatement } from '../dynamics/store.ts'
import { portalApplicationUser, staffUsers, systemUserRows } from '../dynamics/users.ts'
import { demoUsers } from './demo-users.ts'

const hour = 3_600_000
const olivia = demoUsers.find((u) => u.email === 'returning@example.com')!.profile.msd_contact_id

export async function seedMessages(db: D1Database, now = Date.now()): Promise<void> {
  const booking = await db
    .prepare(
      "SELECT id FROM dyn_records WHERE entity_set = 'opportunities' AND json_extract(data, '$._parentcontactid_value') = ?",
    )
    .bind(olivia)
    .first<{ id: string }>()
  const messages = [
    {
      activityid: '13000000-0000-4000-8000-000000000001',
      subject: 'Portal message: Could we have a cot in the second bedroom?',
      description: 'Could we have a cot in the second bedroom? Finn is one.',
      adr_direction: messageDirections.fromGuest,
      _adr_contactid_value: olivia,
      createdon: new Date(now - 26 * hour).toISOString(),
      _createdby_value: portalApplicationUser,
    },
    {
      activityid: '13000000-0000-4000-8000-000000000002',
      subject: 'Re: Could we have a cot in the second bedroom?',
      description:
        'Of course! A cot will be ready in the second bedroom of Villa Aurora when you arrive, with bedding. Our baby equipment list is at https://www.example-resort.com/families',
      adr_direction: messageDirections.fromResort,
      _adr_contactid_value: null,
      createdon: new Date(now - 25 * hour).toISOString(),
      _createdby_value: staffUsers.sofia.systemuserid,
    },
  ]
  await db.batch([
    ...systemUserRows.map((row) => insertStatement(db, 'systemusers', row.systemuserid, complete('systemusers', row))),
    ...(booking
      ? messages.map((row) =>
          insertStatement(
            db,
            'adr_portalmessages',
            row.activityid,
            complete('adr_portalmessages', { ...row, _regardingobjectid_value: booking.id, statecode: 0 }),
          ),
        )
      : []),
  ])
}
