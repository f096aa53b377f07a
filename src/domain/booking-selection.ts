/** What booking selection needs to know of a booking (SPEC §3 opportunity). */
export interface SelectableBooking {
  readonly id: string
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
 * SPEC §4: bookings whose accounts have the user as their group's primary contact come first;
 * otherwise the original order is kept (a stable sort).
 */
export function sortBookings<B extends SelectableBooking>(
  bookings: readonly B[],
  contactId: string | null | undefined,
): B[] {
  const primary = (b: B) => (b.accounts ?? []).some((account) => sameId(account.group?.primaryContactId, contactId))
  return [...bookings].sort((a, b) => Number(primary(b)) - Number(primary(a)))
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
