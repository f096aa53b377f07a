// A booking as the portal sees it (SPEC §3), by the portal's own names. The booking system's
// integration (src/integrations/dynamics) maps its records to these and back; nothing else knows
// its columns. Absent values are undefined (the booking system's nulls are mapped away).

/** A person on the booking. */
export interface BookingGuest {
  readonly id: string
  /** The booking-system contact this guest is, when linked. */
  readonly contactId: string | undefined
  /** The name the guest gave. */
  readonly fullName: string | undefined
  /** The booking's own label for the guest ("Adult 1"), shown while no name is given. */
  readonly label: string | undefined
  readonly email: string | undefined
  /** YYYY-MM-DD (or an ISO date-time whose first ten characters are the date). */
  readonly dateOfBirth: string | undefined
  /** Membership classification codes for week 1 and week 2 (SPEC §3). */
  readonly week1: number | undefined
  readonly week2: number | undefined
  readonly passportName: string | undefined
  readonly passportNumber: string | undefined
  readonly passportNationality: string | undefined
  readonly passportExpiry: string | undefined
  /** The record's version, sent back with a write so a change made meanwhile is refused. */
  readonly version: string | undefined
}

/** A contact in a family group. */
export interface FamilyContact {
  readonly id: string
  readonly firstName: string | undefined
  readonly lastName: string | undefined
  readonly email: string | undefined
}

/** A family group's postal address. */
export interface PostalAddress {
  readonly line1: string | undefined
  readonly city: string | undefined
  readonly stateOrProvince: string | undefined
  readonly postalCode: string | undefined
  /** As the record holds it: an English name or an ISO code (decision 040); undefined when never asked. */
  readonly country: string | undefined
}

/** A family group (the booking system's account for a household). */
export interface FamilyGroup {
  readonly id: string
  readonly name: string | undefined
  readonly primaryContactId: string | undefined
  readonly contacts: readonly FamilyContact[]
  readonly address: PostalAddress
  readonly version: string | undefined
}

/** A booking account: one family group's share of the booking. */
export interface BookingAccount {
  readonly id: string
  readonly groupId: string | undefined
  readonly group: FamilyGroup | undefined
}

/** Adults, children, infants and the total the booking is for. */
export interface GuestCounts {
  readonly adults: number
  readonly children: number
  readonly infants: number
  readonly total: number
}

export interface Booking {
  readonly id: string
  readonly name: string | undefined
  /** Arrival and leaving dates as the booking holds them (the guest's local dates, ISO). */
  readonly arrival: string | undefined
  readonly leaving: string | undefined
  /** When the booking system recorded the booking (an instant, ISO), when it says: "after booking" begins that day. */
  readonly bookedAt?: string | undefined
  /** The lead booker's contact id. */
  readonly leadContactId: string | undefined
  readonly villaCodes: readonly string[]
  readonly counts: GuestCounts
  readonly accounts: readonly BookingAccount[]
  readonly guests: readonly BookingGuest[]
}

/** A product on the booking (memberships, upgrades, some extras). */
export interface BookingProduct {
  readonly id: string
  readonly name: string | undefined
  readonly quantity: number | undefined
  /** The membership classification code (SPEC §3). */
  readonly classification: number | undefined
}

/** A flight on a booking account. */
export interface Flight {
  readonly id: string
  readonly direction: string | undefined
  readonly flightNumber: string | undefined
  readonly airport: string | undefined
  /** An instant (ISO 8601 with an offset or Z). */
  readonly dateTime: string | undefined
  readonly version: string | undefined
}

/** A booking account with what advance information reads: set-up, flights, registrations and the group's address. */
export interface AdvanceAccount {
  readonly id: string
  readonly group: FamilyGroup | undefined
  /** "{code}: {choice}; …" (decision 026). */
  readonly roomConfigurations: string | undefined
  readonly flights: readonly Flight[]
  readonly registrations: readonly { readonly fullName: string | undefined }[]
  readonly version: string | undefined
}
