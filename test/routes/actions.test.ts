// The named actions on their own (src/actions): the rules they carry answer before anything is written, and a write
// that fails is reported and worded. Run inside a small Hono app so each gets a real request context.
import { Hono, type Context } from 'hono'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/http/app-env.ts'
import { readConfig } from '../../src/integrations/config.ts'
import { assignUpgrade } from '../../src/actions/assign-upgrade.ts'
import { textsFor } from '../../src/i18n/texts.ts'
import { guestChangeRefusal } from '../../src/actions/save-guest-details.ts'
import { attemptWrite } from '../../src/actions/outcome.ts'
import { DynamicsError } from '../../src/integrations/dynamics/client.ts'
import type { Upgrades } from '../../src/loaders/upgrades.ts'
import type { UpgradeView } from '../../src/views/pages/UpgradesPages.tsx'
import type { ActionOutcome } from '../../src/actions/outcome.ts'
import { clearFaults } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

/** Runs `action` with a request context of the portal's kind, and answers its outcome. */
async function run(action: (c: Context<AppEnv>) => Promise<ActionOutcome>) {
  const app = new Hono<AppEnv>()
  app.get('/', async (c) => {
    c.set('config', readConfig(env))
    c.set('requestId', 'test')
    c.set('locale', 'en-GB')
    c.set('texts', textsFor('en-GB'))
    return c.json(await action(c))
  })
  return (await app.request('/', {}, env)).json() as Promise<ActionOutcome>
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
    expect(await run((c) => assignUpgrade(c, upgrades({ lead: false }), rascals, 1, ['g-leo']))).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await run((c) => assignUpgrade(c, upgrades(), rascals, 1, ['g-mia']))).toMatchObject({
      ok: false,
      status: 400,
      message: 'Only the guests listed can have Rascals.',
    })
    expect(await run((c) => assignUpgrade(c, upgrades(), rascals, 1, ['g-leo']))).toMatchObject({
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
    const conflict = await run((c) =>
      attemptWrite(c, 'test.write', 'address', () => Promise.reject(new DynamicsError(412, '0x80060882', 'changed'))),
    )
    expect(conflict).toMatchObject({ ok: false, status: 409 })
    const down = await run((c) => attemptWrite(c, 'test.write', 'address', () => Promise.reject(new Error('down'))))
    expect(down).toEqual({
      ok: false,
      status: 503,
      message: "We couldn't save your address just now. Nothing was changed; please try again in a moment.",
    })
    expect(await run((c) => attemptWrite(c, 'test.write', 'address', () => Promise.resolve()))).toEqual({
      ok: true,
    })
  })
})
