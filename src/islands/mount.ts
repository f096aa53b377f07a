// React's hydration. build.ts bundles it with every island (a virtual entry per island), so
// React comes with the first island a page hydrates and never with the loader or the server.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Hydrates one island marker; each is its own root, and the prefix keeps their useId values apart. */
export function mount(marker: Element, component: ComponentType<object>, props: object, identifierPrefix: string): void {
  hydrateRoot(marker, createElement(component, props), { identifierPrefix })
}
