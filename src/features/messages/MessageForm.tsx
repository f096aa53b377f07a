import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'
import { maxMessageLength } from './message-text.ts'

/** The form's state: the key of the message it sends, the words typed, and why the last send did not go. */
export interface MessageFormState {
  /** A GUID the page chose: the message's id in the booking system, so sending it twice records it once. */
  readonly key: string
  readonly text: string
  /** The words' own problem (empty, too long), shown under the field. */
  readonly fieldError?: string | undefined
  /** Why the message was not sent (the booking system, the limit), announced above the form. */
  readonly error?: string | undefined
}

/**
 * Writing to the resort: a plain form that posts and comes back (post/redirect/get), text only. What was typed stays
 * in the field whenever the message was not sent, with the same key, so sending again can never record it twice.
 */
export function MessageForm({ bookingId, state }: { readonly bookingId: string; readonly state: MessageFormState }) {
  const t = useTexts()
  const describedBy = ['message-text-hint', state.fieldError && 'message-text-error'].filter(Boolean).join(' ')
  return (
    <form method="post" action="/account/messages" className="message-form" id="message-form">
      <input type="hidden" name="booking" value={bookingId} />
      <input type="hidden" name="key" value={state.key} />
      {state.error && <Alert kind="error">{state.error}</Alert>}
      <div className={`field${state.fieldError ? ' field--error' : ''}`}>
        <label htmlFor="message-text">{t.messages_form_label()}</label>
        <p className="field__hint" id="message-text-hint">
          {t.messages_form_hint()}
        </p>
        <textarea
          id="message-text"
          name="text"
          rows={4}
          maxLength={maxMessageLength}
          required
          dir="auto"
          aria-describedby={describedBy}
          aria-invalid={state.fieldError ? true : undefined}
          defaultValue={state.text}
        />
        {state.fieldError && (
          <p className="field__error" id="message-text-error">
            {state.fieldError}
          </p>
        )}
      </div>
      <button className="button" type="submit">
        {t.messages_send()}
      </button>
    </form>
  )
}
