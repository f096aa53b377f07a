// The loader (build.ts bundles it; the page's starter script imports it after the load event or
// on the first touch of an island). It carries no React: each island is hydrated when it comes
// into view or is first pointed at, focused or typed into, and only then is the island's bundle
// fetched, with React in it (one file compresses better than several when a page has one island). It also starts
// new-version detection, the sentence for forms sent offline and, when idle, browser monitoring.
import type { ComponentType } from 'react'
import type { mount } from './mount.ts'
import { watchForNewVersion } from './version-check.ts'
import { keepFormsOffline } from './offline-forms.ts'

declare global {
  interface Window {
    /** Installed inline by the page's starter script (views/Island.tsx): reloads at most once per 10 s. */
    __gpChunkFailed?: () => void
  }
}

/** What each island bundle exports: its component, and React's hydration (src/browser/mount.ts). */
interface IslandModule {
  readonly default: ComponentType<object>
  readonly mount: typeof mount
}

const started = new WeakSet<Element>()

function hydrate(marker: HTMLElement): void {
  if (started.has(marker)) return
  started.add(marker)
  const src = marker.dataset.islandSrc
  if (!src) return
  // The props' data block follows the marker (views/Island.tsx).
  const block = marker.nextElementSibling
  const props: object = block?.matches('script[type="application/json"]') ? JSON.parse(block.textContent ?? '{}') : {}
  import(/* @vite-ignore */ src)
    .then((island: IslandModule) => island.mount(marker, island.default, props))
    .catch(() => window.__gpChunkFailed?.())
}

const inView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      inView.unobserve(entry.target)
      const marker = entry.target.closest<HTMLElement>('[data-island]')
      if (marker) hydrate(marker)
    }
  },
  { rootMargin: '200px' },
)

function watchIslands(): void {
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (marker.dataset.islandWatched) continue
    marker.dataset.islandWatched = '1'
    // Markers are `display: contents` (no box of their own): watch what they hold.
    for (const child of marker.children) inView.observe(child)
    // A tap or a key before the island scrolled into view: start at once, so it feels instant.
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      marker.addEventListener(type, () => hydrate(marker), { once: true, capture: true })
  }
}

watchIslands()
// Started early by a touch before the page finished: islands streamed in later are watched at load.
if (document.readyState !== 'complete') addEventListener('load', watchIslands, { once: true })
const focused = document.activeElement?.closest<HTMLElement>('[data-island]')
if (focused) hydrate(focused)

watchForNewVersion()
keepFormsOffline()

// The messages page's live thread (issue 42): its own small module, fetched on that page only.
const messages = document.querySelector<HTMLElement>('[data-messages-live]')
if (messages) void import('./messages-live.ts').then((m) => m.startLive(messages)).catch(() => undefined)

// Account settings' "turn on notifications on this device" (issue 41): shown once script runs; its code loads on a tap.
const pushOn = document.querySelector<HTMLButtonElement>('button[data-push-on]')
if (pushOn) {
  pushOn.hidden = false
  for (const needsScript of document.querySelectorAll<HTMLElement>('[data-push-needs-js]')) needsScript.hidden = true
  pushOn.addEventListener('click', () =>
    import('./push-device.ts').then((m) => m.turnOn(pushOn)).catch(() => window.__gpChunkFailed?.()),
  )
}

// Monitoring loads only when the browser is idle, and only when the page carries its settings.
if (document.querySelector('meta[name="gp-monitoring"]')) {
  const start = () => void import('./monitoring-client.ts').then((m) => m.startMonitoring()).catch(() => undefined)
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
