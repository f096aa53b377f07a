// Telling guests with no messages page open of an answer from the resort (issue 42, step 6, docs/messages.md): at most
// one notice per booking in ten minutes, to the booking's guests with a portal account whose page is not open. Pure:
// the booking's Durable Object (thread-object.ts) keeps the times and knows the open pages; answer-notice.ts sends.

/** The least time between two notices on one booking: a quick exchange with staff is one notice, not one a message. */
export const noticeGapMs = 10 * 60_000

/**
 * Whether a booking may be told of an answer at `now`, when it was last told at `lastToldAt` (undefined: never). A
 * clock that went back counts as a notice just sent.
 * @example mayNoticeAgain(Date.parse('2026-07-01T10:00:00Z'), Date.parse('2026-07-01T10:09:59Z')) // false
 */
export function mayNoticeAgain(lastToldAt: number | undefined, now: number): boolean {
  if (lastToldAt === undefined) return true
  return now - lastToldAt >= noticeGapMs
}

/** A guest on the booking with a portal account. */
export interface BookingReader {
  readonly contactId: string
  readonly userId: string
}

/**
 * The guests to tell: each portal account on the booking (once, whatever the case of its contact id) whose contact has
 * no messages page open; they read the answer there already, live.
 * @example absentReaders([{ contactId: 'a', userId: 'u1' }, { contactId: 'b', userId: 'u2' }], ['A']) // [{ contactId: 'b', … }]
 */
export function absentReaders(readers: readonly BookingReader[], openContacts: readonly string[]): BookingReader[] {
  const open = new Set(openContacts.map((id) => id.toLowerCase()))
  const seen = new Set<string>()
  return readers.filter((reader) => {
    if (open.has(reader.contactId.toLowerCase()) || seen.has(reader.userId)) return false
    seen.add(reader.userId)
    return true
  })
}
