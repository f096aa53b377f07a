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
}

/** What the page's island (src/browser/messages-live.ts) is given: where it listens and reads, and its words. */
function liveSetup(t: ReturnType<typeof useTexts>) {
  return {
    live: '/account/messages/live',
    thread: '/account/messages',
    sending: t.messages_state_sending(),
    sent: t.messages_state_sent(),
    waiting: t.messages_state_waiting(),
    failed: t.messages_state_failed(),
    tryAgain: t.messages_try_again(),
  }
}

/**
 * /account/messages (issue 42): the booking's one conversation with the resort. Who can read it comes first, before any
 * message; then the thread, oldest first, a link to check for answers, and the form. Without JavaScript this is the
 * whole of it; with it, the island makes the same markup live.
 */
export function MessagesPage({ bookingId, views, form, checkHref, sent }: MessagesPageProps) {
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
    <section className="messages stack" data-messages-live="">
      <p className="lead">{t.messages_who_reads()}</p>
      {thread}
      {/* New messages from others are read out here, politely, wherever the guest is (focus never moves). */}
      <div className="visually-hidden" aria-live="polite" />
      <script
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, never run; `<` escaped so no text in it ends the block
        dangerouslySetInnerHTML={{ __html: JSON.stringify(liveSetup(t)).replace(/</g, '\\u003c') }}
      />
    </section>
  )
}
