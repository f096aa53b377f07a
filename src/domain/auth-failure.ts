/** What the auth integration reduces a failed auth call to (src/features/sign-in/auth-messages.ts words it for the guest). */
export interface AuthFailure {
  /** The auth service's error code, e.g. 'invalid_credentials'; undefined when it gave none. */
  readonly code?: string | undefined
  readonly status?: number | undefined
  /** 5xx or a network failure: the same request may succeed later. */
  readonly retryable: boolean
  /** For weak passwords: which rules failed ('length', 'characters', 'pwned'). */
  readonly reasons?: readonly string[] | undefined
}
