import * as v from 'valibot'
import type { Tables } from './tables.ts'

/** A `profiles` row (SPEC §3 user profile), checked so a surprise shape is a clear error. */
export const ProfileRow = v.object({
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  /** The booking system's (Dynamics) contact id. */
  msd_contact_id: v.nullable(v.string()),
  /** The wellness system's (Mindbody) client id. */
  mindbody_client_id: v.nullable(v.string()),
})
export type Profile = v.InferOutput<typeof ProfileRow>

export const profileColumns = 'first_name,last_name,msd_contact_id,mindbody_client_id'

export class ProfileError extends Error {
  override name = 'ProfileError'
}

/**
 * Reads the signed-in user's profile through PostgREST (row-level security limits it to
 * their own row). SPEC §6: a 401 counts as no profile, so it returns null; any other failure
 * throws a ProfileError.
 */
export async function getProfile(client: Tables, userId: string): Promise<Profile | null> {
  const { data, error, status } = await client
    .from('profiles')
    .select(profileColumns)
    .eq('id', userId)
    .retry(false)
    .maybeSingle()
  if (status === 401) return null
  if (error) throw new ProfileError(`Profile read failed (${status}): ${error.message}`)
  if (data === null) return null
  const row = v.safeParse(ProfileRow, data)
  if (!row.success) throw new ProfileError(`Profile row has an unexpected shape: ${row.issues[0].message}`)
  return row.output
}
