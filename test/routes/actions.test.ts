// The named actions on their own (src/actions): the rules they carry answer before anything is written, and a write
// that fails is reported and worded. Each runs with a scope of its own, as a job's would be: actions take no request.
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { systemScope } from '../../src/scope/system.ts'
import type { Scope } from '../../src/scope/scope.ts'
import type { Bindings } from '../../src/scope/bindings.ts'
import { assignUpgrade } from '../../src/features/extras/assign-upgrade.ts'
import { textsFor } from '../../src/i18n/texts.ts'
import { guestChangeRefusal } from '../../src/features/advance-information/save-guest-details.ts'
import { attemptWrite } from '../../src/features/advance-information/attempt-write.ts'
import { DynamicsError } from '../../src/integrations/dynamics/client.ts'
import type { Upgrades } from '../../src/features/extras/upgrades-reads.ts'
import type { UpgradeView } from '../../src/features/extras/UpgradesPages.tsx'
import type { ActionOutcome } from '../../src/domain/outcome.ts'
import { clearFaults } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

/** Runs `action` with a scope of the portal's own (no request: actions take none), and answers its outcome. */
function run(action: (scope: Scope) => Promise<ActionOutcome>) {
  return action(systemScope(env as unknown as Bindings, createExecutionContext(), { job: 'test', locale: 'en-GB' }))
}

const rascals: UpgradeView = {
  upgrade: { kind: 'rascals', name: 'Rascals', quantity: 1, holders: { 1: [], 2: [] }, requested: { 1: [], 2: [] } },
  action: '/account/upgrades/rascals',
  weeks: [
    { week: 1, placesLeft: 1, candidates: [{ id: 'g-leo', name: 'Leo' }] },
    { week: 2, placesLeft: 0, candidates: [] },
  ],
  nothingToAssign: undefined,
}
const upgrades = (more: Partial<Upgrades> = {}): Upgrades =>
  ({
    lead: true,
    views: [rascals],
    guests: [
      { id: 'g-leo', name: 'Leo', dateOfBirth: '2021-05-01', week1: undefined, week2: undefined },
      { id: 'g-mia', name: 'Mia', dateOfBirth: '2021-05-01', week1: undefined, week2: undefined },
    ],
    accountId: undefined,
    ...more,
  }) as Upgrades

describe('assigning an upgrade', () => {
  it('is the lead booker’s, for guests who could have it, within the places left, on a booking account', async () => {
    expect(await run((scope) => assignUpgrade(scope, upgrades({ lead: false }), rascals, 1, ['g-leo']))).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await run((scope) => assignUpgrade(scope, upgrades(), rascals, 1, ['g-mia']))).toMatchObject({
      ok: false,
      status: 400,
      message: 'Only the guests listed can have Rascals.',
    })
    expect(await run((scope) => assignUpgrade(scope, upgrades(), rascals, 1, ['g-leo']))).toMatchObject({
      ok: false,
      status: 409,
    })
  })
})

describe('changing a guest', () => {
  it('is refused before anything is read for a guest this user may not change', () => {
    const guest = { guest: {} as never, name: 'Olivia Bennett', passportRequired: false }
    expect(guestChangeRefusal({ ...guest, canEdit: true }, textsFor('en-GB'))).toBeUndefined()
    expect(guestChangeRefusal({ ...guest, canEdit: false }, textsFor('en-GB'))).toMatchObject({
      ok: false,
      status: 403,
    })
  })
})

describe('a write that fails', () => {
  it('is reported and worded: a change made meanwhile, or nothing changed', async () => {
    expectConsoleErrors(/"where":"test\.write"/)
    const conflict = await run((scope) =>
      attemptWrite(scope, 'test.write', 'address', () =>
        Promise.reject(new DynamicsError(412, '0x80060882', 'changed')),
      ),
    )
    expect(conflict).toMatchObject({ ok: false, status: 409 })
    const down = await run((scope) =>
      attemptWrite(scope, 'test.write', 'address', () => Promise.reject(new Error('down'))),
    )
    expect(down).toEqual({
      ok: false,
      status: 503,
      message: "We couldn't save your address just now. Nothing was changed; please try again in a moment.",
    })
    expect(await run((scope) => attemptWrite(scope, 'test.write', 'address', () => Promise.resolve()))).toEqual({
      ok: true,
    })
  })
})
