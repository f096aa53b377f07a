import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import type { AuthFailure } from '../domain/auth-messages.ts'
import { authActions, type AuthResult } from '../integrations/auth/actions.ts'
import { report } from './report.ts'

/** The HTTP status for a failed auth call: 503 when worth retrying, 429 when rate limited. */
export function failureStatus<S extends 400 | 401 | 403 | 422>(failure: AuthFailure, otherwise: S): S | 429 | 503 {
  if (failure.retryable) return 503
  if (failure.status === 429) return 429
  return otherwise
}

/** Reports auth failures that are the service's fault, not the guest's. */
export function reportIfRetryable<T>(c: Context<AppEnv>, where: string, result: AuthResult<T>): AuthResult<T> {
  if (!result.ok && result.failure.retryable) {
    report(c, where, new Error(`Auth service unavailable (${result.failure.status ?? 'network'})`))
  }
  return result
}

/** Sends a new email-confirmation link; the link lands on /account/verify-email. */
export async function sendVerificationLink(c: Context<AppEnv>, email: string): Promise<AuthResult> {
  const redirectTo = new URL('/account/verify-email', c.var.config.SITE_URL).href
  return reportIfRetryable(c, 'auth.resend', await authActions(c.var.auth()).resendVerification(email, redirectTo))
}
