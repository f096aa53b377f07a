// A new language chosen in the picker (decision 045): the guest's offline copies are in the old one, so they go, and
// the offline page kept with the build's files is fetched again in the new one (its cookie came with the answer).
import type { RouteHandlerCallback } from 'workbox-core/types.js'
import { cacheNames } from 'workbox-core'
import { getCacheKeyForURL } from 'workbox-precaching'
import { dropCopies } from './copies.ts'
import { offlinePost } from './offline-posts.ts'

async function afterLanguageChange(): Promise<void> {
  await dropCopies()
  const key = getCacheKeyForURL('/offline')
  if (!key) return
  const page = await fetch('/offline', { credentials: 'same-origin' })
  if (page.ok) await (await caches.open(cacheNames.precache)).put(key, page)
}

export const languageChoice: RouteHandlerCallback = async (options) => {
  const response = await offlinePost(options)
  // 204: the choice never reached the portal (offline), so nothing changed.
  if (response.status !== 204) options.event.waitUntil(afterLanguageChange())
  return response
}
