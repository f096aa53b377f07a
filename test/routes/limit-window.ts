// The Workers Rate Limiting binding counts in windows aligned to the clock (Miniflare's as Cloudflare's): a test that
// spends a limit and then expects a 429 must spend it within one window, or the count starts again halfway.

/**
 * Waits for the next window unless at least `margin` ms of this one are left (by default 15 s of a minute, 6 s of ten
 * seconds): enough for the requests that spend the limit and the one refused after them.
 */
export async function earlyInWindow(period: 10 | 60, margin = period === 60 ? 15_000 : 6_000): Promise<void> {
  const ms = period * 1000
  const left = ms - (Date.now() % ms)
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
