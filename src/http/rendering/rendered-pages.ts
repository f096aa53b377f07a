/**
 * Pages whose HTML depends on nothing but a key and the request's CSP nonce (the login page, the
 * 404 page, for visitors who are not signed in): rendered once per isolate with a stand-in for
 * the nonce, then served with each request's nonce put in. Rendering is most of such a page's
 * CPU (bench/ssr/README.md).
 */
const pages = new Map<string, string>()
// Bounded: a 404 page's key holds the path, which anyone can vary.
const maxPages = 64
let stand: string | undefined

/**
 * The stand-in rendered where the nonce goes (random per isolate, made on first use: Workers allow no randomness at
 * start-up).
 */
export function nonceStandIn(): string {
  stand ??= `gp-nonce-${crypto.randomUUID()}`
  return stand
}

/** A kept page with this request's nonce, or undefined. */
export function reusedPage(key: string, nonce: string): string | undefined {
  return pages.get(key)?.replaceAll(nonceStandIn(), nonce)
}

/** Keeps a page rendered with the stand-in; answers it with this request's nonce. */
export function keepPage(key: string, html: string, nonce: string): string {
  if (pages.size >= maxPages) pages.clear()
  pages.set(key, html)
  return html.replaceAll(nonceStandIn(), nonce)
}
