import * as v from 'valibot'

/**
 * The Dynamics 365 (Dataverse Web API) shapes the portal reads (SPEC §3, UPSTREAMS.md).
 * Used by the client to check every response, and by the sandbox's contract test, so the two
 * cannot drift apart. Unknown extra fields pass through untouched.
 */
const guid = v.pipe(v.string(), v.uuid())
const text = v.nullish(v.string())
const count = v.nullish(v.number())

export const BookingCounts = v.object({
  adr_bookingid: guid,
  adr_adults: count,
  adr_children: count,
  adr_infants: count,
  adr_guesttotal: count,
})

export const BookingGuest = v.object({
  adr_bookingguestid: guid,
  '@odata.etag': v.optional(v.string()),
  _adr_contactid_value: v.nullish(guid),
  _adr_bookingaccount_value: v.nullish(guid),
  adr_membershipwk1: count,
  adr_membershipwk2: count,
  adr_guestname: text,
  adr_emailaddress: text,
  new_dateofbirth: text,
  adr_passportname: text,
  adr_passportnumber: text,
  adr_passportnationality: text,
  adr_expirydate: text,
  adr_name: text,
})
export type BookingGuest = v.InferOutput<typeof BookingGuest>

export const Contact = v.object({
  contactid: guid,
  firstname: text,
  lastname: text,
  emailaddress1: text,
})
export type Contact = v.InferOutput<typeof Contact>

export const FamilyGroup = v.object({
  accountid: guid,
  '@odata.etag': v.optional(v.string()),
  name: text,
  _primarycontactid_value: v.nullish(guid),
  address1_line1: text,
  address1_city: text,
  address1_stateorprovince: text,
  address1_postalcode: text,
  address1_country: text,
  adr_account_contact: v.optional(v.array(Contact)),
})
export type FamilyGroup = v.InferOutput<typeof FamilyGroup>

export const BookingAccount = v.object({
  adr_accountsid: guid,
  _adr_groupfamily_value: v.nullish(guid),
  new_roomconfigurations: text,
  adr_GroupFamily: v.nullish(FamilyGroup),
})
export type BookingAccount = v.InferOutput<typeof BookingAccount>

export const ProductOpportunity = v.object({
  opportunityproductid: guid,
  productname: text,
  quantity: count,
  adr_membershipclassification: count,
})
export type ProductOpportunity = v.InferOutput<typeof ProductOpportunity>

export const Opportunity = v.object({
  opportunityid: guid,
  '@odata.etag': v.optional(v.string()),
  name: text,
  new_arrivaldateuserlocal: text,
  new_leavingdateuserlocal: text,
  _parentcontactid_value: v.nullish(guid),
  adr_accommodationsupercontrolcodes: text,
  /** Dataverse's own stamp on every record: when the booking was made. */
  createdon: v.optional(text),
  adr_opportunity_adr_booking: v.optional(v.array(BookingCounts), []),
  adr_opportunity_adr_accounts_Opportunity: v.optional(v.array(BookingAccount), []),
  adr_opportunity_adr_bookingguest_Opportunity: v.optional(v.array(BookingGuest), []),
  product_opportunities: v.optional(v.array(ProductOpportunity), []),
})
export type Opportunity = v.InferOutput<typeof Opportunity>

/**
 * A message of a booking's conversation with the resort (issue 42; docs/upstreams.md): the custom activity
 * `adr_portalmessage`, regarding the booking's opportunity, with the guest who wrote it and the user who created it.
 */
export const PortalMessage = v.object({
  activityid: guid,
  description: text,
  adr_direction: count,
  createdon: v.string(),
  _regardingobjectid_value: v.nullish(guid),
  _adr_contactid_value: v.nullish(guid),
  adr_ContactId: v.nullish(v.object({ firstname: text })),
  createdby: v.nullish(v.object({ firstname: text })),
})
export type PortalMessage = v.InferOutput<typeof PortalMessage>

/** A collection answer: `{"@odata.context", value: [...]}`. */
export const Collection = <S extends v.GenericSchema>(item: S) =>
  v.object({
    '@odata.context': v.optional(v.string()),
    value: v.array(item),
    '@odata.nextLink': v.optional(v.string()),
  })

/** The Web API's error body. */
export const ErrorBody = v.object({ error: v.object({ code: v.string(), message: v.string() }) })

/** The identity platform's client-credentials answer. */
export const TokenResponse = v.object({
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
  ext_expires_in: v.optional(v.number()),
  access_token: v.pipe(v.string(), v.nonEmpty()),
})
