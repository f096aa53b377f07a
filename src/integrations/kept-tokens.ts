/** An access token as its issuer answered it: the token and when it stops working (epoch ms). */
export interface IssuedToken {
  readonly token: string
  readonly expiresAt: number
}

/**
 * Upstream access tokens kept in the isolate until a minute before they expire (a cache only: a cold isolate asks
 * again). Only answered tokens are kept, never a request under way: on Workers a promise one request started must
 * not be awaited by another, which is cancelled with it if the first ends early (the guest left). So on a cold
 * isolate a page's reads that start together each ask for a token, in parallel (decision 038).
 */
export function keptTokens() {
  const kept = new Map<string, IssuedToken>()
  /** The token kept for `key`, or one `issue` asks for; `fresh` skips the kept one (it was refused). */
  return async function token(key: string, fresh: boolean, issue: () => Promise<IssuedToken>): Promise<string> {
    const cached = kept.get(key)
    if (!fresh && cached && cached.expiresAt - 60_000 > Date.now()) return cached.token
    const issued = await issue()
    kept.set(key, issued)
    return issued.token
  }
}
