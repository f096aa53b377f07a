// Where each kind of extra lives in Dynamics: its entity set, key, the navigation property from
// the booking account (`adr_accountses`), the lookup back to the account, and its own columns.
// SPEC §3 gives the fields; the set and relationship names are ours (docs/extras.md). The
// sandbox defines its own tables (sandbox/dynamics/extra-tables.ts), and its contract tests
// read every kind through this one, so a wrong name here fails a test instead of being copied.
import type { ExtraKind } from '../../domain/extra-kinds.ts'

export interface ExtraSet {
  /** The extension name the API merges the collection under (SPEC §7). */
  readonly name: string
  readonly kind: ExtraKind
  readonly set: string
  readonly key: string
  readonly nav: string
  readonly account: string
  /** The single-valued navigation to the booking account, bound on create (`Name@odata.bind`). */
  readonly bind: string
  readonly columns: readonly string[]
}

export const extraSets = [
  {
    name: 'transfers',
    kind: 'transfer',
    set: 'adr_transfers',
    key: 'adr_transferid',
    nav: 'adr_adr_accounts_adr_transfer_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    columns: ['adr_guests', 'adr_direction'],
  },
  {
    name: 'petitDeliveries',
    kind: 'petitDelivery',
    set: 'new_petitdeliveries',
    key: 'new_petitdeliveryid',
    nav: 'new_adr_accounts_new_petitdelivery_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_product', 'new_villa'],
  },
  {
    name: 'waterDeliveries',
    kind: 'waterDelivery',
    set: 'new_waterdeliveries',
    key: 'new_waterdeliveryid',
    nav: 'new_adr_accounts_new_waterdelivery_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_villa'],
  },
  {
    name: 'carHire',
    kind: 'carHire',
    set: 'new_carhires',
    key: 'new_carhireid',
    nav: 'new_adr_accounts_new_carhire_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_reservationnumber', 'new_type'],
  },
  {
    name: 'odysseyTrips',
    kind: 'odysseyTrip',
    set: 'adr_odysseytrips',
    key: 'adr_odysseytripid',
    nav: 'adr_adr_accounts_adr_odysseytrip_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    columns: ['adr_name', 'adr_dateoftrip', 'adr_numberofadults', 'adr_numberofchildren'],
  },
  {
    name: 'shipwreckTrips',
    kind: 'shipwreckTrip',
    set: 'adr_shipwrecktrips',
    key: 'adr_shipwrecktripid',
    nav: 'adr_adr_accounts_adr_shipwrecktrip_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    columns: ['adr_name', 'adr_dateoftrip', 'adr_numberofadults', 'adr_numberofchildren'],
  },
  {
    name: 'hampers',
    kind: 'hamper',
    set: 'new_hampers',
    key: 'new_hamperid',
    nav: 'new_adr_accounts_new_hamper_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_hampertype', 'cm_gueststatuspendinginvoiced'],
  },
  {
    name: 'shoppingLists',
    kind: 'shoppingList',
    set: 'new_shoppinglists',
    key: 'new_shoppinglistid',
    nav: 'new_adr_accounts_new_shoppinglist_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: [],
  },
  {
    name: 'powerboat',
    kind: 'powerboat',
    set: 'new_powerboatbookings',
    key: 'new_powerboatbookingid',
    nav: 'new_adr_accounts_new_powerboatbooking_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_numberofpersons'],
  },
  {
    name: 'registrationForms',
    kind: 'registrationForm',
    set: 'adr_registrationforms',
    key: 'adr_registrationformid',
    nav: 'adr_adr_accounts_adr_registrationform_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    // Read as an extra: who registered, never their document number, phones or date of birth.
    columns: ['adr_fullname'],
  },
  {
    name: 'enquiries',
    kind: 'upgrade',
    set: 'cm_guesthubenquiries',
    key: 'cm_guesthubenquiryid',
    nav: 'cm_adr_accounts_cm_guesthubenquiry_BookingAccount',
    account: '_cm_bookingaccount_value',
    bind: 'cm_BookingAccount',
    columns: ['cm_guesthubtype', 'cm_details'],
  },
] as const satisfies readonly ExtraSet[]

/** Every column an extra of this set is read with. */
export const extraColumns = (extra: ExtraSet) => [extra.key, ...extra.columns, 'cm_gueststatus', 'createdon']
