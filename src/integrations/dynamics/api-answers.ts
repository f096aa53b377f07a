// What the SPEC §7 booking API (POST /api/user/msd/…) answers: the booking system's own records
// for the guest's bookings, with each guest's private columns hidden from those who may not edit
// them (decision 011), and account-level collections under the names callers ask for.
import type { Booking } from '../../domain/booking.ts'
import { isLeadBooker } from '../../domain/booking-selection.ts'
import { mayChange, viewerOf, type Viewer } from '../../domain/companion-rights.ts'
import { inFamilyGroup } from '../../domain/guests.ts'
import { recordOf } from './booking-records.ts'
import type { Bookings } from './bookings.ts'
import { guestColumns } from './bookings.ts'
import { extraSets } from './extra-sets.ts'
import { extrasExpand } from './extras.ts'
import { visibleGuest } from './guests.ts'

/** Account-level collections a caller may ask for by name (SPEC §7 extensions): guests, travel and each extra. */
const extensions: Record<string, string> = {
  guests: `new_adr_accounts_adr_bookingguest_BookingAccount($select=${guestColumns})`,
  travel: 'adr_adr_accounts_adr_travel_BookingAccount',
  ...Object.fromEntries(extraSets.map((extra, i) => [extra.name, extrasExpand[i] ?? extra.nav])),
}
export const extensionNames = Object.keys(extensions)

/** The navigation property an extension's expand names (its part before any options). */
const navigationOf = (name: string) => (extensions[name] ?? name).replace(/\(.*$/, '')

/** An account with each named extension's collection moved from its navigation property to its name. */
function renameCollections(account: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...account }
  for (const name of names) {
    merged[name] = merged[navigationOf(name)] ?? []
    delete merged[navigationOf(name)]
  }
  return merged
}

/** A guest record as this viewer may see it (docs/decisions/032-companions.md). */
const guestFor = (viewer: Viewer) => (guest: Record<string, unknown>) =>
  visibleGuest(
    guest,
    mayChange(viewer, { kind: 'guest', guestContactId: guest._adr_contactid_value as string | undefined }),
  )

/** getUserOpportunities: each booking's record, with whether the contact leads it. */
export function opportunitiesAnswer(bookings: readonly Booking[], contact: string) {
  return bookings.map((booking) => {
    const lead = isLeadBooker(booking, contact)
    const record = recordOf(booking)
    const guests = record.adr_opportunity_adr_bookingguest_Opportunity.map(guestFor(viewerOf(booking, contact)))
    return { ...record, adr_opportunity_adr_bookingguest_Opportunity: guests, isLeadBooker: lead }
  })
}

/** getUserOpportunityExtras: the products, and the accounts with each kind's collection under its name. */
export async function extrasAnswer(reads: Bookings, booking: Booking) {
  const { accounts, products } = await reads.extraRecords(booking.id)
  const names = extraSets.map((extra) => extra.name)
  return [
    {
      product_opportunities: products,
      adr_opportunity_adr_accounts_Opportunity: accounts.map((account) => renameCollections(account, names)),
    },
  ]
}

/** getUserFamilyGroup: the contact's own family group on this booking (one they lead or belong to), if any. */
export async function familyGroupAnswer(reads: Bookings, booking: Booking, contact: string) {
  const account = booking.accounts.find((a) => inFamilyGroup(a.group, contact))
  return account?.groupId ? reads.familyGroupRecord(account.groupId) : undefined
}

/** getUserOpportunitiesExtensions: the booking's accounts with the named collections merged in. */
export async function extensionsAnswer(reads: Bookings, booking: Booking, contact: string, names: readonly string[]) {
  const accounts = await reads.accounts(
    booking.id,
    names.map((name) => extensions[name] ?? name),
  )
  const viewer = viewerOf(booking, contact)
  return accounts.map((account) => {
    const merged = renameCollections(account, names)
    if (Array.isArray(merged.guests)) merged.guests = (merged.guests as Record<string, unknown>[]).map(guestFor(viewer))
    return merged
  })
}
