// The portal's service worker (decisions 030 and 031), built by build.ts (esbuild, one file) and
// served at /sw.js with scope /. It keeps the build's files, the guest's last copies of the pages
// read on the move, and one offline page; it sends nothing in the background.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { isSignInArea, serviceWorkerLeavesAlone } from '../../domain/offline-copies.ts'
import { dropCopies, expireCopies } from './copies.ts'
import { KeptPages } from './kept-pages.ts'
import { offlinePost } from './offline-posts.ts'
import { languageChoice } from './language-choice.ts'
import { olderBuildFile } from './older-build-files.ts'
// Reminders by web push: shown, and their page opened on a tap.
import './reminders.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] }

// A new build takes over at once: pages come from the network first, so an open tab loses
// nothing, and the new-version banner still tells it to reload for the new files.
self.addEventListener('install', () => void self.skipWaiting())
clientsClaim()
self.addEventListener('activate', (event) => event.waitUntil(expireCopies()))

// Signing out or in drops every copy as soon as it is asked for, whatever the network answers
// (the sign-out's Clear-Site-Data does it again where the browser supports it).
self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || request.mode !== 'navigate') return
  const signingOut = request.method === 'POST' && url.pathname === '/account/goodbye'
  if (signingOut || isSignInArea(url.pathname)) event.waitUntil(dropCopies())
})

// The build's files, the offline page and the app icons; an older build's are removed on activation.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const ours = (url: URL) => url.origin === self.location.origin && !serviceWorkerLeavesAlone(url.pathname)

registerRoute(({ request, url }) => request.mode === 'navigate' && ours(url), new KeptPages())
// Before the other posts: the language picker's form also refreshes what is kept (decision 045).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && ours(url) && url.pathname === '/language',
  languageChoice,
  'POST',
)
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && ours(url) && !isSignInArea(url.pathname),
  offlinePost,
  'POST',
)
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/_build/') &&
    !url.pathname.endsWith('/manifest.json'),
  olderBuildFile,
)
