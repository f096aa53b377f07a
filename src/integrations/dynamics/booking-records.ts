// Booking-system records to the portal's booking types (src/domain/booking.ts). The records
// themselves stay here: the SPEC §7 booking API answers with them (api-answers.ts), found again
// from the portal's booking by recordOf.
import type * as portal from '../../domain/booking.ts'
import { guestCounts } from '../../domain/party.ts'
import { villaCodes } from '../../domain/villa-codes.ts'
import type { BookingAccount, BookingGuest, Contact, FamilyGroup, Opportunity, ProductOpportunity } from './schemas.ts'

/** A record's value with the booking system's null mapped to undefined. */
export const value = <T>(x: T | null | undefined): T | undefined => x ?? undefined

export const toFamilyContact = (contact: Contact): portal.FamilyContact => ({
  id: contact.contactid,
  firstName: value(contact.firstname),
  lastName: value(contact.lastname),
  email: value(contact.emailaddress1),
})

export const toFamilyGroup = (group: FamilyGroup): portal.FamilyGroup => ({
  id: group.accountid,
  name: value(group.name),
  primaryContactId: value(group._primarycontactid_value),
  contacts: (group.adr_account_contact ?? []).map(toFamilyContact),
  address: {
    line1: value(group.address1_line1),
    city: value(group.address1_city),
    stateOrProvince: value(group.address1_stateorprovince),
    postalCode: value(group.address1_postalcode),
    country: value(group.address1_country),
  },
  version: group['@odata.etag'],
})

export const toBookingGuest = (guest: BookingGuest): portal.BookingGuest => ({
  id: guest.adr_bookingguestid,
  contactId: value(guest._adr_contactid_value),
  fullName: value(guest.adr_guestname),
  label: value(guest.adr_name),
  email: value(guest.adr_emailaddress),
  dateOfBirth: value(guest.new_dateofbirth),
  week1: value(guest.adr_membershipwk1),
  week2: value(guest.adr_membershipwk2),
  passportName: value(guest.adr_passportname),
  passportNumber: value(guest.adr_passportnumber),
  passportNationality: value(guest.adr_passportnationality),
  passportExpiry: value(guest.adr_expirydate),
  version: guest['@odata.etag'],
})

export const toBookingProduct = (product: ProductOpportunity): portal.BookingProduct => ({
  id: product.opportunityproductid,
  name: value(product.productname),
  quantity: value(product.quantity),
  classification: value(product.adr_membershipclassification),
})

const toBookingAccount = (account: BookingAccount): portal.BookingAccount => ({
  id: account.adr_accountsid,
  groupId: value(account._adr_groupfamily_value),
  group: account.adr_GroupFamily ? toFamilyGroup(account.adr_GroupFamily) : undefined,
})

const records = new WeakMap<portal.Booking, Opportunity>()

/** The portal's booking for an opportunity and its expanded counts, accounts and guests. */
export function toBooking(record: Opportunity): portal.Booking {
  const booking: portal.Booking = {
    id: record.opportunityid,
    name: value(record.name),
    arrival: value(record.new_arrivaldateuserlocal),
    leaving: value(record.new_leavingdateuserlocal),
    bookedAt: value(record.createdon),
    leadContactId: value(record._parentcontactid_value),
    villaCodes: villaCodes(record.adr_accommodationsupercontrolcodes),
    counts: guestCounts(
      record.adr_opportunity_adr_booking.map((r) => ({
        adults: r.adr_adults,
        children: r.adr_children,
        infants: r.adr_infants,
        total: r.adr_guesttotal,
      })),
    ),
    accounts: record.adr_opportunity_adr_accounts_Opportunity.map(toBookingAccount),
    guests: record.adr_opportunity_adr_bookingguest_Opportunity.map(toBookingGuest),
  }
  records.set(booking, record)
  return booking
}

/** The record a booking was mapped from (for the booking API, which answers with records). */
export function recordOf(booking: portal.Booking): Opportunity {
  const record = records.get(booking)
  if (!record) throw new Error(`Booking ${booking.id} was not read from the booking system`)
  return record
}
