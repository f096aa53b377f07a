// Messages as markup for the browser's island (issue 42): the JSON answers of a send and of a thread read, and the
// Durable Object's live answers, carry each message rendered by the page's own MessageItem, so the island inserts
// what the server would have written and holds no markup or words of its own.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { MessageItem } from './MessageItem.tsx'
import type { MessageView } from './message-view.ts'

/** A message as the island receives it. */
export interface RenderedMessage {
  readonly id: string
  readonly sentAt: string
  /** The `<li>` of MessageItem. */
  readonly html: string
  /** What a screen reader is told when it arrives. */
  readonly announce: string
  /** The reader's own message (the island does not announce what this guest just sent). */
  readonly own: boolean
}

export function renderedMessage(view: MessageView): RenderedMessage {
  return {
    id: view.id,
    sentAt: view.sentAt,
    html: renderToStaticMarkup(createElement(MessageItem, { view })),
    announce: view.announce,
    own: view.own,
  }
}
