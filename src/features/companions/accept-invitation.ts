// Accepting an invitation (decision 033): the link's token hash is verified with the auth service
// (which signs the invitee in and confirms their address), their pending invitations become
// accepted, and their profile is linked to the guest's contact if inviting could not do it.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Scope } from '../../scope/scope.ts'
import { reportIfRetryable } from '../sign-in/auth-results.ts'
import { authFailureMessage } from '../sign-in/auth-messages.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { adminAuth, adminClient } from '../../integrations/auth/admin.ts'
import { invitationWrites } from '../../integrations/auth/invitations.ts'

export type Acceptance =
  | { readonly ok: true; readonly userId: string; readonly email: string | undefined }
  | {
      readonly ok: false
      readonly status: 400 | 403 | 503
      readonly message: string
      /** The auth service refused the link as spent or expired (not an outage): an open invitation can renew it. */
      readonly spent?: boolean
    }

/** Verifies an invitation link and signs its guest in; the session cookies are set through the request's auth client. */
export async function acceptInvitation(scope: Scope, auth: SupabaseClient, tokenHash: string): Promise<Acceptance> {
  const t = scope.texts
  const admin = adminClient(scope.config)
  if (!admin) return { ok: false, status: 503, message: t.companions_accept_unavailable() }
  const actions = authActions(auth)
  const result = reportIfRetryable(scope, 'auth.acceptInvite', await actions.acceptInvite(tokenHash))
  if (!result.ok) {
    scope.report('invitations.accept', new Error(`Refused: ${result.failure.code ?? 'unknown'}`), 'warning')
    return result.failure.retryable
      ? { ok: false, status: 503, message: authFailureMessage(result.failure, 'link', t) }
      : { ok: false, status: 400, message: t.companions_link_spent(), spent: true }
  }
  const { id, email } = result.value
  if (!id) return { ok: false, status: 503, message: authFailureMessage({ retryable: true }, 'link', scope.texts) }
  const writes = invitationWrites(admin)
  try {
    if (email) {
      await writes.acceptFor(id, email)
      const live = await writes.liveFor(email)
      if (live.length === 0) {
        await actions.signOut()
        scope.report('invitations.accept', new Error('Refused: withdrawn'), 'warning')
        return { ok: false, status: 403, message: t.companions_withdrawn() }
      }
      const auth = adminAuth(admin)
      const [first] = live
      if (first && !(await auth.profileContact(id))) await auth.linkProfile(id, { msd_contact_id: first.contactId })
    }
  } catch (error) {
    // The guest is signed in and was linked when invited: they carry on; the lead booker's
    // "Has joined" waits for the next acceptance or the resort's team.
    scope.report('invitations.accept', error)
  }
  return { ok: true, userId: id, email }
}
