// The browser entry (build.ts bundles it as the loader): hydrates each island marker on the
// page with its own lazily imported bundle. Islands share React through a common chunk.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { watchForNewVersion } from './version-check.ts'

declare global {
  interface Window {
    /** Installed inline by the page (views/Island.tsx): reloads at most once per 10 s. */
    __gpChunkFailed?: () => void
  }
}

for (const [index, marker] of document.querySelectorAll<HTMLElement>('[data-island]').entries()) {
  const src = marker.dataset.islandSrc
  if (!src) continue
  const props: object = JSON.parse(marker.dataset.props ?? '{}')
  import(/* @vite-ignore */ src)
    .then((module: { default: ComponentType<object> }) => {
      // Each island is its own root: a prefix keeps their useId values apart.
      hydrateRoot(marker, createElement(module.default, props), { identifierPrefix: `island${index}-` })
    })
    .catch(() => window.__gpChunkFailed?.())
}

watchForNewVersion()

// Monitoring loads only after the page is interactive, and only when the page carries its settings.
if (document.querySelector('meta[name="gp-monitoring"]')) {
  const start = () => void import('./monitoring-client.ts').then((m) => m.startMonitoring()).catch(() => undefined)
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
