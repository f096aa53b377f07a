// A guest's message to the resort (issue 42): checked, counted against the guest's limit, and recorded on the booking
// in the booking system under the id the page chose for it, so a second post of the same form, or a retry after no
// answer, records nothing more. What the guest is told keeps their words on screen whenever it was not sent.
import type { Scope } from '../../scope/scope.ts'
import { countAgainst } from '../../scope/limits.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { messageById, recordGuestMessage, MessageIdTakenError } from '../../integrations/dynamics/messages.ts'
import { UpstreamTimeoutError } from '../../integrations/fetch-with-retry.ts'
import { checkMessageText } from './message-text.ts'
import type { ThreadAccess } from './reads.ts'
import type { ThreadMessage } from '../../domain/message-thread.ts'
import type { ActionOutcome } from '../../domain/outcome.ts'

/** What a send asks: the page's key for the message (a GUID) and the words. */
export interface Draft {
  readonly key: string
  readonly text: string
}

/** Recorded (now, or by an earlier send of the same key): the message as the booking system has it; or why not. */
export type SendOutcome = ActionOutcome<{ readonly message: ThreadMessage }>

/**
 * Sends a guest's message on a booking they may use (the caller checked `threadAccess`). The text is checked first, then
 * counted against the guest's limit (messagesPerGuest, decision 034), then recorded. A failure is reported as
 * `messages.send` and worded for the form, which keeps the words: nothing was sent (try again), or the booking system
 * did not answer in time (send again: the same key never records twice).
 */
export async function sendMessage(scope: Scope, access: ThreadAccess, draft: Draft): Promise<SendOutcome> {
  const t = scope.texts
  const checked = checkMessageText(draft.text)
  if (!checked.ok)
    return {
      ok: false,
      status: 400,
      field: 'text',
      message:
        checked.problem === 'empty' ? t.messages_error_empty() : t.messages_error_too_long({ count: checked.length }),
    }
  const limited = await countAgainst(scope, 'message', { subject: access.contactId })
  if (limited) return { ok: false, status: 429, message: limited.message, retryAfter: limited.retryAfter }
  const client = dynamicsClient(scope.config)
  const message = {
    id: draft.key.toLowerCase(),
    bookingId: access.booking.id.toLowerCase(),
    contactId: access.contactId,
    text: checked.text,
  }
  try {
    await recordGuestMessage(client, message)
  } catch (error) {
    scope.report('messages.send', error)
    if (error instanceof UpstreamTimeoutError) return { ok: false, status: 503, message: t.messages_error_no_answer() }
    return {
      ok: false,
      status: error instanceof MessageIdTakenError ? 409 : 503,
      message: t.messages_error_not_sent(),
      newKey: error instanceof MessageIdTakenError,
    }
  }
  return { ok: true, message: await asRecorded(scope, message) }
}

/**
 * The message as the booking system recorded it (its time, the writer's first name); when that read fails after the
 * write succeeded, the message as sent, stamped now: the guest is not told a recorded message failed.
 */
async function asRecorded(
  scope: Scope,
  sent: { id: string; bookingId: string; contactId: string; text: string },
): Promise<ThreadMessage> {
  try {
    const read = await messageById(dynamicsClient(scope.config), sent.id)
    if (read) return read
  } catch (error) {
    scope.report('messages.readBack', error, 'warning')
  }
  return {
    id: sent.id,
    bookingId: sent.bookingId,
    from: 'guest',
    authorName: undefined,
    authorContactId: sent.contactId,
    text: sent.text,
    sentAt: new Date().toISOString(),
  }
}
