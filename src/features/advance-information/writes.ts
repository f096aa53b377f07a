// The advance-information writes (decision 026): each part's save as a named action, reported and worded the same way
// on failure, so the form comes back with what was typed and a sentence saying what happened.
import type { Scope } from '../../scope/scope.ts'
import type { AdvanceAccount, FamilyGroup } from '../../domain/booking.ts'
import { dynamicsClient } from '../../integrations/dynamics/client.ts'
import {
  register,
  saveAddress,
  saveFlights,
  saveVillaSetup,
  type FlightLeg,
  type NewAddress,
  type Registration,
} from '../../integrations/dynamics/advance-writes.ts'
import { attemptWrite } from './attempt-write.ts'
import type { ActionOutcome } from '../../domain/outcome.ts'

type C = Scope

/** The family group's postal address, with the ETag read with the page. */
export const saveAddressPart = (scope: C, group: FamilyGroup, address: NewAddress): Promise<ActionOutcome> =>
  attemptWrite(scope, 'advance.address', 'address', () => saveAddress(dynamicsClient(scope.config), group, address))

/** The account's room set-up ("{code}: {choice}; …"), with the ETag read with the page. */
export const saveVillaPart = (scope: C, account: AdvanceAccount, roomConfigurations: string): Promise<ActionOutcome> =>
  attemptWrite(scope, 'advance.villa', 'roomSetUp', () =>
    saveVillaSetup(dynamicsClient(scope.config), account, roomConfigurations),
  )

/** Both flights: two writes, the first undone when the second fails. */
export const saveFlightsPart = (
  scope: C,
  account: AdvanceAccount,
  legs: readonly [FlightLeg, FlightLeg],
): Promise<ActionOutcome> =>
  attemptWrite(scope, 'advance.flight', 'flights', () => saveFlights(dynamicsClient(scope.config), account, legs))

/** A registration entry on the booking account, sent once. */
export const registerPart = (scope: C, account: AdvanceAccount, registration: Registration): Promise<ActionOutcome> =>
  attemptWrite(scope, 'advance.registration', 'registration', () =>
    register(dynamicsClient(scope.config), account, registration),
  )
