// Navigations (decision 030): the network first; a kept page's last copy when the network fails
// or takes more than 3 s; our offline page for anything else. Each answer from the network says
// who is signed in, and the copies follow it (decision 031).
import { Strategy, type StrategyHandler } from 'workbox-strategies'
import { matchPrecache } from 'workbox-precaching'
import { hasFailedPart, networkTimeoutSeconds, offlineHeaders, signedOut } from '../../domain/offline-copies.ts'
import { copyOf, dropCopies, keepCopy } from './copies.ts'

/** Where the precached offline page lives. */
export const offlinePageUrl = '/offline'

/** Follows who the worker says is signed in: copies of anyone else (everyone, when signed out) go. */
async function followUser(response: Response): Promise<string | undefined> {
  const user = response.headers.get(offlineHeaders.user)
  if (!user) return undefined // the auth service could not say: change nothing
  await dropCopies(user === signedOut ? undefined : user)
  return user === signedOut ? undefined : user
}

/** Keeps the response as the user's copy when the worker marked it so and no part of it failed. */
async function keepIfMarked(user: string | undefined, request: Request, response: Response): Promise<void> {
  if (!user || response.status !== 200 || response.headers.get(offlineHeaders.copy) !== 'keep') return
  const body = await response.arrayBuffer()
  const html = response.headers.get('Content-Type')?.startsWith('text/html')
  if (html && hasFailedPart(new TextDecoder().decode(body))) return // the last good copy stays
  const url = new URL(request.url)
  await keepCopy(user, url.origin + url.pathname, response, body)
}

const timeout = () => new Promise<undefined>((resolve) => setTimeout(resolve, networkTimeoutSeconds * 1000))

async function offlinePage(): Promise<Response> {
  return (await matchPrecache(offlinePageUrl)) ?? Response.error()
}

/** A workbox strategy: NetworkFirst's shape, with a cache per signed-in user chosen by the response. */
export class KeptPages extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = handler.fetch(request).then(async (response) => {
      // Before the page sees the answer, so another user's copies are gone before anything could show them.
      const user = await followUser(response)
      handler.waitUntil(keepIfMarked(user, request, response.clone()).catch(() => undefined))
      return response
    })
    network.catch(() => undefined) // a failure is answered below; this stops an unhandled rejection
    const first = await Promise.race([network, timeout()]).catch(() => null)
    if (first) return first
    // The network failed (null) or is slow (undefined): the copy, if this device holds one.
    const url = new URL(request.url)
    const copy = url.search === '' ? await copyOf(url.origin + url.pathname) : undefined
    if (copy) return copy
    if (first === undefined) {
      // Slow, with no copy to show: keep waiting for the network.
      const late = await network.catch(() => null)
      if (late) return late
    }
    return offlinePage()
  }
}
