import * as v from 'valibot'
import type { DynamicsClient } from './client.ts'
import { BookingAccount, Collection, FamilyGroup, Opportunity, ProductOpportunity } from './schemas.ts'
import { extrasExpand, extrasOf } from './extras.ts'
import { readAdvanceAccounts } from './advance.ts'
import { toBooking, toBookingProduct } from './booking-records.ts'
import type { Booking, BookingProduct } from '../../domain/booking.ts'
import type { ExtraInput } from '../../domain/extra.ts'

export const guestColumns =
  'adr_bookingguestid,_adr_contactid_value,_adr_bookingaccount_value,adr_membershipwk1,adr_membershipwk2,adr_guestname,' +
  'adr_emailaddress,new_dateofbirth,adr_passportname,adr_passportnumber,adr_passportnationality,adr_expirydate,adr_name'

const bookingExpand = [
  'adr_opportunity_adr_booking($select=adr_bookingid,adr_adults,adr_children,adr_infants,adr_guesttotal)',
  'adr_opportunity_adr_accounts_Opportunity($select=adr_accountsid,_adr_groupfamily_value,new_roomconfigurations;' +
    '$expand=adr_GroupFamily($select=accountid,name,_primarycontactid_value;$expand=adr_account_contact($select=contactid,firstname,lastname,emailaddress1)))',
  `adr_opportunity_adr_bookingguest_Opportunity($select=${guestColumns})`,
].join(',')

const bookingSelect =
  'opportunityid,name,new_arrivaldateuserlocal,new_leavingdateuserlocal,_parentcontactid_value,adr_accommodationsupercontrolcodes,createdon'

/** A contact's bookings: those they lead, and those they are a guest on. */
const ownedBy = (contactId: string) =>
  `(_parentcontactid_value eq ${contactId} or adr_opportunity_adr_bookingguest_Opportunity/any(g:g/_adr_contactid_value eq ${contactId}))`

const Guid = v.pipe(v.string(), v.uuid())

/** Ids go into OData queries: only real GUIDs ever do (no injection through a filter). */
function checkGuid(value: string): string {
  return v.parse(Guid, value)
}

// The expansions the booking reads share.
const productsExpand =
  'product_opportunities($select=opportunityproductid,productname,quantity,adr_membershipclassification)'
const accountsExpand = (expand: readonly string[]) =>
  `adr_opportunity_adr_accounts_Opportunity($select=adr_accountsid,_adr_groupfamily_value,new_roomconfigurations;$expand=adr_GroupFamily($select=accountid,name,_primarycontactid_value)${expand.map((e) => `,${e}`).join('')})`
const BookingAccounts = v.array(v.looseObject(BookingAccount.entries))
// Each read's answer, checked by a schema made once.
const Opportunities = Collection(Opportunity)
const ProductRecords = Collection(v.object({ product_opportunities: v.array(ProductOpportunity) }))
const AccountRecords = Collection(v.object({ adr_opportunity_adr_accounts_Opportunity: BookingAccounts }))
const ExtraRecords = Collection(
  v.object({
    adr_opportunity_adr_accounts_Opportunity: BookingAccounts,
    product_opportunities: v.array(ProductOpportunity),
  }),
)
const FamilyGroups = Collection(FamilyGroup)
const extraRecordsExpand = `${accountsExpand(extrasExpand)},${productsExpand}`

/**
 * Booking reads for one contact (the signed-in guest). Every read carries the ownership filter
 * in its own query, so an id that is not one of the contact's bookings (or family groups)
 * simply finds nothing, whatever the caller checked before.
 */
export function bookingsOf(client: DynamicsClient, contactId: string) {
  const contact = checkGuid(contactId)
  /** The filter that finds one booking, only when it is the contact's. */
  const mine = (opportunityId: string) =>
    encodeURIComponent(`opportunityid eq ${checkGuid(opportunityId)} and ${ownedBy(contact)}`)
  return {
    /** All the contact's bookings with counts, booking accounts, family groups and guests, earliest arrival first. */
    async list(): Promise<Booking[]> {
      const query = `opportunities?$select=${bookingSelect}&$filter=${encodeURIComponent(ownedBy(contact))}&$expand=${bookingExpand}&$orderby=new_arrivaldateuserlocal asc`
      return (await client.get(query, Opportunities)).value.map(toBooking)
    },
    /** The booking's products (memberships, upgrades); [] when it is not the contact's. */
    async products(opportunityId: string): Promise<BookingProduct[]> {
      return (await this.productRecords(opportunityId)).map(toBookingProduct)
    },
    /** The booking's product opportunity records; [] when it is not the contact's. */
    async productRecords(opportunityId: string): Promise<ProductOpportunity[]> {
      const query = `opportunities?$select=opportunityid&$filter=${mine(opportunityId)}&$expand=${productsExpand}`
      return (await client.get(query, ProductRecords)).value[0]?.product_opportunities ?? []
    },
    /** Booking accounts with the named account-level collections expanded; [] when it is not the contact's booking. */
    async accounts(opportunityId: string, expand: readonly string[]): Promise<v.InferOutput<typeof BookingAccount>[]> {
      const query = `opportunities?$select=opportunityid&$filter=${mine(opportunityId)}&$expand=${accountsExpand(expand)}`
      return (await client.get(query, AccountRecords)).value[0]?.adr_opportunity_adr_accounts_Opportunity ?? []
    },
    /**
     * The booking's accounts with every kind of extra, and its product opportunities; empty when it is not the
     * contact's.
     */
    async extraRecords(opportunityId: string) {
      // One request for both: every page that shows extras needs the products too.
      const query = `opportunities?$select=opportunityid&$filter=${mine(opportunityId)}&$expand=${extraRecordsExpand}`
      const record = (await client.get(query, ExtraRecords)).value[0]
      return {
        accounts: record?.adr_opportunity_adr_accounts_Opportunity ?? [],
        products: record?.product_opportunities ?? [],
      }
    },
    /** The booking's extras and its products (for its upgrades); empty when it is not the contact's. */
    async extras(opportunityId: string): Promise<{ extras: ExtraInput[]; products: BookingProduct[] }> {
      const records = await this.extraRecords(opportunityId)
      const products = records.products.map(toBookingProduct)
      return { extras: extrasOf(records.accounts, products), products }
    },
    /** The booking's accounts with what advance information needs; [] when it is not the contact's. */
    advance: (opportunityId: string) => readAdvanceAccounts(client, checkGuid(opportunityId), ownedBy(contact)),
    /** A family group record with its contacts (for the booking API), when the contact leads it or belongs to it. */
    async familyGroupRecord(accountId: string): Promise<FamilyGroup | undefined> {
      const mine = `accountid eq ${checkGuid(accountId)} and (_primarycontactid_value eq ${contact} or adr_account_contact/any(c:c/contactid eq ${contact}))`
      const query = `accounts?$select=accountid,name,_primarycontactid_value,address1_line1,address1_city,address1_stateorprovince,address1_postalcode,address1_country&$filter=${encodeURIComponent(mine)}&$expand=adr_account_contact($select=contactid,firstname,lastname,emailaddress1)`
      return (await client.get(query, FamilyGroups)).value[0]
    },
  }
}

export type Bookings = ReturnType<typeof bookingsOf>
