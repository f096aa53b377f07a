// The Dataverse entity sets the sandbox serves (SPEC §3), their keys, and their navigation
// properties: collections found by a lookup on the related row, single values by a lookup here.
// The extras' sets are the sandbox's own tables (extra-tables.ts).
import { extraTables, orderKey } from './extra-tables.ts'

export interface Navigation {
  readonly set: string
  /** Collection: the related rows whose `foreignKey` equals this row's key. */
  readonly foreignKey?: string
  /** Single-valued: the related row whose key equals this row's `lookup`. */
  readonly lookup?: string
}

export const entityKeys: Readonly<Record<string, string>> = {
  contacts: 'contactid',
  accounts: 'accountid',
  opportunities: 'opportunityid',
  opportunityproducts: 'opportunityproductid',
  adr_bookings: 'adr_bookingid',
  adr_accountses: 'adr_accountsid',
  adr_bookingguests: 'adr_bookingguestid',
  adr_travels: 'adr_travelid',
  // The portal's conversation with the resort (issue 42): a custom activity, keyed like every activity.
  adr_portalmessages: 'activityid',
  systemusers: 'systemuserid',
  transactioncurrencies: 'transactioncurrencyid',
  ...Object.fromEntries(extraTables.map((e) => [e.set, e.key])),
}

/** Alternate keys (one column each here): `PATCH /set(column='value')` finds, or creates, a record by them. */
export const alternateKeys: Readonly<Record<string, string>> = Object.fromEntries(
  extraTables.map((e) => [e.set, orderKey]),
)

/** Every Money column's currency: a lookup to the currency record. */
const currency = { set: 'transactioncurrencies', lookup: '_transactioncurrencyid_value' }

/** An extra's own lookups, expanded and bound alike: its booking account (whose booking it is on) and its currency. */
const extraLookups = Object.fromEntries(
  extraTables.map((e) => [
    e.set,
    { [e.bind]: { set: 'adr_accountses', lookup: e.account }, transactioncurrencyid: currency },
  ]),
)

export const navigations: Readonly<Record<string, Readonly<Record<string, Navigation>>>> = {
  opportunities: {
    adr_opportunity_adr_booking: { set: 'adr_bookings', foreignKey: '_adr_opportunity_value' },
    adr_opportunity_adr_accounts_Opportunity: { set: 'adr_accountses', foreignKey: '_adr_opportunity_value' },
    adr_opportunity_adr_bookingguest_Opportunity: { set: 'adr_bookingguests', foreignKey: '_adr_opportunity_value' },
    product_opportunities: { set: 'opportunityproducts', foreignKey: '_opportunityid_value' },
  },
  adr_accountses: {
    adr_GroupFamily: { set: 'accounts', lookup: '_adr_groupfamily_value' },
    new_adr_accounts_adr_bookingguest_BookingAccount: {
      set: 'adr_bookingguests',
      foreignKey: '_adr_bookingaccount_value',
    },
    adr_adr_accounts_adr_travel_BookingAccount: { set: 'adr_travels', foreignKey: '_adr_bookingaccount_value' },
    ...Object.fromEntries(extraTables.map((e) => [e.nav, { set: e.set, foreignKey: e.account }])),
  },
  accounts: {
    adr_account_contact: { set: 'contacts', foreignKey: '_parentcustomerid_value' },
  },
  adr_portalmessages: {
    adr_ContactId: { set: 'contacts', lookup: '_adr_contactid_value' },
    createdby: { set: 'systemusers', lookup: '_createdby_value' },
  },
  ...extraLookups,
}

/** Single-valued navigation names that may be bound on create or update (`Name@odata.bind`). */
export const bindings: Readonly<Record<string, Readonly<Record<string, { set: string; lookup: string }>>>> = {
  adr_bookingguests: {
    adr_Opportunity: { set: 'opportunities', lookup: '_adr_opportunity_value' },
    adr_BookingAccount: { set: 'adr_accountses', lookup: '_adr_bookingaccount_value' },
    adr_ContactId: { set: 'contacts', lookup: '_adr_contactid_value' },
  },
  adr_travels: { adr_BookingAccount: { set: 'adr_accountses', lookup: '_adr_bookingaccount_value' } },
  adr_portalmessages: {
    // An activity's regarding lookup is bound per target table: `regardingobjectid_{table}_{activity}`.
    regardingobjectid_opportunity_adr_portalmessage: { set: 'opportunities', lookup: '_regardingobjectid_value' },
    adr_ContactId: { set: 'contacts', lookup: '_adr_contactid_value' },
  },
  ...extraLookups,
}

/** Each set's columns; a record is stored with all of them (null when empty), as Dataverse answers. */
export const entityColumns: Readonly<Record<string, readonly string[]>> = {
  contacts: ['contactid', 'firstname', 'lastname', 'emailaddress1', '_parentcustomerid_value'],
  accounts: [
    'accountid',
    'name',
    '_primarycontactid_value',
    'address1_line1',
    'address1_city',
    'address1_stateorprovince',
    'address1_postalcode',
    'address1_country',
  ],
  opportunities: [
    'opportunityid',
    'name',
    'new_arrivaldateuserlocal',
    'new_leavingdateuserlocal',
    '_parentcontactid_value',
    'adr_accommodationsupercontrolcodes',
    'createdon',
  ],
  opportunityproducts: [
    'opportunityproductid',
    '_opportunityid_value',
    'productname',
    'quantity',
    'adr_membershipclassification',
  ],
  adr_bookings: [
    'adr_bookingid',
    '_adr_opportunity_value',
    'adr_adults',
    'adr_children',
    'adr_infants',
    'adr_guesttotal',
  ],
  adr_accountses: ['adr_accountsid', '_adr_opportunity_value', '_adr_groupfamily_value', 'new_roomconfigurations'],
  adr_bookingguests: [
    'adr_bookingguestid',
    '_adr_opportunity_value',
    '_adr_bookingaccount_value',
    '_adr_contactid_value',
    'adr_membershipwk1',
    'adr_membershipwk2',
    'adr_guestname',
    'adr_emailaddress',
    'new_dateofbirth',
    'adr_passportname',
    'adr_passportnumber',
    'adr_passportnationality',
    'adr_expirydate',
    'adr_name',
  ],
  adr_travels: [
    'adr_travelid',
    '_adr_bookingaccount_value',
    'adr_direction',
    'adr_flightnumber',
    'adr_airport',
    'adr_datetime',
  ],
  adr_portalmessages: [
    'activityid',
    'subject',
    'description',
    '_regardingobjectid_value',
    'adr_direction',
    '_adr_contactid_value',
    'statecode',
    'createdon',
    '_createdby_value',
  ],
  systemusers: ['systemuserid', 'firstname', 'lastname', 'fullname', 'internalemailaddress'],
  transactioncurrencies: ['transactioncurrencyid', 'isocurrencycode', 'currencyname', 'currencysymbol'],
  ...Object.fromEntries(extraTables.map((e) => [e.set, [e.account, e.key, ...e.columns]])),
}

/** A record with every column of its set present. */
export function complete(set: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const column of entityColumns[set] ?? []) out[column] = row[column] ?? null
  return out
}
