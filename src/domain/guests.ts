/** The parts of a booking guest the completeness rules read (SPEC §3 booking guest). */
export interface GuestDetails {
  readonly fullName?: string | null | undefined
  readonly passportName?: string | null | undefined
  readonly passportNumber?: string | null | undefined
  readonly passportNationality?: string | null | undefined
  readonly passportExpiry?: string | null | undefined
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/** The passport fields the lead booker rule asks for (SPEC §5). */
export const passportFields = ['passportName', 'passportNumber', 'passportNationality', 'passportExpiry'] as const

/**
 * SPEC §5: a guest is complete with a guest name; when the passport rule applies (the lead
 * booker's first family member) the passport name, number, nationality and expiry are needed too.
 */
export function guestComplete(guest: GuestDetails, passportRequired: boolean): boolean {
  if (!present(guest.fullName)) return false
  return !passportRequired || passportFields.every((field) => present(guest[field]))
}

/** SPEC §5: the group is complete when at least the booking's total guest count have complete details. */
export function groupComplete(completeGuests: number, totalGuests: number): boolean {
  return completeGuests >= totalGuests
}

/** SPEC §5: a guest name splits at the first space into first and last name. */
export function splitName(fullName: string | null | undefined): { first: string; last: string } {
  const name = (fullName ?? '').trim()
  const space = name.indexOf(' ')
  return space === -1 ? { first: name, last: '' } : { first: name.slice(0, space), last: name.slice(space + 1).trim() }
}

/** Initials: the first letters of first and last name, upper-cased ('' for no name). */
export function initials(fullName: string | null | undefined): string {
  const { first, last } = splitName(fullName)
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase()
}

/** SPEC §6: guests not yet in the booking are the family group's contacts who are not already on it. */
export function contactsNotOnBooking<C extends { readonly id: string }>(
  contacts: readonly C[],
  guests: readonly { readonly contactId?: string | null | undefined }[],
): C[] {
  const onBooking = new Set(guests.map((g) => g.contactId?.toLowerCase()).filter(Boolean))
  return contacts.filter((contact) => !onBooking.has(contact.id.toLowerCase()))
}

/** A family group as far as membership goes: its primary contact and its contacts. */
export interface GroupMembers {
  readonly primaryContactId?: string | null | undefined
  readonly contacts?: readonly { readonly id: string }[] | undefined
}

/** Whether a contact leads or belongs to a family group. */
export function inFamilyGroup(group: GroupMembers | null | undefined, contactId: string | undefined): boolean {
  if (!group || !contactId) return false
  return group.primaryContactId === contactId || (group.contacts ?? []).some((member) => member.id === contactId)
}
