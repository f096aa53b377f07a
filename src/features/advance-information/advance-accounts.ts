// Which booking account a guest completes in advance information, and what it holds (SPEC §5).
import type { Address } from './advance-information.ts'
import type { AdvanceAccount } from '../../domain/booking.ts'
import { inFamilyGroup } from '../../domain/guests.ts'
import { mayChange, type Viewer } from '../../domain/companion-rights.ts'

/** The family group's postal address on this account, as advance information judges it. */
export const accountAddress = (account: AdvanceAccount | undefined): Address | undefined => account?.group?.address

/** What an account holds of the account-level parts (SPEC §5). */
export const accountParts = (account: AdvanceAccount) => ({
  roomConfigurations: !!account.roomConfigurations?.trim(),
  travel: account.flights.length > 0,
  registration: account.registrations.length > 0,
})

/**
 * The account this guest completes: their own family group's, or the first for the lead booker;
 * and whether they may change it (docs/decisions/032-companions.md: the lead booker, or that
 * group's primary contact).
 */
export function ownAccount(
  accounts: readonly AdvanceAccount[],
  viewer: Viewer,
): { readonly own: AdvanceAccount | undefined; readonly canChange: boolean } {
  const own =
    accounts.find((a) => inFamilyGroup(a.group, viewer.contactId)) ?? (viewer.role === 'lead' ? accounts[0] : undefined)
  return {
    own,
    canChange:
      own !== undefined && mayChange(viewer, { kind: 'account', groupPrimaryContactId: own.group?.primaryContactId }),
  }
}
