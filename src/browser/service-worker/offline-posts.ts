// Forms sent without a connection (decision 030): nothing is sent twice and nothing is lost. When
// the post cannot reach the portal, the answer is "204 No Content", so the browser stays on the
// form with what the guest typed, and the page is told so it can say why. No background sync:
// nothing is ever sent later behind the guest's back.
import type { RouteHandlerCallback } from 'workbox-core/types.js'

declare const self: ServiceWorkerGlobalScope

export const offlinePost: RouteHandlerCallback = async ({ request }) => {
  try {
    return await fetch(request)
  } catch {
    const windows = await self.clients.matchAll({ type: 'window' })
    for (const window of windows) window.postMessage({ type: 'offline-post', url: request.url })
    return new Response(null, { status: 204 })
  }
}
