// Sending an invitation again, and withdrawing one not yet accepted (decision 033). Both are the
// lead booker's alone; a withdrawn invitee who never confirmed is deleted, so their link stops working.
import type { Scope } from '../../scope/scope.ts'
import { changeRefusal } from './invitation-rules.ts'
import { liveInvitation } from './invitations.ts'
import { adminAuth, adminClient } from '../../integrations/auth/admin.ts'
import { invitationWrites } from '../../integrations/auth/invitations.ts'
import { invitationWordsFor, reportRefusal, type CompanionTarget } from './reads.ts'
import type { Texts } from '../../i18n/texts.ts'
import {
  failureOutcome,
  InviteEmailError,
  notConfigured,
  refusedBy,
  reportFailure,
  type Outcome,
} from './invitation-outcomes.ts'
import { inviteEmail, overInvitationLimit } from './invitation-email.ts'

const joined = (t: Texts, name: string): Outcome => ({
  ok: false,
  status: 409,
  message: t.companions_already_joined({ name }),
})

/**
 * The pending invitation a change is about and the admin client to change it with, or the answer when there is none,
 * the viewer may not change it, or invitations are not set up (no service-role key).
 */
function pendingFor(
  scope: Scope,
  target: CompanionTarget,
  action: 'resend' | 'revoke',
):
  | {
      readonly live: NonNullable<ReturnType<typeof liveInvitation>>
      readonly admin: NonNullable<ReturnType<typeof adminClient>>
    }
  | { readonly outcome: Outcome } {
  const t = scope.texts
  const live = liveInvitation(target.invitations, target.guest.id)
  const refusal = changeRefusal(t, target.viewer, live, action, target.name)
  if (refusal) {
    reportRefusal(scope, `invitations.${action}`, refusal)
    return { outcome: refusedBy(refusal) }
  }
  if (!live) return { outcome: joined(t, target.name) }
  const admin = adminClient(scope.config)
  return admin ? { live, admin } : { outcome: notConfigured(t) }
}

/** Emails a pending invitation again (a fresh link: the old one stops working). */
export async function resendInvitation(scope: Scope, target: CompanionTarget): Promise<Outcome> {
  const pending = pendingFor(scope, target, 'resend')
  if ('outcome' in pending) return pending.outcome
  const { live, admin } = pending
  const limited = await overInvitationLimit(scope, target.booking.id)
  if (limited) return limited
  const writes = invitationWrites(admin)
  try {
    const auth = adminAuth(admin)
    const words = await invitationWordsFor(scope, target.booking, live.id)
    // The account exists (the first send made it) and keeps its metadata: the words go in first (decision 057).
    if (live.inviteeUserId) await auth.setInvitationWords(live.inviteeUserId, words)
    const { data, redirectTo } = inviteEmail(scope, target.name, words)
    const sent = await auth.invite(live.email, data, redirectTo)
    // Confirmed meanwhile: they accepted through an earlier link, so there is nothing to resend.
    if (!sent.ok && sent.failure.code === 'email_exists') {
      await writes.update(live.id, { accepted: true })
      return joined(scope.texts, target.name)
    }
    if (!sent.ok) throw new InviteEmailError(sent.failure)
    await writes.update(live.id, { sent: true, inviteeUserId: sent.value })
  } catch (error) {
    reportFailure(scope, 'invitations.resend', error)
    return failureOutcome(scope.texts, error)
  }
  return { ok: true, notice: 'resent' }
}

/** Withdraws a pending invitation; its invitee, if they never confirmed and have no other invitation, is deleted. */
export async function revokeInvitation(scope: Scope, target: CompanionTarget): Promise<Outcome> {
  const pending = pendingFor(scope, target, 'revoke')
  if ('outcome' in pending) return pending.outcome
  const { live, admin } = pending
  const writes = invitationWrites(admin)
  try {
    if (!(await writes.revoke(live.id))) return joined(scope.texts, target.name)
  } catch (error) {
    scope.report('invitations.revoke', error)
    return { ok: false, status: 503, message: scope.texts.companions_withdraw_failed() }
  }
  // The invitation is withdrawn either way: accepting it now finds nothing live. Deleting the
  // unconfirmed user also kills the link at once; a failure there is only reported.
  try {
    const others = await writes.liveFor(live.email)
    if (live.inviteeUserId && others.length === 0) await adminAuth(admin).deleteUnconfirmed(live.inviteeUserId)
  } catch (error) {
    scope.report('invitations.revoke', error, 'warning')
  }
  return { ok: true, notice: 'revoked' }
}
