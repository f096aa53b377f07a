// Inviting a guest (decision 033): the rules, then link an existing account or email an
// invitation, recording it first so a second invitation for the address or guest is refused by
// the table itself. A failed email leaves no record behind; refusals and failures are reported
// without the address.
import type { Scope } from '../scope/scope.ts'
import { countAgainst } from '../scope/limits.ts'
import { splitName } from '../domain/guests.ts'
import { inviteRefusal, linkPlan, type LinkPlan, type Refusal } from '../domain/invitation-rules.ts'
import { sentOnText } from '../domain/invitations.ts'
import { AdminStoreError, adminAuth, adminClient } from '../integrations/auth/admin.ts'
import { invitationWrites } from '../integrations/auth/invitations.ts'
import type { AuthFailure } from '../domain/auth-messages.ts'
import type { Texts } from '../i18n/texts.ts'
import { dynamicsClient, DynamicsError } from '../integrations/dynamics/client.ts'
import { relinkGuestContact } from '../integrations/dynamics/guests.ts'
import { invitationWordsFor, reportRefusal, type CompanionTarget } from '../loaders/companions.ts'
import { noteNoPassword } from './password-state.ts'
import { refused, type ActionOutcome, type NotDone } from '../domain/outcome.ts'

export type NoticeKey = 'invited' | 'linked' | 'resent' | 'revoked'

/** What inviting, resending or revoking answers: done with the notice to show, or not done and why. */
export type Outcome = ActionOutcome<{ readonly notice: NoticeKey }>

/** Refused by the invitation rules, before anything was written. */
export const refusedBy = (refusal: Refusal): NotDone => refused(refusal.message, refusal.status)

export const unavailable = (t: Texts): Outcome => ({ ok: false, status: 503, message: t.companions_send_failed() })

export const notConfigured = (t: Texts): Outcome => ({
  ok: false,
  status: 503,
  message: t.companions_not_configured(),
})

/** The invitation email could not be sent: the auth service's answer as an Outcome. */
export class InviteEmailError extends Error {
  override name = 'InviteEmailError'
  constructor(readonly failure: AuthFailure) {
    super(`Invitation email failed (${failure.code ?? failure.status ?? 'network'})`)
  }
}

/**
 * The auth service refused the address itself (400 `email_address_invalid` from its mail check, or its format check's
 * `validation_failed`; 422 read alike): a mistake in the address, not an outage.
 */
const addressRefused = (error: unknown): boolean =>
  error instanceof InviteEmailError &&
  (error.failure.status === 400 || error.failure.status === 422) &&
  (error.failure.code === 'email_address_invalid' || error.failure.code === 'validation_failed')

/**
 * Reports a failure: the auth service's own email limit and its refusal of an address are warnings (nothing is broken;
 * the refusal names only its reason), anything else an error.
 */
export function reportFailure(scope: Scope, where: string, error: unknown): void {
  if (addressRefused(error)) {
    scope.report(where, new Error('Refused (400): the auth service refused the address'), 'warning')
    return
  }
  const limited = error instanceof InviteEmailError && error.failure.status === 429
  scope.report(where, error, limited ? 'warning' : 'error')
}

/** An upstream failure as the guest's sentence (reported by the caller). */
export function failureOutcome(t: Texts, error: unknown): Outcome {
  if (addressRefused(error)) return { ok: false, status: 400, message: t.companions_address_refused(), field: 'email' }
  if (error instanceof InviteEmailError && error.failure.status === 429)
    return {
      ok: false,
      status: 429,
      message: t.companions_too_many_emails(),
      retryAfter: 60,
    }
  if (error instanceof AdminStoreError && error.code === '23505')
    return { ok: false, status: 409, message: t.companions_just_invited() }
  // Relinking the guest in the booking system failed: changed meanwhile (412), or not saved.
  if (error instanceof DynamicsError)
    return error.status === 412
      ? { ok: false, status: 409, message: t.companions_booking_changed() }
      : { ok: false, status: 503, message: t.companions_booking_not_saved() }
  return unavailable(t)
}

/**
 * Counts one invitation email (a first send or a resend) against the booking's limit, as every limit is counted
 * (decision 034): the 429 with the row's sentence when it is spent (logged; the route sets Retry-After).
 * Only an email counts, so this comes after the lookup that says whether one will be sent.
 */
export async function overInvitationLimit(scope: Scope, bookingId: string): Promise<Outcome | undefined> {
  const limited = await countAgainst(scope, 'invitation', { subject: bookingId })
  return limited ? { ok: false, status: 429, ...limited } : undefined
}

/**
 * The metadata and link every invitation email carries. The inviter's language goes with it as `invited_locale`, so
 * the email is written in it; not as `locale`, the invitee's own choice (decision 045), so their pages still follow
 * their own browser until they choose.
 */
export function inviteEmail(scope: Scope, name: string, words: Record<string, string>) {
  const { first, last } = splitName(name)
  return {
    data: { first_name: first, last_name: last, invited_locale: scope.locale, ...words },
    redirectTo: new URL('/account', scope.config.SITE_URL).href,
  }
}

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
