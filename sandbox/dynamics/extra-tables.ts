// The booking system's tables of extras, as the sandbox's Dataverse defines them: each is a
// collection under the booking account (`adr_accountses`), with its key, the lookup that holds
// the account's id, the navigation names either side, and every column a record holds.
// Written out here, not imported from the portal (src/integrations/dynamics/extra-sets.ts): the
// sandbox stands for the real service, so the portal's mapping is checked against it by the
// contract tests (test/sandbox/dynamics-extras.test.ts) rather than copied into it.

export interface ExtraTable {
  readonly set: string
  readonly key: string
  /** The collection-valued navigation from the booking account to these records. */
  readonly nav: string
  /** The lookup column holding the booking account's id. */
  readonly account: string
  /** The single-valued navigation to the booking account, bound on create (`Name@odata.bind`). */
  readonly bind: string
  /** Every column besides the key and the account lookup, in the order a record holds them. */
  readonly columns: readonly string[]
}

/**
 * Columns every table of extras has: its status and when it was made, then what the guest portal records of a
 * payment (docs/upstreams.md): its order id (the alternate key `cm_portalorderid_key`), the amount due in the
 * record's currency (a Money column, with the `transactioncurrencyid` lookup every Money column has), where the
 * payment stands, the payment page and payment it went through, what was refunded, and until when it may be.
 */
const common = [
  'cm_gueststatus',
  'createdon',
  'cm_portalorderid',
  'cm_amountdue',
  '_transactioncurrencyid_value',
  'cm_paymentstatus',
  'cm_paymentreference',
  'cm_paymentid',
  'cm_amountrefunded',
  'cm_refunduntil',
] as const

/** The alternate key of every table of extras: the portal's order id. */
export const orderKey = 'cm_portalorderid'
const trip = ['adr_name', 'adr_dateoftrip', 'adr_numberofadults', 'adr_numberofchildren'] as const

export const extraTables: readonly ExtraTable[] = [
  {
    set: 'adr_transfers',
    key: 'adr_transferid',
    nav: 'adr_adr_accounts_adr_transfer_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    columns: ['adr_guests', 'adr_direction', ...common],
  },
  {
    set: 'new_petitdeliveries',
    key: 'new_petitdeliveryid',
    nav: 'new_adr_accounts_new_petitdelivery_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_product', 'new_villa', ...common],
  },
  {
    set: 'new_waterdeliveries',
    key: 'new_waterdeliveryid',
    nav: 'new_adr_accounts_new_waterdelivery_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_villa', ...common],
  },
  {
    set: 'new_carhires',
    key: 'new_carhireid',
    nav: 'new_adr_accounts_new_carhire_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_reservationnumber', 'new_type', ...common],
  },
  {
    set: 'adr_odysseytrips',
    key: 'adr_odysseytripid',
    nav: 'adr_adr_accounts_adr_odysseytrip_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    columns: [...trip, ...common],
  },
  {
    set: 'adr_shipwrecktrips',
    key: 'adr_shipwrecktripid',
    nav: 'adr_adr_accounts_adr_shipwrecktrip_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    columns: [...trip, ...common],
  },
  {
    set: 'new_hampers',
    key: 'new_hamperid',
    nav: 'new_adr_accounts_new_hamper_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_hampertype', 'cm_gueststatuspendinginvoiced', ...common],
  },
  {
    set: 'new_shoppinglists',
    key: 'new_shoppinglistid',
    nav: 'new_adr_accounts_new_shoppinglist_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: [...common],
  },
  {
    set: 'new_powerboatbookings',
    key: 'new_powerboatbookingid',
    nav: 'new_adr_accounts_new_powerboatbooking_BookingAccount',
    account: '_new_bookingaccount_value',
    bind: 'new_BookingAccount',
    columns: ['new_numberofpersons', ...common],
  },
  {
    set: 'adr_registrationforms',
    key: 'adr_registrationformid',
    nav: 'adr_adr_accounts_adr_registrationform_BookingAccount',
    account: '_adr_bookingaccount_value',
    bind: 'adr_BookingAccount',
    // The check-in details a registration holds besides who registered.
    columns: [
      'adr_fullname',
      ...common,
      'adr_dateofbirth',
      'adr_nationality',
      'adr_documentnumber',
      'adr_mobilephone',
      'adr_emergencycontactname',
      'adr_emergencycontactphone',
      'adr_arrivaltime',
      'adr_notes',
    ],
  },
  {
    set: 'cm_guesthubenquiries',
    key: 'cm_guesthubenquiryid',
    nav: 'cm_adr_accounts_cm_guesthubenquiry_BookingAccount',
    account: '_cm_bookingaccount_value',
    bind: 'cm_BookingAccount',
    columns: ['cm_guesthubtype', 'cm_details', ...common],
  },
]
