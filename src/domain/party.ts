import { ageBand, type AgeBand } from './age-band.ts'
import { guestComplete, initials, type GuestDetails } from './guests.ts'
import { membershipKind, type MembershipKind } from './membership.ts'
import type { Booking, BookingGuest, GuestCounts } from './booking.ts'
import type { Texts } from '../i18n/texts.ts'
import { listOf } from './formatters.ts'
import type { Locale } from './locale.ts'

/** The parts of a booking guest the party view reads (SPEC §3 booking guest). */
export interface PartyGuest extends GuestDetails {
  readonly id: string
  readonly contactId?: BookingGuest['contactId']
  readonly label?: BookingGuest['label']
  readonly dateOfBirth?: BookingGuest['dateOfBirth']
  readonly week1?: BookingGuest['week1']
  readonly week2?: BookingGuest['week2']
}

export interface PartyMember {
  readonly id: string
  /** The guest name, or the booking's own label for the guest when no name is recorded. */
  readonly name: string
  readonly named: boolean
  readonly initials: string
  readonly ageBand: AgeBand
  /** Membership for week 1 and week 2 (undefined: none, or an unknown code); the view names it in the guest's language. */
  readonly week1: MembershipKind | undefined
  readonly week2: MembershipKind | undefined
  readonly passportRequired: boolean
  readonly complete: boolean
  /** This guest is the signed-in user. */
  readonly isYou: boolean
}

/**
 * The people in a booking, as the home page shows them (SPEC §3–§5): initials, age band from
 * date of birth against the leaving date, week-1/week-2 membership, and completeness. The
 * passport rule applies to the lead booker's own guest record, or the first guest when the lead
 * booker is not among them (docs/decisions/010-party.md). A guest with neither name nor label is "Guest 2", in the
 * language of `t`; without `t` (the itinerary's rules, which are worded later) in English.
 */
export function party(
  guests: readonly PartyGuest[],
  booking: Pick<Booking, 'leadContactId' | 'leaving'>,
  userContactId: string | undefined,
  t?: Pick<Texts, 'home_guest_number'>,
): PartyMember[] {
  const lead = booking.leadContactId?.toLowerCase()
  const leadIndex = Math.max(
    0,
    guests.findIndex((g) => lead !== undefined && g.contactId?.toLowerCase() === lead),
  )
  return guests.map((guest, index) => {
    const fullName = guest.fullName?.trim()
    const named = Boolean(fullName)
    const number = index + 1
    const name = fullName || guest.label?.trim() || (t ? t.home_guest_number({ number }) : `Guest ${number}`)
    const passportRequired = index === leadIndex
    return {
      id: guest.id,
      name,
      named,
      initials: initials(name),
      ageBand: ageBand(guest.dateOfBirth, booking.leaving),
      week1: membershipKind(guest.week1),
      week2: membershipKind(guest.week2),
      passportRequired,
      complete: guestComplete(guest, passportRequired),
      isYou: userContactId !== undefined && guest.contactId?.toLowerCase() === userContactId.toLowerCase(),
    }
  })
}

/** A booking record's counts, any of which may be missing. */
type CountsRecord = { readonly [K in keyof GuestCounts]?: number | null | undefined }

/** The booking's guest counts (SPEC §1): the booking records' numbers, summed (a missing number counts 0). */
export function guestCounts(records: readonly CountsRecord[]): GuestCounts {
  const sum = (key: keyof GuestCounts) => records.reduce((n, r) => n + (r[key] ?? 0), 0)
  return { adults: sum('adults'), children: sum('children'), infants: sum('infants'), total: sum('total') }
}

/**
 * The booking's guests in words (my bookings, select booking): only the kinds it has, each worded by its count, after
 * the total when there are two kinds or more; a party of one kind is only that kind (issue 38: no "0 children").
 * @example guestCountsInWords({ adults: 2, children: 0, infants: 0, total: 2 }, t, 'en-GB') // '2 adults'
 * @example guestCountsInWords({ adults: 2, children: 1, infants: 0, total: 3 }, t, 'en-GB') // '3 guests: 2 adults and 1 child'
 */
export function guestCountsInWords(counts: GuestCounts, t: Texts, locale: Locale): string {
  const kinds = [
    counts.adults > 0 && t.bookings_count_adults({ count: counts.adults }),
    counts.children > 0 && t.bookings_count_children({ count: counts.children }),
    counts.infants > 0 && t.bookings_count_infants({ count: counts.infants }),
  ].filter((words) => words !== false)
  const total = t.bookings_count_guests({ count: counts.total })
  if (kinds.length < 2) return kinds[0] ?? total
  return t.bookings_guest_counts({ total, kinds: listOf(kinds, locale) })
}
