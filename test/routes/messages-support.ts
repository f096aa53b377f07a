// Helpers for the messages tests (issue 42): a booking of the test's own with its lead booker and a companion signed
// in, the form's hidden fields, and what the sandbox's Dynamics recorded.
import { ownBooking } from './companions-support.ts'
import { type CookieJar, createGuest, pageText, post, sandbox, signIn, visit } from './support.ts'

/** A booking of the test's own: Lena leads it and is signed in; Omar, a companion on it, signed in too (`omar`). */
export async function bookingWithCompanion() {
  const booking = await ownBooking()
  const omar = await createGuest({ firstName: 'Omar', contactId: booking.guest('Omar').contactId })
  const companion = await signIn(omar)
  await visit('/account', { jar: companion })
  return { ...booking, bookingId: booking.ids.opportunityId, companion, omar }
}

/** The messages page's form: its booking and its message's key. */
export function formOf(html: string): { booking: string; key: string; text: string } {
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''
  const text = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? ''
  return { booking: field('booking'), key: field('key'), text }
}

/** Opens the messages page and sends `text` through its form; answers the post's response. */
export async function send(jar: CookieJar, text: string): Promise<Response> {
  const form = formOf(await pageText(await visit('/account/messages', { jar })))
  return post('/account/messages', { booking: form.booking, key: form.key, text }, jar)
}

export interface Recorded {
  readonly id: string
  readonly booking: string
  readonly from: 'guest' | 'resort'
  readonly text: string
  readonly contact: string | null
}

/** Every message record on a booking in the sandbox's Dynamics, oldest first. */
export async function recorded(bookingId: string): Promise<Recorded[]> {
  return (await sandbox<{ messages: Recorded[] }>(`/__sandbox/dynamics/messages?booking=${bookingId}`)).messages
}

/** Staff answer on a booking in Dynamics (the sandbox's control): the new record's id. */
export async function staffAnswer(bookingId: string, text: string, staff = 'sofia'): Promise<string> {
  const answer = await sandbox<{ id: string }>('/__sandbox/dynamics/messages', {
    method: 'POST',
    body: JSON.stringify({ booking: bookingId, text, staff }),
  })
  return answer.id
}

/** A held webhook delivery of the sandbox's Dynamics: where it goes, its headers (the key among them) and its body. */
export interface Delivery {
  readonly record: string
  readonly status: string
  readonly headers: Record<string, string>
  readonly body: string
}

/** The webhook deliveries of one message record (held: worker tests post them themselves). */
export async function deliveriesOf(record: string): Promise<Delivery[]> {
  return (await sandbox<{ deliveries: Delivery[] }>(`/__sandbox/dynamics/webhook/deliveries?record=${record}`))
    .deliveries
}

/** Posts a delivery to the portal's webhook as Dataverse would, with its headers changed by `headers`. */
export function deliver(delivery: Delivery, headers: Record<string, string | undefined> = {}): Promise<Response> {
  const sent = new Headers()
  for (const [name, value] of Object.entries({ ...delivery.headers, ...headers }))
    if (value !== undefined) sent.set(name, value)
  return visit('/api/dynamics/messages', { method: 'POST', headers: sent, body: delivery.body })
}

/** What an open page's WebSocket received: each notice's messages. */
export interface OpenPage {
  readonly socket: WebSocket
  readonly notices: { type: string; messages: { id: string; html: string; announce: string; own: boolean }[] }[]
}

/** Opens the messages page's WebSocket as the island does, collecting what it is told. */
export async function openPage(jar: CookieJar): Promise<OpenPage> {
  const response = await visit('/account/messages/live', { jar, headers: { upgrade: 'websocket' } })
  const socket = response.webSocket
  if (!socket) throw new Error(`no WebSocket: ${response.status} ${await response.text()}`)
  socket.accept()
  const page: OpenPage = { socket, notices: [] }
  // A block, not an expression: workerd warns of a listener that returns a value (push's length).
  socket.addEventListener('message', (event) => {
    page.notices.push(JSON.parse(String(event.data)))
  })
  return page
}
