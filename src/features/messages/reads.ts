// What the messages page and its endpoints read (issue 42): the booking's conversation for the acting guest, only when
// the guest is on the booking (the lead booker or a companion), read from the booking system, which is the truth.
import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import { bookingThread } from '../../integrations/dynamics/messages.ts'
import { messageView, type MessageView } from './message-view.ts'
import { mayUseThread } from './rights.ts'
import type { ThreadMessage } from '../../domain/message-thread.ts'
import { threadOrder } from '../../domain/message-thread.ts'

/** The acting guest on a booking whose conversation they may use. */
export interface ThreadAccess {
  readonly booking: Booking
  /** The guest's booking-system contact: the reader, and the writer of what they send. */
  readonly contactId: string
}

/**
 * The guest's access to a booking's conversation: the booking, when it is one of theirs and they are its lead booker or
 * a companion; undefined otherwise (their page answers 404, never saying whose booking it is). Reading the guest's
 * bookings may throw BookingsUnavailableError.
 */
export async function threadAccess(scope: Scope, bookingId: string): Promise<ThreadAccess | undefined> {
  const guest = requireGuest(scope)
  const contact = await guest.contactId()
  if (!contact.ok) return undefined
  const wanted = bookingId.toLowerCase()
  const booking = (await guest.bookings().list()).find((b) => b.id.toLowerCase() === wanted)
  return booking && mayUseThread(booking, contact.id) ? { booking, contactId: contact.id } : undefined
}

/** The conversation's messages as the booking system has them, oldest first; 'unavailable' when it could not say. */
export async function readThread(scope: Scope, access: ThreadAccess): Promise<ThreadMessage[] | 'unavailable'> {
  try {
    return (await bookingThread(dynamicsClient(scope.config), access.booking.id)).sort(threadOrder)
  } catch (error) {
    scope.report('messages.read', error)
    return 'unavailable'
  }
}

/** The messages as this scope's guest reads them: their words, their language, the resort's time zone. */
export function viewsFor(scope: Scope, access: ThreadAccess, messages: readonly ThreadMessage[]): MessageView[] {
  const reader = { contactId: access.contactId, locale: scope.locale, timeZone: scope.config.RESORT_TIME_ZONE }
  return messages.map((message) => messageView(message, reader, scope.texts))
}
