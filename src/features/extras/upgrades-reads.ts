// The booking's upgrades as the upgrades page shows them (docs/upgrades.md): what was bought, who holds each place per
// week, who could still have one, and whether this guest may assign them.
import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { advanceInformation } from '../../integrations/content/advance-content.ts'
import { mayChange, viewerOf } from '../../domain/companion-rights.ts'
import { readStatus } from '../../domain/extra-status.ts'
import { candidates, nothingToAssign, placesLeft } from './upgrade-assignment.ts'
import { purchasedUpgrades, upgradeName, type UpgradeGuest } from './upgrades.ts'
import type { UpgradeView } from './UpgradesPages.tsx'

type C = Scope

export interface Upgrades {
  readonly booking: Booking
  readonly lead: boolean
  readonly views: readonly UpgradeView[]
  readonly guests: readonly UpgradeGuest[]
  readonly accountId: string | undefined
}

/** The booking's upgrades with, per week, the places left and who could still have each (docs/upgrades.md). */
export async function loadUpgrades(
  scope: C,
  booking: Booking,
  reading: ReturnType<typeof extrasOf>,
): Promise<Upgrades> {
  const contact = await requireGuest(scope).bookings().contactId()
  // Content only sets the watersports age; without it the documented default applies.
  const [extras, minimumAge] = await Promise.all([
    reading,
    advanceInformation(scope.content()).then(
      (d) => d.watersportsMinimumAge,
      () => undefined,
    ),
  ])
  // Requests not yet confirmed hold their places, so asking twice cannot ask for more than was bought.
  const pending = extras.extras
    .filter((extra) => extra.kind === 'upgrade' && readStatus(extra.status).status === 'pending')
    .map((extra) => extra.details.requestDetails)
  const [t, locale] = [scope.texts, scope.locale]
  const guests: UpgradeGuest[] = booking.guests.map((g, i) => ({
    id: g.id,
    name: g.fullName?.trim() || g.label?.trim() || t.extras_guest_number({ number: i + 1 }),
    dateOfBirth: g.dateOfBirth,
    week1: g.week1,
    week2: g.week2,
  }))
  const leaving = booking.leaving
  const views = purchasedUpgrades(extras.products, guests, pending).map((upgrade) => {
    const weeks = ([1, 2] as const).map((week) => ({
      week,
      placesLeft: placesLeft(upgrade, week),
      candidates: candidates(upgrade, week, guests, leaving, minimumAge).map(({ id, name }) => ({ id, name })),
    }))
    return {
      upgrade,
      action: `/account/upgrades/${upgrade.kind}`,
      weeks,
      nothingToAssign: nothingToAssign(upgradeName(upgrade.kind, t), weeks, t, locale),
    }
  })
  return {
    booking,
    lead: mayChange(viewerOf(booking, contact.ok ? contact.id : undefined), { kind: 'upgrades' }),
    views,
    guests,
    accountId: booking.accounts[0]?.id,
  }
}

/** The booking's extras (with its products), none without a contact; scoped to the guest's own bookings. */
export async function extrasOf(scope: C, bookingId: string) {
  const reads = await requireGuest(scope).bookings().reads()
  return reads ? reads.extras(bookingId) : { extras: [], products: [] }
}
