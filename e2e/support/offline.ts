// Helpers for the offline journeys: waiting for the service worker, and for a copy it keeps.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { blocksServiceWorker, sandboxUrl } from './browser.ts'

/** Waits until the page's service worker is active and controls the page (it claims open pages). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  // A blocked worker is never ready: say so at once, not when the test's time runs out.
  if (blocksServiceWorker(page.context()))
    throw new Error(
      'This profile blocks the service worker: open it with openSession(browser, { serviceWorker: true })',
    )
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
  })
}

/** Whether the device holds a copy of `path`, in whichever guest's cache. */
export function hasCopy(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (p) => {
    for (const name of await caches.keys())
      if (name.startsWith('gp-pages-') && (await (await caches.open(name)).match(location.origin + p))) return true
    return false
  }, path)
}

/** Opens `path` online and waits until the service worker has kept its copy. */
export async function read(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect.poll(() => hasCopy(page, path), { timeout: 10_000 }).toBe(true)
}

/** The names of the guests' caches on the device (one at most). */
export function copyCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('gp-pages-')))
}

/** How many writes the portal has made to the booking system (the sandbox's log). */
export async function writeCount(): Promise<number> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/dynamics/writes`)
  return ((await response.json()) as { writes: unknown[] }).writes.length
}

/** The offline banner's sentence, as the service worker shows it on a copy. */
export const bannerSentence = /^You're offline\. This is what you saw on \w+ \d{1,2} \w+ at \d\d:\d\d\.$/
