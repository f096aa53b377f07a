// What inviting, sending again and withdrawing answer (decision 033): done with the notice to show, or not done and
// why; the upstreams' failures as the guest's sentence, and reported without the address.
import type { Scope } from '../../scope/scope.ts'
import type { Refusal } from './invitation-rules.ts'
import { AdminStoreError } from '../../integrations/auth/admin.ts'
import type { AuthFailure } from '../../domain/auth-failure.ts'
import type { Texts } from '../../i18n/texts.ts'
import { DynamicsError } from '../../integrations/dynamics/client.ts'
import { refused, type ActionOutcome, type NotDone } from '../../domain/outcome.ts'

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
