// An extra as the portal holds it, whichever upstream it came from: the booking system's client maps its records
// into these (src/integrations/dynamics), and the extras feature words them (src/features/extras).
import type { ExtraKind } from './extra-kinds.ts'
import type { ExtraPayment } from './extra-payments.ts'

/** The upgrades a guest can ask the resort for (SPEC §3 guest-hub enquiries). */
export type UpgradeType = 'rascals' | 'watersportsUpgrade' | 'crecheUpgrade'

/** What the message of each kind may use. */
export interface ExtraDetails {
  readonly guests?: number | null
  readonly product?: string | null
  readonly villa?: string | null
  readonly reservationNumber?: string | null
  readonly carType?: string | null
  readonly tripName?: string | null
  /** The trip's day as 'YYYY-MM-DD' (the sentence writes it in the guest's language; calendar files read it too). */
  readonly tripDay?: string | null
  readonly adults?: number | null
  readonly children?: number | null
  readonly hamperType?: string | null
  readonly persons?: number | null
  readonly upgradeType?: UpgradeType
  /** An upgrade request's details (upgrade, week, guests). */
  readonly requestDetails?: string | null
  /** A transfer's direction. */
  readonly direction?: 'toResort' | 'fromResort' | 'both' | undefined
}

export interface ExtraInput {
  readonly id: string
  /** A kind we know, or undefined for one we do not (shown neutrally, and reported). */
  readonly kind: ExtraKind | undefined
  /** The extra's payment-line status value as the booking system holds it (a hamper's own, when set). */
  readonly status: unknown
  /** Powerboat and odyssey items derived from a booking product default to confirmed. */
  readonly fromProduct?: boolean
  readonly createdOn?: string | null
  readonly details: ExtraDetails
  /**
   * A second line under the message as the booking system words it (a transfer's direction, in English, for
   * reports and the sandbox's contract); the guest reads `details.direction` in their language instead.
   */
  readonly note?: string | undefined
  /** The booking account it is on (a product of the booking is on none). */
  readonly accountId?: string | undefined
  /** What is due or paid, when the record holds an amount. */
  readonly payment?: ExtraPayment | undefined
}
