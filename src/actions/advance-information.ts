// The advance-information writes (decision 026): each part's save as a named action, reported and worded the same way
// on failure, so the form comes back with what was typed and a sentence saying what happened.
import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { AdvanceAccount, FamilyGroup } from '../domain/booking.ts'
import { dynamicsClient } from '../integrations/dynamics/client.ts'
import {
  register,
  saveAddress,
  saveFlights,
  saveVillaSetup,
  type FlightLeg,
  type NewAddress,
  type Registration,
} from '../integrations/dynamics/advance-writes.ts'
import { attemptWrite, type ActionOutcome } from './outcome.ts'

type C = Context<AppEnv>

/** The family group's postal address, with the ETag read with the page. */
export const saveAddressPart = (c: C, group: FamilyGroup, address: NewAddress): Promise<ActionOutcome> =>
  attemptWrite(c, 'advance.address', 'address', () => saveAddress(dynamicsClient(c.get('config')), group, address))

/** The account's room set-up ("{code}: {choice}; …"), with the ETag read with the page. */
export const saveVillaPart = (c: C, account: AdvanceAccount, roomConfigurations: string): Promise<ActionOutcome> =>
  attemptWrite(c, 'advance.villa', 'roomSetUp', () =>
    saveVillaSetup(dynamicsClient(c.get('config')), account, roomConfigurations),
  )

/** Both flights: two writes, the first undone when the second fails. */
export const saveFlightsPart = (
  c: C,
  account: AdvanceAccount,
  legs: readonly [FlightLeg, FlightLeg],
): Promise<ActionOutcome> =>
  attemptWrite(c, 'advance.flight', 'flights', () => saveFlights(dynamicsClient(c.get('config')), account, legs))

/** A registration entry on the booking account, sent once. */
export const registerPart = (c: C, account: AdvanceAccount, registration: Registration): Promise<ActionOutcome> =>
  attemptWrite(c, 'advance.registration', 'registration', () =>
    register(dynamicsClient(c.get('config')), account, registration),
  )
