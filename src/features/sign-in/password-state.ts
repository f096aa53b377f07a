// Keeping the record of who has a password (src/integrations/auth/password-state.ts) true as guests set one.
import type { Scope } from '../../scope/scope.ts'
import { adminClient } from '../../integrations/auth/admin.ts'
import { recordPasswordNotSet } from '../../integrations/auth/password-state.ts'

/**
 * After a guest recorded as having no password has set one: the record goes, so account settings asks for the current
 * password from now on. A failure is reported and costs only that: the page keeps offering "Set a password".
 */
export async function notePasswordSet(scope: Scope, userId: string, hadNone: boolean): Promise<void> {
  const admin = adminClient(scope.config)
  if (!hadNone || !admin) return
  await recordPasswordNotSet(admin, userId, false).catch((error: unknown) =>
    scope.report('auth.passwordState', error, 'warning'),
  )
}

/**
 * An invitation created the invitee's account, without a password: recorded, so that once signed in (by the link or
 * a code) they can set one in account settings without a current password they never had. A failure is reported;
 * they can still choose one through "Forgotten your password?".
 */
export async function noteNoPassword(scope: Scope, userId: string): Promise<void> {
  const admin = adminClient(scope.config)
  if (!admin) return
  await recordPasswordNotSet(admin, userId, true).catch((error: unknown) =>
    scope.report('invitations.passwordState', error, 'warning'),
  )
}
