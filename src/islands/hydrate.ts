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
