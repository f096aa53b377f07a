// The guest-details form's fields on the booking-guest record: writing the checked form back, and
// hiding a guest's private columns from someone who may not edit them (decision 011).
import type { DynamicsClient } from './client.ts'
import type { BookingGuest as GuestRecord } from './schemas.ts'
import type { BookingGuest } from '../../domain/booking.ts'
import { guestFormFields, type GuestDetails, type GuestField } from '../../domain/guest-form.ts'

/** Where each form field lives on the booking-guest record. */
const columns = {
  fullName: 'adr_guestname',
  email: 'adr_emailaddress',
  dateOfBirth: 'new_dateofbirth',
  passportName: 'adr_passportname',
  passportNumber: 'adr_passportnumber',
  passportNationality: 'adr_passportnationality',
  passportExpiry: 'adr_expirydate',
} as const satisfies Record<GuestField, keyof GuestRecord>

const passport: ReadonlySet<GuestField> = new Set([
  'passportName',
  'passportNumber',
  'passportNationality',
  'passportExpiry',
])

/**
 * The checked details as the record takes them: empty optional fields become null; passport columns only where the
 * passport is asked for.
 */
export function guestRecordChanges(
  details: Partial<GuestDetails>,
  passportRequired: boolean,
): Record<string, string | null> {
  const out: Record<string, string | null> = {}
  for (const field of guestFormFields) {
    if (!passportRequired && passport.has(field)) continue
    const value = details[field]
    out[columns[field]] = value === '' || value === undefined ? null : value
  }
  return out
}

/**
 * Saves a guest's details with the ETag read with the booking: a change made meanwhile answers 412, and a PATCH never
 * creates a record.
 */
export async function updateGuest(
  client: DynamicsClient,
  guest: BookingGuest,
  details: GuestDetails,
  passportRequired: boolean,
): Promise<void> {
  await client.patch(
    `adr_bookingguests(${guest.id})`,
    guestRecordChanges(details, passportRequired),
    guest.version ?? '*',
  )
}

/**
 * Points a booking guest at another booking-system contact (an invited guest who already has an account under their own
 * contact, decision 033), with the ETag read with the booking so a change made meanwhile is not overwritten.
 */
export async function relinkGuestContact(
  client: DynamicsClient,
  guest: BookingGuest,
  contactId: string,
): Promise<void> {
  await client.patch(
    `adr_bookingguests(${guest.id})`,
    { 'adr_ContactId@odata.bind': `/contacts(${contactId})` },
    guest.version ?? '*',
  )
}

/** Guest columns only those who may edit the guest may see (passport, date of birth, email). */
const privateColumns = [
  'adr_passportname',
  'adr_passportnumber',
  'adr_passportnationality',
  'adr_expirydate',
  'new_dateofbirth',
  'adr_emailaddress',
] as const

/** The record with the given columns as null (only those it has). */
function withoutColumns<R extends object>(record: R, columns: readonly string[]): R {
  const copy = { ...record } as Record<string, unknown>
  for (const column of columns) if (column in copy) copy[column] = null
  return copy as R
}

/**
 * A guest record as a given viewer may see it: someone who may not see the guest's private details
 * (maySeePrivate, decision 032) gets the private columns as null, so another guest's passport never leaves the server.
 */
export function visibleGuest<G extends object>(guest: G, maySee: boolean): G {
  return maySee ? guest : withoutColumns(guest, privateColumns)
}

/** A family group's contact as a given viewer may see it: the address only to whom maySeePrivate allows. */
export function visibleContact<C extends object>(contact: C, maySee: boolean): C {
  return maySee ? contact : withoutColumns(contact, ['emailaddress1'])
}
