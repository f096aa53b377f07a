// What the portal reads off a booking record, by the portal's own names: the loaders and the
// booking store ask here rather than knowing the booking system's columns (DESIGN.md).
import { guestCounts } from '../../domain/party.ts'
import { villaCodes } from '../../domain/villa-codes.ts'
import { isUpgrade } from '../../domain/membership.ts'
import type { BookingGuest, Opportunity, ProductOpportunity } from './schemas.ts'

/** The villa codes a booking holds (SPEC §3 supercontrol codes). */
export const villaCodesOf = (booking: Opportunity): string[] => villaCodes(booking.adr_accommodationsupercontrolcodes)

/** The booking's arrival and leaving dates, as the booking system holds them (the guest's local dates). */
export const stayDatesOf = (booking: Opportunity) => ({
  arrival: booking.new_arrivaldateuserlocal,
  leaving: booking.new_leavingdateuserlocal,
})

/** Adults, children, infants and the total the booking is for. */
export const guestCountsOf = (booking: Opportunity): ReturnType<typeof guestCounts> =>
  guestCounts(booking.adr_opportunity_adr_booking)

/** The people on the booking. */
export const bookingGuestsOf = (booking: Opportunity): readonly BookingGuest[] =>
  booking.adr_opportunity_adr_bookingguest_Opportunity

/** The primary contact of each booking account's family group (booking order, SPEC §4). */
export const groupPrimaryContactIdsOf = (booking: Opportunity): (string | null | undefined)[] =>
  booking.adr_opportunity_adr_accounts_Opportunity.map((account) => account.adr_GroupFamily?._primarycontactid_value)

/** Whether any of the booking's products is an upgrade (SPEC §5: known upgrade classifications only). */
export const hasUpgrades = (products: readonly ProductOpportunity[]): boolean =>
  products.some((product) => isUpgrade(product.adr_membershipclassification))

/** A booking guest's id, and the booking-system contact it is (when linked). */
export const guestIdOf = (guest: BookingGuest): string => guest.adr_bookingguestid
export const guestContactIdOf = (guest: BookingGuest): string | null | undefined => guest._adr_contactid_value
