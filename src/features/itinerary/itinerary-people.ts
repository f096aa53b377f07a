/**
 * Whom an itinerary is for (issue 30, docs/itinerary.md): the booking's guests as the viewer sees them, who each item
 * names, and what a viewer may see. The rule reuses decision 032 (src/domain/companion-rights.ts): a wellness visit is
 * a guest's private business, seen by that guest and by the lead booker (`maySeePrivate`); a booking account's flights
 * are its household's, seen by its members and the lead booker; everything else on the booking is seen by all of its
 * guests, as the extras and the party already are.
 */
import type { BookingGuest } from '../../domain/booking.ts'
import { maySeePrivate, type Viewer } from '../../domain/companion-rights.ts'
import { inFamilyGroup, type GroupMembers } from '../../domain/guests.ts'
import type { ItemGuest } from './itinerary-items.ts'
import { party } from '../../domain/party.ts'

/** What the itinerary reads of a booking guest. */
export type ItineraryGuest = Pick<BookingGuest, 'id'> &
  Partial<Pick<BookingGuest, 'contactId' | 'fullName' | 'label' | 'week1' | 'week2'>>

/** A guest on the booking, named as the party names them (their name, or the booking's label for them). */
export interface Person {
  readonly name: string
  readonly isYou: boolean
  readonly contactId: string | undefined
  readonly week1: number | undefined
  readonly week2: number | undefined
}

/** The booking's guests, named, the viewer marked. */
export function peopleOf(
  guests: readonly ItineraryGuest[],
  viewerContactId: string | undefined,
  leaving: string | undefined,
): Person[] {
  return party(guests, { leadContactId: undefined, leaving }, viewerContactId).map((member, i) => ({
    name: member.name,
    isYou: member.isYou,
    contactId: guests[i]?.contactId,
    week1: guests[i]?.week1,
    week2: guests[i]?.week2,
  }))
}

const sameContact = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** The guest with this contact, if they are on the booking. */
export const personWithContact = (people: readonly Person[], contactId: string | null | undefined) =>
  people.find((person) => sameContact(person.contactId, contactId))

/** Who an item names: nobody when it is for everyone on the booking (or for nobody we know). */
export function forWhom(people: readonly Person[], chosen: readonly Person[]): ItemGuest[] {
  const unique = people.filter((person) => chosen.includes(person))
  if (unique.length === 0 || unique.length === people.length) return []
  return unique.map(({ name, isYou }) => ({ name, isYou }))
}

/**
 * Who an item names, from names a record gives (an upgrade request's guests, an extra's): the guest of that name when
 * there is one (so the viewer is marked), the name as given otherwise; nobody when every guest is named.
 */
export function namedGuests(people: readonly Person[], names: readonly string[]): ItemGuest[] {
  const wanted = [...new Set(names.map((name) => name.trim()).filter(Boolean))]
  const found = wanted.map((name) => people.find((p) => p.name.toLowerCase() === name.toLowerCase()))
  if (people.length > 0 && people.every((person) => found.includes(person))) return []
  return wanted.map((name, i) => ({ name: found[i]?.name ?? name, isYou: found[i]?.isYou ?? false }))
}

/**
 * Whether the viewer sees a wellness visit: their own (read with their own wellness id, `guestContactId` unset), or
 * another guest's on this booking when they may see that guest's private details (the lead booker).
 */
export function maySeeVisit(viewer: Viewer, people: readonly Person[], guestContactId: string | undefined): boolean {
  if (guestContactId === undefined) return true
  return personWithContact(people, guestContactId) !== undefined && maySeePrivate(viewer, guestContactId)
}

/** Whether the viewer sees a booking account's flights: the lead booker, or a member of the account's household. */
export function maySeeAccount(viewer: Viewer, group: GroupMembers | null | undefined): boolean {
  return viewer.role === 'lead' || inFamilyGroup(group, viewer.contactId)
}

/** The guests of a booking account's household: nobody named when the booking has one account, or none match. */
export function householdOf(
  people: readonly Person[],
  group: GroupMembers | null | undefined,
  accounts: number,
): ItemGuest[] {
  if (accounts <= 1) return []
  return forWhom(
    people,
    people.filter((person) => person.contactId !== undefined && inFamilyGroup(group, person.contactId)),
  )
}
