/**
 * How long a session verified once may be taken on trust again in the same isolate (decision 037): until two
 * minutes before its access token expires. The auth client refreshes a token in its last 90 seconds, so a reused
 * session is always one the client would have verified as it is, without a refresh.
 */
export const reuseMarginMs = 120_000

/** Whether a session whose access token expires at `expiresAt` (seconds since the epoch) may be reused at `nowMs`. */
export function sessionReusable(expiresAt: number, nowMs: number): boolean {
  return nowMs < expiresAt * 1000 - reuseMarginMs
}
