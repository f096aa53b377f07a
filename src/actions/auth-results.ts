import type { Context } from 'hono'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { authFailureMessage, type AuthFailure } from '../domain/auth-messages.ts'
import { authActions, type AuthResult } from '../integrations/auth/actions.ts'
import { overLimit } from '../http/middleware/limits.ts'
import type { Scope } from '../scope/scope.ts'

/** The HTTP status for a failed auth call: 503 when worth retrying, 429 when rate limited. */
export function failureStatus<S extends 400 | 401 | 403 | 422>(failure: AuthFailure, otherwise: S): S | 429 | 503 {
  if (failure.retryable) return 503
  if (failure.status === 429) return 429
  return otherwise
}

/** Reports auth failures that are the service's fault, not the guest's. */
export function reportIfRetryable<T>(scope: Scope, where: string, result: AuthResult<T>): AuthResult<T> {
  if (!result.ok && result.failure.retryable) {
    scope.report(where, new Error(`Auth service unavailable (${result.failure.status ?? 'network'})`))
  }
  return result
}

/**
 * The auth service refuses a second email to an address within its own window only when the address has an
 * account: answered apart, that would say who has one. The guest reads "sent", as for any address; one was,
 * less than a minute ago. The portal's own per-address limit (decision 034) comes first, alike for everyone.
 */
export function hidingWhoHasAnAccount(result: AuthResult): AuthResult {
  return !result.ok && result.failure.code === 'over_email_send_rate_limit' ? { ok: true, value: undefined } : result
}

/** Why a new confirmation link was not sent: the sentence beside the address, and the status. */
export interface ResendRefusal {
  readonly message: string
  readonly status: 400 | 429 | 503
}

/**
 * Sends a new email-confirmation link (it lands on /account/verify-email), counted first against the
 * confirmation-link limits (decision 034). Undefined when it went, or is answered as gone so as not to say who has
 * an account; else the sentence the form shows again and its status. Signing in with an unconfirmed address and
 * opening a spent confirmation link both offer it.
 *
 * @example
 * const refused = await resendConfirmation(c, email)
 * if (refused) return page(c, <VerifyEmail action={action} email={email} message={refused.message} />, refused.status)
 * return c.redirect(`${action}?sent=1`, 303)
 */
export async function resendConfirmation(c: Context<AppEnv>, email: string): Promise<ResendRefusal | undefined> {
  const limited = await overLimit(c, 'confirmationLink', email)
  if (limited) return { message: limited, status: 429 }
  const redirectTo = new URL('/account/verify-email', c.get('config').SITE_URL).href
  const sent = hidingWhoHasAnAccount(
    reportIfRetryable(
      c.get('scope'),
      'auth.resend',
      await authActions(c.get('auth')()).resendVerification(email, redirectTo),
    ),
  )
  if (sent.ok) return undefined
  return {
    message: authFailureMessage(sent.failure, 'email', c.get('texts')),
    status: failureStatus(sent.failure, 400),
  }
}
