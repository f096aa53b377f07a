// Helpers for the companions tests: a booking of the test's own with its lead booker signed in,
// fresh addresses, and following an invitation email as the invitee would.
import { CookieJar, createGuest, latestEmail, pageText, pathOf, post, sandbox, signIn, visit } from './support.ts'

export interface Person {
  readonly first: string
  readonly last: string
  readonly age?: number
}

interface TestBookingIds {
  readonly opportunityId: string
  readonly leadContactId: string
  readonly guests: readonly { readonly id: string; readonly contactId: string; readonly name: string }[]
}

const family: Person[] = [
  { first: 'Lena', last: 'Ward', age: 40 },
  { first: 'Omar', last: 'Ward', age: 42 },
  { first: 'Kit', last: 'Ward', age: 9 },
  { first: 'Ada', last: 'Ward' },
]

/** A booking of the test's own (the first person leads it), its lead booker signed in with it selected. */
export async function ownBooking(party: Person[] = family) {
  const ids = await sandbox<TestBookingIds>('/__sandbox/bookings', { method: 'POST', body: JSON.stringify({ party }) })
  const lead = await createGuest({ firstName: party[0]!.first, contactId: ids.leadContactId })
  const jar = await signIn(lead)
  await visit('/account', { jar })
  const guest = (first: string) => ids.guests.find((g) => g.name.startsWith(`${first} `))!
  return { ids, lead, jar, guest }
}

let counter = 0
/** An address no test has used. */
export const freshAddress = () =>
  `companion-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.com`

/** Invites a guest through the pages (the address step, then send); answers the final response. */
export async function invite(jar: CookieJar, guestId: string, email: string, from = 'home'): Promise<Response> {
  const path = `/account/companions/${guestId}`
  const check = await post(path, { email, step: 'check', from }, jar)
  if (check.status !== 200) return check
  return post(path, { email, step: 'send', from }, jar)
}

/** The token hash of the newest invitation emailed to an address. */
export async function invitationToken(email: string): Promise<string> {
  const message = await latestEmail(email)
  if (message.type !== 'invite') throw new Error(`the newest email to ${email} is a ${message.type}`)
  return new URL(message.links[0]!).searchParams.get('token_hash')!
}

/** Opens the invitation email's link and accepts it, as the invitee in a browser of their own. */
export async function accept(email: string, next: 'password' | 'home' = 'home', jar = new CookieJar()) {
  const link = (await latestEmail(email)).links[0]!
  const landing = await visit(pathOf(link), { jar })
  const response = await post('/account/accept-invitation', { token_hash: await invitationToken(email), next }, jar)
  return { landing, response, jar }
}

export const text = pageText
