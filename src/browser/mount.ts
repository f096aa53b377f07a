// React's hydration. build.ts bundles it with every island (a virtual entry per island), so
// React's API (preact/compat in the browser, decision 018) comes with the first island a page
// hydrates and never with the loader or the server.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Hydrates one island marker as its own root. (preact/compat takes no identifierPrefix: ids an
 * island needs across roots must come from its props, not useId.)
 */
export function mount(marker: Element, component: ComponentType<object>, props: object): void {
  hydrateRoot(marker, createElement(component, props))
}
