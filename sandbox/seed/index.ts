import { resetDatabase } from '../db.ts'
import { createUser } from '../supabase/users.ts'
import { signingKey } from '../supabase/jwt.ts'
import { demoUsers, passwordNotSetMetadata } from './demo-users.ts'
import { seedBookings } from './bookings.ts'
import { seedInvitations } from './invitations.ts'
import { seedWellness } from './wellness.ts'
import { seedContent } from './content.ts'
import { seedMessages } from './messages.ts'

/** Recreates every table and seeds the demo resort (dates are computed from today by each part). */
export async function seed(db: D1Database, timeZone = 'Europe/London'): Promise<void> {
  await resetDatabase(db)
  // The signing key is made now rather than by the first requests, which would race for it.
  await signingKey(db)
  for (const user of demoUsers) {
    await createUser(db, {
      email: user.email,
      password: user.password ?? undefined,
      confirmed: user.confirmed,
      profile: user.profile,
      // An account the resort made without a password is recorded so.
      appMetadata: user.password ? undefined : passwordNotSetMetadata,
    })
  }
  await seedBookings(db)
  await seedMessages(db)
  await seedInvitations(db)
  await seedWellness(db, timeZone)
  await seedContent(db)
}
