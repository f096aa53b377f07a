// An invitation lasts 7 days; the auth service's emailed link lasts an hour (issue 38, item 12; decision 057). The
// link carries the portal's invitation id, so its accept page can name who invited and to which holiday, and, when the
// link is spent past its hour, email a fresh one while the invitation is open.
import type { Scope } from '../../scope/scope.ts'
import { invitationExpired } from './invitations.ts'
import type { Invitation } from '../../domain/invitation.ts'
import { acceptPageHoliday } from './invitation-words.ts'
import type { InvitationWords } from '../../domain/invitation.ts'
import { adminAuth, adminClient } from '../../integrations/auth/admin.ts'
import { invitationWrites } from '../../integrations/auth/invitations.ts'
import { failureOutcome, InviteEmailError, reportFailure } from './invitation-outcomes.ts'
import { overInvitationLimit } from './invitation-email.ts'

type Holiday = NonNullable<ReturnType<typeof acceptPageHoliday>>

/** A fresh link emailed, or why not. */
export type Renewal =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 400 | 403 | 404 | 409 | 410 | 429 | 503; readonly message: string }

/** What the accept page knows of an invitation before it is accepted. */
export type InvitationOnPage =
  | { readonly open: true; readonly holiday: Holiday | undefined }
  | { readonly open: false; readonly status: 403 | 410; readonly message: string }

interface Found {
  readonly invitation: Invitation | undefined
  readonly words: InvitationWords | undefined
}

async function find(scope: Scope, id: string): Promise<Found | undefined> {
  const admin = adminClient(scope.config)
  if (!admin) return undefined
  const invitation = await invitationWrites(admin).byId(id)
  const words = invitation?.inviteeUserId ? await adminAuth(admin).invitationWords(invitation.inviteeUserId) : undefined
  return { invitation, words }
}

/** Why a pending invitation can no longer be used, or undefined while it can (a withdrawn or a 7-day-old one). */
function closed(scope: Scope, { invitation, words }: Found): Extract<InvitationOnPage, { open: false }> | undefined {
  const t = scope.texts
  if (invitation?.state === 'revoked') return { open: false, status: 403, message: t.companions_withdrawn() }
  if (invitation?.state === 'pending' && invitationExpired(invitation.sentAt, new Date())) {
    const inviter = words?.inviter_name
    const message = inviter ? t.companions_invitation_expired({ inviter }) : t.companions_invitation_expired_unnamed()
    return { open: false, status: 410, message }
  }
  return undefined
}

/**
 * The invitation behind a link, for its accept page: who invited and to which holiday, in the page's language, or why
 * it cannot be accepted. A failed read is reported and leaves the page as it was before invitations named anything.
 */
export async function invitationOnPage(scope: Scope, id: string): Promise<InvitationOnPage> {
  try {
    const found = await find(scope, id)
    if (!found) return { open: true, holiday: undefined }
    const refusal = closed(scope, found)
    if (refusal) scope.report('invitations.accept', new Error(`Refused (${refusal.status})`), 'warning')
    return refusal ?? { open: true, holiday: acceptPageHoliday(found.words, scope.locale) }
  } catch (error) {
    scope.report('invitations.accept', error)
    return { open: true, holiday: undefined }
  }
}

/**
 * A spent link whose invitation is still pending and open: a fresh invitation email to the same address (the auth
 * service's invite, as a resend), counted against the booking's limit. The invitation's 7 days are not renewed.
 * Answers undefined when there is nothing to renew (accepted, gone), so the caller says the link is spent.
 */
export async function renewInvitation(scope: Scope, id: string): Promise<Renewal | undefined> {
  const t = scope.texts
  const admin = adminClient(scope.config)
  if (!admin) return undefined
  try {
    const found = await find(scope, id)
    const invitation = found?.invitation
    if (!found || !invitation) return undefined
    const refusal = closed(scope, found)
    if (refusal) {
      scope.report('invitations.renew', new Error(`Refused (${refusal.status})`), 'warning')
      return { ok: false, status: refusal.status, message: refusal.message }
    }
    if (invitation.state !== 'pending') return undefined
    const limited = await overInvitationLimit(scope, invitation.bookingId)
    if (limited && !limited.ok) return limited
    const sent = await adminAuth(admin).invite(invitation.email, {}, new URL('/account', scope.config.SITE_URL).href)
    if (!sent.ok && sent.failure.code === 'email_exists') return undefined // confirmed meanwhile: accepted already
    if (!sent.ok) throw new InviteEmailError(sent.failure)
  } catch (error) {
    reportFailure(scope, 'invitations.renew', error)
    const failed = failureOutcome(t, error)
    return failed.ok ? undefined : failed
  }
  return { ok: true }
}
