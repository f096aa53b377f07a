import { requireGuest, type Scope } from '../../scope/scope.ts'
import type { Booking } from '../../domain/booking.ts'
import { accountAddress, accountParts, ownAccount } from './advance-accounts.ts'
import type { AdvanceAccount } from '../../domain/booking.ts'
import { mayChange, viewerOf } from '../../domain/companion-rights.ts'
import { party } from '../../domain/party.ts'
import { flightFact, flightLine, localAtAirport } from './flight-times.ts'
import { advanceProgress, partPaths, type AdvanceFacts } from './advance-information.ts'
import { guestProgress, type AdvanceReach, type GuestProgress } from './guest-progress.ts'
import { advanceInformation } from '../../integrations/content/advance-content.ts'
import type { AdvanceProgressView } from './AdvanceProgressSection.tsx'
import type { FlightFormValues } from './flight-form.ts'
import type { Locale } from '../../domain/locale.ts'
import type { Texts } from '../../i18n/texts.ts'

/** What the advance-information pages know about the signed-in guest's booking. */
export interface AdvanceState {
  readonly booking: Booking
  readonly accounts: readonly AdvanceAccount[]
  /** The booking account this guest completes: their own family group's, or the first for the lead booker. */
  readonly own: AdvanceAccount | undefined
  /**
   * Only the lead booker or the account's family group primary contact may change its parts
   * (docs/advance-information.md).
   */
  readonly canChange: boolean
  readonly facts: AdvanceFacts
  /** What of it this guest may complete (decision 032): their progress and next step count only that. */
  readonly reach: AdvanceReach
  /** Guests whose details are not complete and whom this guest may complete (a companion: only themselves). */
  readonly incompleteGuests: readonly { readonly id: string; readonly name: string }[]
}

/** Starts reading a booking's accounts for advance information (ownership-filtered: another guest's id finds none). */
export function advanceAccounts(scope: Scope, opportunityId: string): Promise<AdvanceAccount[]> {
  const accounts = requireGuest(scope)
    .bookings()
    .reads()
    .then((reads) => (reads ? reads.advance(opportunityId) : []))
  accounts.catch(() => undefined) // awaited by advanceState; never an unhandled rejection
  return accounts
}

/**
 * Judges each part from the booking's accounts (Dynamics), read here unless a read started
 * earlier is given; throws when Dynamics cannot answer.
 */
export async function advanceState(
  scope: Scope,
  booking: Booking,
  reading: Promise<readonly AdvanceAccount[]> = advanceAccounts(scope, booking.id),
): Promise<AdvanceState> {
  const [contact, accounts] = await Promise.all([requireGuest(scope).bookings().contactId(), reading])
  const contactId = contact.ok ? contact.id : undefined
  const viewer = viewerOf(booking, contactId)
  const { own, canChange } = ownAccount(accounts, viewer)
  const members = party(booking.guests, booking, contactId, scope.texts)
  const mayComplete = new Set(
    booking.guests.filter((g) => mayChange(viewer, { kind: 'guest', guestContactId: g.contactId })).map((g) => g.id),
  )
  return {
    booking,
    accounts,
    own,
    canChange,
    facts: {
      completeGuests: members.filter((m) => m.complete).length,
      totalGuests: booking.counts.total,
      address: accountAddress(own),
      accounts: accounts.map(accountParts),
    },
    reach: {
      lead: viewer.role === 'lead',
      ownDetailsComplete: members.find((m) => m.isYou)?.complete,
      accountParts: canChange,
    },
    incompleteGuests: members
      .filter((m) => !m.complete && mayComplete.has(m.id))
      .map((m) => ({ id: m.id, name: m.name })),
  }
}

/** The account's flights as the form shows them (local times at each airport). */
export function flightValues(account: AdvanceAccount | undefined): FlightFormValues {
  const values: Record<string, string> = {}
  for (const record of account?.flights ?? []) {
    const leg = record.direction === 'arrival' || record.direction === 'departure' ? record.direction : undefined
    if (!leg) continue
    values[`${leg}Flight`] = record.flightNumber ?? ''
    values[`${leg}Airport`] = record.airport ?? ''
    const local = localAtAirport(record.airport, record.dateTime)
    if (local) [values[`${leg}Date`], values[`${leg}Time`]] = local
  }
  return values
}

/** One line per flight of these accounts. */
export function flightLines(accounts: readonly AdvanceAccount[], t: Texts, locale: Locale): string[] {
  return accounts.flatMap((account) => account.flights.map((record) => flightLine(record, t, locale)))
}

/** Each flight of an account as a label and its text (a part shown read-only). */
export function flightFacts(account: AdvanceAccount | undefined, t: Texts, locale: Locale): [string, string][] {
  return (account?.flights ?? []).map((record) => flightFact(record, t, locale))
}

/** The home page's advance information: its view, and (when read) what the guest may do and still has to. */
export interface AdvanceSummary {
  readonly view: AdvanceProgressView
  readonly reach?: AdvanceReach
  readonly progress?: GuestProgress
}

/**
 * The home page's view of advance information: this guest's progress over the required parts they may complete, and
 * the first of those still to do (decision 032). Never rejects: a failure is reported and shown as unavailable.
 */
export async function advanceSummary(
  scope: Scope,
  booking: Booking,
  reading?: Promise<readonly AdvanceAccount[]>,
): Promise<AdvanceSummary> {
  try {
    const [doc, state] = await Promise.all([advanceInformation(scope.content()), advanceState(scope, booking, reading)])
    const progress = guestProgress(advanceProgress(new Set(doc.parts.keys()), state.facts), state.reach)
    const title = progress.next && doc.parts.get(progress.next)?.title
    const next = progress.next && {
      title: title || scope.texts.home_advance_continue(),
      href: partPaths[progress.next],
      lang: title ? doc.lang : undefined,
    }
    return {
      view: { done: progress.done, total: progress.total, next, withOthers: progress.withOthers },
      reach: state.reach,
      progress,
    }
  } catch (error) {
    scope.report('advance.summary', error)
    return { view: { unavailable: true } }
  }
}
