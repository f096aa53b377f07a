// What the SPEC §7 booking API (POST /api/user/msd/…) answers: the booking system's own records
// for the guest's bookings, with each guest's and each household contact's private columns hidden
// from those who may not see them (maySeePrivate, decision 032), and account-level collections under
// the names callers ask for.
import type { Booking } from '../../domain/booking.ts'
import { isLeadBooker } from '../../domain/booking-selection.ts'
import { maySeePrivate, viewerOf, type Viewer } from '../../domain/companion-rights.ts'
import { inFamilyGroup } from '../../domain/guests.ts'
import { recordOf } from './booking-records.ts'
import type { Bookings } from './bookings.ts'
import { guestColumns } from './bookings.ts'
import { extraSets } from './extra-sets.ts'
import { extrasExpand } from './extras.ts'
import { visibleContact, visibleGuest } from './guests.ts'

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
  visibleGuest(guest, maySeePrivate(viewer, guest._adr_contactid_value as string | undefined))

/** A family group record with each contact as this viewer may see them (the same rule as guest records). */
function groupFor<G extends { adr_account_contact?: readonly { contactid: string }[] | undefined }>(
  viewer: Viewer,
  group: G,
): G {
  const contacts = group.adr_account_contact
  if (!contacts) return group
  return { ...group, adr_account_contact: contacts.map((c) => visibleContact(c, maySeePrivate(viewer, c.contactid))) }
}

/** A booking account record with its family group's contacts as this viewer may see them. */
function accountFor<A extends object>(viewer: Viewer, account: A): A {
  const group = (account as { adr_GroupFamily?: unknown }).adr_GroupFamily
  if (!group || typeof group !== 'object') return account
  return { ...account, adr_GroupFamily: groupFor(viewer, group) }
}

/** getUserOpportunities: each booking's record, with whether the contact leads it. */
export function opportunitiesAnswer(bookings: readonly Booking[], contact: string) {
  return bookings.map((booking) => {
    const lead = isLeadBooker(booking, contact)
    const record = recordOf(booking)
    const viewer = viewerOf(booking, contact)
    return {
      ...record,
      adr_opportunity_adr_accounts_Opportunity: record.adr_opportunity_adr_accounts_Opportunity.map((account) =>
        accountFor(viewer, account),
      ),
      adr_opportunity_adr_bookingguest_Opportunity: record.adr_opportunity_adr_bookingguest_Opportunity.map(
        guestFor(viewer),
      ),
      isLeadBooker: lead,
    }
  })
}

/** getUserOpportunityExtras: the products, and the accounts with each kind's collection under its name. */
export async function extrasAnswer(reads: Bookings, booking: Booking, contact: string) {
  const { accounts, products } = await reads.extraRecords(booking.id)
  const names = extraSets.map((extra) => extra.name)
  const viewer = viewerOf(booking, contact)
  return [
    {
      product_opportunities: products,
      adr_opportunity_adr_accounts_Opportunity: accounts.map((account) =>
        renameCollections(accountFor(viewer, account), names),
      ),
    },
  ]
}

/** getUserFamilyGroup: the contact's own family group on this booking (one they lead or belong to), if any. */
export async function familyGroupAnswer(reads: Bookings, booking: Booking, contact: string) {
  const account = booking.accounts.find((a) => inFamilyGroup(a.group, contact))
  const group = account?.groupId ? await reads.familyGroupRecord(account.groupId) : undefined
  return group && groupFor(viewerOf(booking, contact), group)
}

/** getUserOpportunitiesExtensions: the booking's accounts with the named collections merged in. */
export async function extensionsAnswer(reads: Bookings, booking: Booking, contact: string, names: readonly string[]) {
  const accounts = await reads.accounts(
    booking.id,
    names.map((name) => extensions[name] ?? name),
  )
  const viewer = viewerOf(booking, contact)
  return accounts.map((account) => {
    const merged = renameCollections(accountFor(viewer, account), names)
    if (Array.isArray(merged.guests)) merged.guests = (merged.guests as Record<string, unknown>[]).map(guestFor(viewer))
    return merged
  })
}
