// Helpers for the messages tests (issue 42): a booking of the test's own with its lead booker and a companion signed
// in, the form's hidden fields, and what the sandbox's Dynamics recorded.
import { ownBooking } from './companions-support.ts'
import { type CookieJar, createGuest, pageText, post, sandbox, signIn, visit } from './support.ts'

/** A booking of the test's own: Lena leads it and is signed in; Omar, a companion on it, signed in too. */
export async function bookingWithCompanion() {
  const booking = await ownBooking()
  const omar = await createGuest({ firstName: 'Omar', contactId: booking.guest('Omar').contactId })
  const companion = await signIn(omar)
  await visit('/account', { jar: companion })
  return { ...booking, bookingId: booking.ids.opportunityId, companion }
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
