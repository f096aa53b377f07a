import { isAuthError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/supabase-js'
import type { AuthFailure } from '../../domain/auth-failure.ts'

/** Reduces anything the auth client threw or returned to an AuthFailure the views can word. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (isAuthWeakPasswordError(error)) {
    return { code: 'weak_password', status: error.status, retryable: false, reasons: error.reasons }
  }
  if (isAuthRetryableFetchError(error)) return { code: error.code, status: error.status, retryable: true }
  if (isAuthError(error)) {
    const status = error.status
    const retryable =
      status !== undefined && (status === 502 || status === 503 || status === 504 || (status >= 520 && status <= 530))
    return { code: error.code, status, retryable }
  }
  // A network failure surfaces as a TypeError from fetch.
  return { retryable: error instanceof TypeError }
}
