// Inviting a guest (decision 033): the rules, then link an existing account or email an
// invitation, recording it first so a second invitation for the address or guest is refused by
// the table itself. A failed email leaves no record behind; refusals and failures are reported
// without the address (invitation-outcomes.ts).
import type { Scope } from '../../scope/scope.ts'
import { splitName } from '../../domain/guests.ts'
import { inviteRefusal, linkPlan, type LinkPlan } from './invitation-rules.ts'
import { sentOnText } from './invitations.ts'
import { adminAuth, adminClient } from '../../integrations/auth/admin.ts'
import { invitationWrites } from '../../integrations/auth/invitations.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { relinkGuestContact } from '../../integrations/dynamics/guests.ts'
import { invitationWordsFor, reportRefusal, type CompanionTarget } from './reads.ts'
import { noteNoPassword } from '../sign-in/password-state.ts'
import { failureOutcome, InviteEmailError, notConfigured, refusedBy, reportFailure } from './invitation-outcomes.ts'
import type { Outcome } from './invitation-outcomes.ts'
import { inviteEmail, overInvitationLimit } from './invitation-email.ts'

/** Invites a guest of the lead booker's booking at an address, or links the account the address already has. */
export async function inviteCompanion(scope: Scope, target: CompanionTarget, email: string): Promise<Outcome> {
  const { booking, guest, name } = target
  const t = scope.texts
  const refusal = inviteRefusal(t, {
    viewer: target.viewer,
    guest: { ...guest, name },
    booking,
    invitations: target.invitations,
    email,
    sentOn: (i) => sentOnText(t, scope.locale, i.sentAt, scope.config.RESORT_TIME_ZONE),
  })
  if (refusal) {
    reportRefusal(scope, 'invitations.invite', refusal)
    return refusedBy(refusal)
  }
  const admin = adminClient(scope.config)
  const lead = scope.guest?.userId
  if (!admin || !lead) {
    scope.report('invitations.invite', new Error('SUPABASE_SERVICE_ROLE_KEY is not set'), 'warning')
    return notConfigured(t)
  }
  const auth = adminAuth(admin)
  const writes = invitationWrites(admin)
  let plan: LinkPlan
  try {
    const account = await auth.accountByEmail(email)
    const contacts = [booking.leadContactId, ...booking.guests.filter((g) => g.id !== guest.id).map((g) => g.contactId)]
    const planned = linkPlan(t, account, guest.contactId ?? '', contacts)
    if ('status' in planned) {
      reportRefusal(scope, 'invitations.invite', planned)
      return refusedBy(planned)
    }
    plan = planned
    if (plan.sendEmail) {
      const limited = await overInvitationLimit(scope, booking.id)
      if (limited) return limited
    }
    const record = await writes.create({
      bookingId: booking.id,
      guestId: guest.id,
      contactId: plan.contactId,
      email,
      invitedBy: lead,
      inviteeUserId: account?.userId,
      state: plan.sendEmail ? 'pending' : 'accepted',
    })
    try {
      if (plan.relinkGuestTo) await relinkGuestContact(dynamicsClient(scope.config), guest, plan.relinkGuestTo)
      let userId = account?.userId
      if (plan.sendEmail) {
        const words = await invitationWordsFor(scope, booking, record.id)
        // An account never confirmed keeps the metadata it was made with: the new words go in first (decision 057).
        if (account) await auth.setInvitationWords(account.userId, words)
        const { data, redirectTo } = inviteEmail(scope, name, words)
        const sent = await auth.invite(email, data, redirectTo)
        if (!sent.ok) throw new InviteEmailError(sent.failure)
        userId = sent.value
      }
      await linkAfterSending(scope, auth, writes, record.id, userId, plan, name, account?.userId)
    } catch (error) {
      // Nothing reached the guest: the record goes, so the guest can be invited again.
      await writes.remove(record.id).catch((undo: unknown) => scope.report('invitations.undo', undo))
      throw error
    }
  } catch (error) {
    reportFailure(scope, 'invitations.invite', error)
    return failureOutcome(t, error)
  }
  return { ok: true, notice: plan.sendEmail ? 'invited' : 'linked' }
}

/**
 * Links the account to the guest's contact once the email went out. A failure here is reported but
 * not undone (the email is sent): accepting the invitation links the profile again.
 */
async function linkAfterSending(
  scope: Scope,
  auth: ReturnType<typeof adminAuth>,
  writes: ReturnType<typeof invitationWrites>,
  invitationId: string,
  userId: string | undefined,
  plan: LinkPlan,
  name: string,
  knownUser: string | undefined,
): Promise<void> {
  if (!userId) return
  // The invitation made the account, so it has no password yet (src/integrations/auth/password-state.ts).
  if (plan.sendEmail && !knownUser) await noteNoPassword(scope, userId)
  try {
    const { first, last } = splitName(name)
    if (plan.setProfile)
      await auth.linkProfile(userId, { msd_contact_id: plan.contactId, first_name: first, last_name: last })
    if (userId !== knownUser) await writes.update(invitationId, { inviteeUserId: userId })
  } catch (error) {
    if (!plan.sendEmail) throw error
    scope.report('invitations.link', error)
  }
}
