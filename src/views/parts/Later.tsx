import { createContext, useContext, type ReactNode } from 'react'

/** Markup rendered before this render (a part kept across requests, src/http/rendering/kept-chrome.tsx), written as it is. */
export class RenderedMarkup {
  constructor(readonly html: string) {}
}

/** The parts waiting in one render, in document order, and the mark that tells their places apart from content. */
export interface LaterParts {
  readonly mark: string
  readonly views: (Promise<ReactNode> | RenderedMarkup)[]
}

export const LaterContext = createContext<LaterParts | null>(null)

/** Where a waiting part goes in the rendered markup (never produced by escaped content: the mark is per page). */
export const laterPlace = (mark: string, index: number) => `<template data-later="${mark}-${index}"></template>`

/** Leaves the place of a part in the markup; html-stream.ts writes the part there. */
function usePlace(part: LaterParts['views'][number], by: string) {
  const parts = useContext(LaterContext)
  if (!parts) throw new Error(`${by} outside a page render`)
  const index = parts.views.push(part) - 1
  return <template data-later={`${parts.mark}-${index}`} />
}

/**
 * A part of the page that waits for its data: written in its place, in document order, once `view` is in and every
 * part before it has been written (src/http/rendering/html-stream.ts, decision 042). Nothing is hidden for a script to reveal.
 */
export function Later({ view }: { readonly view: Promise<ReactNode> }) {
  // Handled from the moment it is placed: a part never written (the guest left, the page failed) rejects unseen.
  view.catch(() => undefined)
  return usePlace(view, 'Later')
}

/** Markup rendered before, written in its place in the page as it is (React writes raw HTML only inside an element). */
export function Markup({ html }: { readonly html: string }) {
  return usePlace(new RenderedMarkup(html), 'Markup')
}
