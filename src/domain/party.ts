import { ageBand, type AgeBand } from './age-band.ts'
import { guestComplete, initials, type GuestDetails } from './guests.ts'
import { membershipKind, membershipNames } from './membership.ts'

/** The parts of a booking guest the party view reads (SPEC §3 booking guest). */
export interface PartyGuest extends GuestDetails {
  readonly adr_bookingguestid: string
  readonly _adr_contactid_value?: string | null
  readonly adr_name?: string | null
  readonly new_dateofbirth?: string | null
  readonly adr_membershipwk1?: number | null
  readonly adr_membershipwk2?: number | null
}

export interface PartyMember {
  readonly id: string
  /** The guest name, or the booking's own label for the guest when no name is recorded. */
  readonly name: string
  readonly named: boolean
  readonly initials: string
  readonly ageBand: AgeBand
  /** Membership for week 1 and week 2, as display names (undefined: none, or an unknown code). */
  readonly week1: string | undefined
  readonly week2: string | undefined
  readonly passportRequired: boolean
  readonly complete: boolean
  /** This guest is the signed-in user. */
  readonly isYou: boolean
}

const label = (code: number | null | undefined) => {
  const kind = membershipKind(code)
  return kind ? membershipNames[kind] : undefined
}

/**
 * The people in a booking, as the home page shows them (SPEC §3–§5): initials, age band from
 * date of birth against the leaving date, week-1/week-2 membership, and completeness. The
 * passport rule applies to the lead booker's own guest record, or the first guest when the lead
 * booker is not among them (docs/decisions/010-party.md).
 */
export function party(
  guests: readonly PartyGuest[],
  booking: { readonly _parentcontactid_value?: string | null; readonly new_leavingdateuserlocal?: string | null },
  userContactId: string | undefined,
): PartyMember[] {
  const lead = booking._parentcontactid_value?.toLowerCase()
  const leadIndex = Math.max(
    0,
    guests.findIndex((g) => lead !== undefined && g._adr_contactid_value?.toLowerCase() === lead),
  )
  return guests.map((guest, index) => {
    const guestName = guest.adr_guestname?.trim()
    const named = Boolean(guestName)
    const name = guestName || guest.adr_name?.trim() || `Guest ${index + 1}`
    const passportRequired = index === leadIndex
    return {
      id: guest.adr_bookingguestid,
      name,
      named,
      initials: initials(name),
      ageBand: ageBand(guest.new_dateofbirth, booking.new_leavingdateuserlocal),
      week1: label(guest.adr_membershipwk1),
      week2: label(guest.adr_membershipwk2),
      passportRequired,
      complete: guestComplete(guest, passportRequired),
      isYou: userContactId !== undefined && guest._adr_contactid_value?.toLowerCase() === userContactId.toLowerCase(),
    }
  })
}

/** The booking's guest counts (SPEC §1): the booking record's numbers, summed over its records. */
export function guestCounts(
  records: readonly {
    adr_adults?: number | null
    adr_children?: number | null
    adr_infants?: number | null
    adr_guesttotal?: number | null
  }[],
) {
  const sum = (pick: (r: (typeof records)[number]) => number | null | undefined) =>
    records.reduce((n, r) => n + (pick(r) ?? 0), 0)
  return {
    adults: sum((r) => r.adr_adults),
    children: sum((r) => r.adr_children),
    infants: sum((r) => r.adr_infants),
    total: sum((r) => r.adr_guesttotal),
  }
}
