// Live delivery (issue 42): the booking's Durable Object (thread-object.ts) is told of new messages (by the webhook,
// and by the portal itself after a guest's send) and tells the booking's open pages; a page opens its WebSocket here.
import type { Scope } from '../../scope/scope.ts'
import type { ThreadAccess } from './reads.ts'
import type { ThreadMessage } from '../../domain/message-thread.ts'
import { readerHeader, type Reader } from './reader.ts'

/** The booking's object: one per booking, named by its id in lower case. */
const threadObject = (scope: Scope, bookingId: string) =>
  scope.env.MESSAGE_THREADS.get(scope.env.MESSAGE_THREADS.idFromName(bookingId.toLowerCase()))

/** Tells the booking's open pages of new messages: how many pages were told. */
export function tellOpenPages(scope: Scope, bookingId: string, messages: readonly ThreadMessage[]): Promise<number> {
  return threadObject(scope, bookingId).deliver([...messages])
}

/**
 * A page's WebSocket to its booking's object, for the acting guest on a booking they may use: the request is handed
 * on with the reader, which the object attaches to the socket.
 */
export async function openLive(scope: Scope, access: ThreadAccess, request: Request): Promise<Response> {
  const headers = new Headers({ upgrade: 'websocket' })
  const reader: Reader = { contactId: access.contactId, locale: scope.locale }
  headers.set(readerHeader, JSON.stringify(reader))
  const answer = await threadObject(scope, access.booking.id).fetch(new Request(request.url, { headers }))
  // A new response around the socket: the object's headers are immutable, and the portal's middleware sets its own.
  return new Response(answer.body, { status: answer.status, headers: answer.headers, webSocket: answer.webSocket })
}
