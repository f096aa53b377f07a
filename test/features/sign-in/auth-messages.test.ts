import { describe, expect, it } from 'vitest'
import { authFailureMessage as wordedIn } from '../../../src/features/sign-in/auth-messages.ts'
import type { AuthFailure } from '../../../src/domain/auth-failure.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const english = textsFor('en-GB')
const authFailureMessage = (failure: AuthFailure, context: Parameters<typeof wordedIn>[1]) =>
  wordedIn(failure, context, english)

describe('authFailureMessage', () => {
  it('words invalid credentials without saying which part was wrong', () => {
    expect(authFailureMessage({ code: 'invalid_credentials', status: 400, retryable: false }, 'sign-in')).toMatch(
      /don't match our records/,
    )
  })
  it('gives a retry hint for 502, 503 and 504', () => {
    for (const status of [502, 503, 504]) {
      expect(authFailureMessage({ status, retryable: true }, 'sign-in')).toMatch(/try again in a moment/)
    }
  })
  it('lists what a weak password lacks', () => {
    const message = authFailureMessage(
      { code: 'weak_password', status: 422, retryable: false, reasons: ['length', 'pwned'] },
      'password',
    )
    expect(message).toMatch(/at least 8 characters/)
    expect(message).toMatch(/data breach/)
  })
  it('explains expired links and links opened elsewhere', () => {
    expect(authFailureMessage({ code: 'otp_expired', retryable: false }, 'link')).toMatch(/expired/)
    expect(authFailureMessage({ code: 'bad_code_verifier', retryable: false }, 'link')).toMatch(/same browser/)
    expect(authFailureMessage({ code: 'pkce_code_verifier_not_found', retryable: false }, 'link')).toMatch(
      /same browser/,
    )
  })
  it('falls back to a sentence for the screen', () => {
    expect(authFailureMessage({ retryable: false }, 'email')).toBe("We couldn't send the email. Please try again.")
  })
  it("keeps the auth client's sentence for empty credentials word for word (SPEC §5)", () => {
    expect(english.auth_missing_credentials()).toBe('You must provide either an email or phone number and a password')
  })
})
