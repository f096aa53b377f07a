import type { ReactNode } from 'react'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { MessageForm, type MessageFormState } from './MessageForm.tsx'
import { MessageItem } from './MessageItem.tsx'
import type { MessageView } from './message-view.ts'

export interface MessagesPageProps {
  readonly bookingId: string
  /** The thread as the booking system has it, oldest first; 'unavailable' when it could not be read. */
  readonly views: readonly MessageView[] | 'unavailable'
  readonly form: MessageFormState
  /** A link that reloads the page for answers (a new address each time, so it is always a real load). */
  readonly checkHref: string
  /** The guest's message was just sent (post/redirect/get): said beside the thread, where the page opens. */
  readonly sent?: boolean
  /** What makes the thread live with JavaScript (the island), around the thread and the form. */
  readonly live?: (thread: ReactNode) => ReactNode
}

/**
 * /account/messages (issue 42): the booking's one conversation with the resort. Who can read it comes first, before any
 * message; then the thread, oldest first, a link to check for answers, and the form. Without JavaScript this is the
 * whole of it; with it, the island makes the same markup live.
 */
export function MessagesPage({ bookingId, views, form, checkHref, sent, live }: MessagesPageProps) {
  const t = useTexts()
  const thread = (
    <>
      <h2 className="visually-hidden" id="thread-heading">
        {t.messages_thread_label()}
      </h2>
      {views === 'unavailable' ? (
        <p className="messages__note" data-offline-skip="">
          {t.messages_unavailable()}
        </p>
      ) : (
        views.length === 0 && <p className="messages__note messages__empty">{t.messages_empty()}</p>
      )}
      <ol className="thread" aria-labelledby="thread-heading">
        {views === 'unavailable' ? null : views.map((view) => <MessageItem key={view.id} view={view} />)}
      </ol>
      <div className="stack" id="thread-end">
        <p className="messages__check">
          <a href={checkHref}>{t.messages_check()}</a>
        </p>
        {sent && <Alert kind="notice">{t.messages_sent()}</Alert>}
      </div>
      <MessageForm bookingId={bookingId} state={form} />
    </>
  )
  return (
    <section className="messages stack">
      <p className="lead">{t.messages_who_reads()}</p>
      {live ? live(thread) : thread}
    </section>
  )
}
