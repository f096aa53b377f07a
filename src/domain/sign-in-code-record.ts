/** The portal's limits on emailed sign-in codes (decision 028) and what it keeps of the last code asked for an address. */
export const codeRules = {
  /** Wrong codes allowed per code sent. */
  tries: 5,
  /** How long a code lives (the auth service's email OTP expiry, an hour). */
  lifetimeMs: 60 * 60_000,
  /** How long before another code may be asked for the same address (the auth service's own is 60 s). */
  cooldownMs: 60_000,
} as const

/** What the portal remembers of the last code asked for an address. */
export interface CodeRecord {
  readonly requestedAt: number
  readonly wrongTries: number
  /** Codes sent to the address while the last one lives (absent in records from before it was counted: one). */
  readonly sent?: number
}
