import type { MessageView } from './message-view.ts'

/**
 * One message of the thread. Rendered on the page, and to markup for the island's live answers (rendered.ts): it
 * takes its words from the view, not from a page, so it renders the same in both. The text keeps its line breaks and
 * its own direction (a guest may write Arabic on an English page); links open in place, with nothing of the page sent.
 */
export function MessageItem({ view }: { readonly view: MessageView }) {
  return (
    <li className={`message message--${view.from}`} id={`message-${view.id}`} data-sent-at={view.sentAt}>
      <p className="message__meta">
        <span className="message__author">{view.author}</span> <time dateTime={view.sentAt}>{view.time}</time>
      </p>
      <p className="message__text" dir="auto">
        {view.parts.map((part, i) =>
          part.kind === 'link' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            <a key={i} href={part.href} rel="nofollow ugc noreferrer">
              {part.href}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
    </li>
  )
}
