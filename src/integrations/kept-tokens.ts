/** An access token as its issuer answered it: the token and when it stops working (epoch ms). */
export interface IssuedToken {
  readonly token: string
  readonly expiresAt: number
}

/**
 * Upstream access tokens kept in the isolate until a minute before they expire (a cache only: a cold isolate asks
 * again). A request under way is shared: a page's reads start together, and on a cold isolate each would otherwise
 * ask for its own token.
 */
export function keptTokens() {
  const kept = new Map<string, IssuedToken>()
  const asking = new Map<string, Promise<string>>()
  /** The token kept for `key`, or one `issue` asks for; `fresh` skips the kept one (it was refused). */
  return function token(key: string, fresh: boolean, issue: () => Promise<IssuedToken>): Promise<string> {
    const cached = kept.get(key)
    if (!fresh && cached && cached.expiresAt - 60_000 > Date.now()) return Promise.resolve(cached.token)
    let request = asking.get(key)
    if (!request) {
      request = issue()
        .then((issued) => {
          kept.set(key, issued)
          return issued.token
        })
        .finally(() => asking.delete(key))
      asking.set(key, request)
    }
    return request
  }
}
