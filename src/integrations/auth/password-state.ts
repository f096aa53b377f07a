// Whether an account has a password yet (decision 033, amended). The auth service's user has no such field, and it
// lets a signed-in user set a password without the current one (unless "secure password change" is on), so the
// portal records it itself: an account made without a password carries `password_not_set: true` in its
// app_metadata, which only the service role can write, so a guest cannot mark their own account to skip the current
// password. The portal sets it when an invitation creates the account, and removes it once a password is set.
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'

/** The app_metadata key; the resort's team sets it too on an account it creates without a password. */
export const passwordNotSetKey = 'password_not_set'

const AppMetadata = v.looseObject({ [passwordNotSetKey]: v.optional(v.unknown()) })

/** Whether a user (as the auth service answers it) is recorded as having no password yet. */
export function passwordNotSet(user: { readonly app_metadata?: unknown } | null | undefined): boolean {
  const metadata = v.safeParse(AppMetadata, user?.app_metadata)
  return metadata.success && metadata.output[passwordNotSetKey] === true
}

/** Records, with the service role, whether the account has a password yet (true: none yet; false: it has one). */
export async function recordPasswordNotSet(admin: SupabaseClient, userId: string, notSet: boolean): Promise<void> {
  // null removes the key (GoTrue merges app_metadata key by key).
  const { error } = await admin.auth.admin.updateUserById(userId, {
    app_metadata: { [passwordNotSetKey]: notSet ? true : null },
  })
  if (error) throw new Error(`Recording the password state failed (${error.status ?? 'network'})`)
}
