import type { AuthFailure } from '../../domain/auth-failure.ts'
import type { Texts } from '../../i18n/texts.ts'

// Guest-facing sentences for what the auth service can answer (SPEC §5, §8), in the guest's language. The auth
// integration reduces a client error to an AuthFailure; this module words it.

export const minPasswordLength = 8

const weakReasons: Record<string, (t: Texts) => string> = {
  length: (t) => t.auth_weak_length({ min: minPasswordLength }),
  characters: (t) => t.auth_weak_characters(),
  pwned: (t) => t.auth_weak_pwned(),
}

/** What a weak password lacks, each rule it failed as a clause (the length rule when the service named none). */
function weakAdvice(reasons: readonly string[], t: Texts): string {
  const advice = reasons.flatMap((reason) => weakReasons[reason]?.(t) ?? [])
  return advice.length ? advice.join(t.auth_weak_separator()) : t.auth_weak_length({ min: minPasswordLength })
}

/** A sentence for a failed auth call, for the screen named by `context`, in the language of `t`. */
export function authFailureMessage(
  failure: AuthFailure,
  context: 'sign-in' | 'password' | 'email' | 'link',
  t: Texts,
): string {
  if (failure.retryable) return t.auth_service_unreachable()
  switch (failure.code) {
    case 'invalid_credentials':
      return t.auth_invalid_credentials()
    case 'email_not_confirmed':
      return t.auth_email_not_confirmed()
    case 'weak_password':
      return t.auth_weak_password({ advice: weakAdvice(failure.reasons ?? [], t) })
    case 'same_password':
      return t.auth_same_password()
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return t.auth_too_many_emails()
    case 'otp_expired':
    case 'flow_state_expired':
    case 'flow_state_not_found':
      return t.auth_link_expired()
    case 'bad_code_verifier':
    case 'pkce_code_verifier_not_found':
      return t.auth_link_other_browser()
    case 'session_not_found':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
      return t.auth_session_ended()
  }
  if (failure.status === 429) return t.auth_too_many_attempts()
  switch (context) {
    case 'sign-in':
      return t.auth_failed_sign_in()
    case 'password':
      return t.auth_failed_password()
    case 'email':
      return t.auth_failed_email()
    case 'link':
      return t.auth_failed_link()
  }
}
