// Who may read and write a booking's conversation (issue 42): everyone on the booking who has portal access, the lead
// booker and the companions, reads the one conversation and writes in it; anyone else is told there is no such page.
import { bookingRole, type RoleBooking } from '../../domain/companion-rights.ts'
import type { ThreadMessage } from '../../domain/message-thread.ts'

/**
 * Whether a guest may read and write the booking's conversation: the lead booker and every companion (any other
 * guest on the booking, decision 032) may; nobody else learns that it exists (a 404).
 * @example mayUseThread({ leadContactId: 'a', guests: [{ contactId: 'b' }] }, 'b') // true
 */
export function mayUseThread(booking: RoleBooking, contactId: string | null | undefined): boolean {
  return bookingRole(booking, contactId) !== 'none'
}

/** Who wrote a message, as the reader sees it: themselves, another guest by first name, or the resort. */
export type Author =
  | { readonly kind: 'you' }
  | { readonly kind: 'guest'; readonly name: string | undefined }
  | { readonly kind: 'resort'; readonly name: string | undefined }

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * The author of a message for one reader: "you" for their own, the guest's first name for another guest's, and the
 * resort (with the staff member's first name when the booking system gives one) for an answer.
 * @example authorFor({ from: 'resort', authorName: 'Sofia', … }, 'c1') // { kind: 'resort', name: 'Sofia' }
 */
export function authorFor(
  message: Pick<ThreadMessage, 'from' | 'authorName' | 'authorContactId'>,
  readerContactId: string | undefined,
): Author {
  const name = message.authorName?.trim() || undefined
  if (message.from === 'resort') return { kind: 'resort', name }
  return same(message.authorContactId, readerContactId) ? { kind: 'you' } : { kind: 'guest', name }
}
