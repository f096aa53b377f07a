import type { AuthFailure } from '../../domain/auth-failure.ts'
import type { AuthResult } from '../../integrations/auth/actions.ts'
import type { Scope } from '../../scope/scope.ts'

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
