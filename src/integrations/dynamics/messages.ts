// The guests' conversations with the resort in the booking system (issue 42, docs/upstreams.md): each message is a
// record of the custom activity `adr_portalmessage` regarding the booking's opportunity. Staff read and answer them in
// Dynamics; the portal reads a booking's thread, reads one message (after the webhook names it), and writes a guest's
// message with an id of its own choosing, so that sending it again never records it twice.
import * as v from 'valibot'
import type { ThreadMessage } from '../../domain/message-thread.ts'
import { DynamicsError, DynamicsShapeError, type DynamicsClient } from './client.ts'
import { Collection, PortalMessage } from './schemas.ts'
import { value } from './booking-records.ts'

/** `adr_direction`: who a message is from. A record without one (made by hand in Dynamics) is the resort's. */
export const messageDirection = { fromGuest: 100000000, fromResort: 100000001 } as const

const select =
  '$select=activityid,description,adr_direction,createdon,_regardingobjectid_value,_adr_contactid_value' +
  '&$expand=adr_ContactId($select=firstname),createdby($select=firstname)'

const Guid = v.pipe(v.string(), v.uuid())
const checkGuid = (id: string) => v.parse(Guid, id).toLowerCase()
const Messages = Collection(PortalMessage)

/** A record as the portal's message: the guest's first name from their contact, staff's from the creating user. */
export function toThreadMessage(record: PortalMessage): ThreadMessage {
  const fromGuest = record.adr_direction === messageDirection.fromGuest
  return {
    id: record.activityid.toLowerCase(),
    bookingId: (record._regardingobjectid_value ?? '').toLowerCase(),
    from: fromGuest ? 'guest' : 'resort',
    authorName: value(fromGuest ? record.adr_ContactId?.firstname : record.createdby?.firstname),
    authorContactId: fromGuest ? value(record._adr_contactid_value)?.toLowerCase() : undefined,
    text: record.description ?? '',
    sentAt: record.createdon,
  }
}

/** Every message on a booking, oldest first (the caller has checked the reader may see the booking). */
export async function bookingThread(client: DynamicsClient, bookingId: string): Promise<ThreadMessage[]> {
  const filter = encodeURIComponent(`_regardingobjectid_value eq ${checkGuid(bookingId)}`)
  const answer = await client.get(`adr_portalmessages?${select}&$filter=${filter}&$orderby=createdon asc`, Messages)
  return answer.value.map(toThreadMessage)
}

/** One message by its id; undefined when there is no such record (deleted, or never written). */
export async function messageById(client: DynamicsClient, id: string): Promise<ThreadMessage | undefined> {
  try {
    return toThreadMessage(await client.get(`adr_portalmessages(${checkGuid(id)})?${select}`, PortalMessage))
  } catch (error) {
    if (error instanceof DynamicsError && error.status === 404) return undefined
    throw error
  }
}

/** What the portal writes for a guest's message. */
export interface GuestMessage {
  /** The id the portal chose (the form's or the island's key): the same message sent twice has the same id. */
  readonly id: string
  readonly bookingId: string
  /** The guest who writes: their booking-system contact, never taken from the request. */
  readonly contactId: string
  readonly text: string
}

/** An id the portal chose is already some other record's: nothing was written, and nothing should be claimed. */
export class MessageIdTakenError extends DynamicsShapeError {
  override name = 'MessageIdTakenError'
}

/** What staff see as the activity's subject in their lists: the message's first line, shortened. */
function subjectOf(text: string): string {
  const [first = ''] = text.split('\n', 1)
  const line = first.trim()
  const short = [...line].length > 100 ? `${[...line].slice(0, 99).join('')}…` : line
  return `Portal message: ${short}`
}

/**
 * Records a guest's message on their booking: 'created', or 'recorded before' when the same message (same id, booking,
 * writer and words) is already there (a second post, or a retry after no answer). A different record under that id
 * throws MessageIdTakenError; any other failure is the client's DynamicsError (nothing was written) or an
 * UpstreamTimeoutError (it may have been).
 */
export async function recordGuestMessage(
  client: DynamicsClient,
  message: GuestMessage,
): Promise<'created' | 'recorded before'> {
  const id = checkGuid(message.id)
  const outcome = await client.createWithId(`adr_portalmessages(${id})`, {
    subject: subjectOf(message.text),
    description: message.text,
    adr_direction: messageDirection.fromGuest,
    'regardingobjectid_opportunity_adr_portalmessage@odata.bind': `/opportunities(${checkGuid(message.bookingId)})`,
    'adr_ContactId@odata.bind': `/contacts(${checkGuid(message.contactId)})`,
  })
  if (outcome === 'created') return 'created'
  const there = await messageById(client, id)
  const same =
    there?.from === 'guest' &&
    there.bookingId === message.bookingId.toLowerCase() &&
    there.authorContactId === message.contactId.toLowerCase() &&
    there.text === message.text
  if (!same) throw new MessageIdTakenError(`A portal message ${id} exists and is not this guest's message`)
  return 'recorded before'
}
