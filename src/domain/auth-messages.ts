/**
 * Guest-facing sentences for what the auth service can answer (SPEC §5, §8). The auth
 * integration reduces a client error to an AuthFailure; this module words it.
 */
export interface AuthFailure {
  /** The auth service's error code, e.g. 'invalid_credentials'; undefined when it gave none. */
  readonly code?: string | undefined
  readonly status?: number | undefined
  /** 5xx or a network failure: the same request may succeed later. */
  readonly retryable: boolean
  /** For weak passwords: which rules failed ('length', 'characters', 'pwned'). */
  readonly reasons?: readonly string[] | undefined
}

/** SPEC §5: the auth client's own sentence for empty credentials, kept word for word. */
export const missingCredentialsMessage = 'You must provide either an email or phone number and a password'

export const minPasswordLength = 8

const weakReasons: Record<string, string> = {
  length: `use at least ${minPasswordLength} characters`,
  characters: 'mix upper and lower case letters with at least one number',
  pwned: 'choose one that has not appeared in a known data breach',
}

/** A sentence for a failed auth call, for the screen named by `context`. */
export function authFailureMessage(failure: AuthFailure, context: 'sign-in' | 'password' | 'email' | 'link'): string {
  if (failure.retryable) return "We couldn't reach the sign-in service just now. Please try again in a moment."
  switch (failure.code) {
    case 'invalid_credentials':
      return "That email and password don't match our records. Check them and try again, or reset your password."
    case 'email_not_confirmed':
      return 'Please confirm your email address first: use the link we sent you, or ask for a new one below.'
    case 'weak_password': {
      const advice = (failure.reasons ?? []).map((r) => weakReasons[r]).filter(Boolean)
      return `That password is too weak: ${advice.length ? advice.join('; ') : weakReasons.length}.`
    }
    case 'same_password':
      return 'Your new password must be different from your current one.'
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return "We've sent you several emails already. Please wait a minute before asking for another."
    case 'otp_expired':
    case 'flow_state_expired':
    case 'flow_state_not_found':
      return 'This link has expired or has already been used. Please ask for a new one.'
    case 'bad_code_verifier':
    case 'pkce_code_verifier_not_found':
      return 'Please open the link in the same browser you used to ask for it, or ask for a new one.'
    case 'session_not_found':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
      return 'Your session has ended. Please sign in again.'
  }
  if (failure.status === 429) return 'Too many attempts. Please wait a minute and try again.'
  switch (context) {
    case 'sign-in':
      return "We couldn't sign you in. Please try again."
    case 'password':
      return "We couldn't change your password. Please try again."
    case 'email':
      return "We couldn't send the email. Please try again."
    case 'link':
      return "We couldn't use this link. Please ask for a new one."
  }
}
