// The conversation of one booking (issue 42): its messages as the portal speaks of them, in the order they are shown,
// and how messages learned later (a live answer, a read after a reconnect) join the ones on screen. Pure: the
// booking-system integration, the page, the Durable Object and the browser's island all use these rules.

/** Who a message is from: a guest on the booking, or the resort's staff (from the booking system). */
export type Sender = 'guest' | 'resort'

/** One message of a booking's conversation, as the booking system recorded it. */
export interface ThreadMessage {
  /** The booking-system record's id (a GUID in lower case): the portal chooses it for a guest's message. */
  readonly id: string
  /** The booking (opportunity) the message is on. */
  readonly bookingId: string
  readonly from: Sender
  /** The writer's first name: the guest's, or the staff member's when the booking system gives one. */
  readonly authorName: string | undefined
  /** For a guest's message, the booking-system contact who wrote it. */
  readonly authorContactId: string | undefined
  readonly text: string
  /** When the booking system recorded it: an ISO 8601 instant. */
  readonly sentAt: string
}

/** What the order needs of a message: the page's messages and the island's rendered entries alike. */
export interface Placed {
  readonly id: string
  readonly sentAt: string
}

const instant = (message: Placed) => {
  const at = Date.parse(message.sentAt)
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at
}

/**
 * The thread's order: oldest first by when the booking system recorded each message; two recorded in the same instant
 * (the booking system keeps whole seconds) by id, so every reader shows them alike. A time that cannot be read goes last.
 * @example [b, a].sort(threadOrder)
 */
export function threadOrder(a: Placed, b: Placed): number {
  return instant(a) - instant(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** The same id however it was written (GUIDs come in either case). */
export const sameMessage = (a: Placed, b: Placed) => a.id.toLowerCase() === b.id.toLowerCase()

/**
 * The messages on screen with newly learned ones joined in: each message once (a duplicate webhook, a read after the
 * live answer, a send that was already recorded), the newer copy of one kept, in thread order.
 * @example mergeThread(onScreen, [answer]) // onScreen plus the answer, unless it was there already
 */
export function mergeThread<M extends Placed>(current: readonly M[], incoming: readonly M[]): M[] {
  const byId = new Map<string, M>()
  for (const message of [...current, ...incoming]) byId.set(message.id.toLowerCase(), message)
  return [...byId.values()].sort(threadOrder)
}

/** The messages of `incoming` that are not on screen yet, in thread order: what a reader should be told of. */
export function newMessages<M extends Placed>(current: readonly Placed[], incoming: readonly M[]): M[] {
  const known = new Set(current.map((message) => message.id.toLowerCase()))
  return incoming.filter((message) => !known.has(message.id.toLowerCase())).sort(threadOrder)
}
