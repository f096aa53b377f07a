/** What booking selection needs to know of a booking (SPEC §3 opportunity). */
export interface SelectableBooking {
  readonly id: string
  /** The arrival date (ISO), for soonest first. */
  readonly arrival?: string | undefined
  readonly leadContactId?: string | null | undefined
  /** The booking accounts, with their family groups' primary contacts. */
  readonly accounts?: readonly { readonly group?: { readonly primaryContactId?: string | undefined } | undefined }[]
}

export type Selection =
  | { readonly kind: 'selected'; readonly bookingId: string }
  /** Send the guest to /account/select-booking. */
  | { readonly kind: 'choose' }

const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * SPEC §4 booking selection, steps 1–4: with exactly one booking, select it; otherwise the saved
 * booking id when it is one of the guest's bookings; otherwise (none saved, or an unknown id)
 * the guest chooses on /account/select-booking. With no booking at all there is nothing to choose.
 */
export function selectBooking(bookings: readonly SelectableBooking[], savedId: string | null | undefined): Selection {
  const [only] = bookings
  if (bookings.length === 1 && only) return { kind: 'selected', bookingId: only.id }
  const saved = bookings.find((b) => sameId(b.id, savedId))
  return saved ? { kind: 'selected', bookingId: saved.id } : { kind: 'choose' }
}

/** SPEC §4: the user is the lead booker when their contact id is the booking's parent contact. */
export function isLeadBooker(booking: SelectableBooking, contactId: string | null | undefined): boolean {
  return sameId(booking.leadContactId, contactId)
}

/**
 * SPEC §4's order, read as decision 040 does: bookings soonest first (one rule for a lead booker and a companion;
 * a booking with no arrival date last), and within each booking the account whose group's primary contact is the
 * user first, the others in their order.
 */
export function sortBookings<B extends SelectableBooking>(
  bookings: readonly B[],
  contactId: string | null | undefined,
): B[] {
  const own = (account: NonNullable<B['accounts']>[number]) => sameId(account.group?.primaryContactId, contactId)
  const arrival = (b: B) => b.arrival ?? '9999-12-31'
  return [...bookings]
    .sort((a, b) => arrival(a).localeCompare(arrival(b)))
    .map((booking) => {
      const [first, ...rest] = booking.accounts ?? []
      if (!first || own(first) || !rest.some(own)) return booking
      const accounts = [first, ...rest]
      return { ...booking, accounts: [...accounts].sort((x, y) => Number(own(y)) - Number(own(x))) }
    })
}

/**
 * The saved booking id a page may stream with before the guest's bookings are read: a GUID
 * saved for this very user (the booking cookie and the user it was checked for). Anything else
 * goes through selection first, which may redirect (docs/decisions/019-shell-first.md).
 * @example usableSavedId('3f…', 'user-1', 'user-1') // '3f…' (lower case)
 */
export function usableSavedId(
  savedId: string | undefined,
  savedFor: string | undefined,
  userId: string,
): string | undefined {
  if (!savedId || !savedFor || savedFor !== userId) return undefined
  const id = savedId.trim().toLowerCase()
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : undefined
}

/**
 * The saved booking among the guest's own bookings, or undefined: a streamed page's check that
 * the id it started with is the guest's (no "only booking" fallback: that would change the
 * selection after the cookie was sent).
 */
export function ownBooking<B extends SelectableBooking>(bookings: readonly B[], savedId: string): B | undefined {
  return bookings.find((b) => sameId(b.id, savedId))
}
