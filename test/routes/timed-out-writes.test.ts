// A write the upstream never answers within the portal's 8 s may still land after it stops waiting
// (found by the soak, decision 035): the guest is told it may or may not have been saved, never that
// nothing changed. Both saves run together, so the file waits out the timeout once.
import { afterAll, describe, expect, it } from 'vitest'
import { api, demo, fault, post, sandbox, signIn, pageText as text, type CookieJar } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

// The saves change the demo data: put it back for the files that follow.
afterAll(() => sandbox('/__sandbox/reset', { method: 'POST' }))

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function visitId(name: string, jar: CookieJar): Promise<number> {
  const schedule = await api(
    '/api/user/mindbody/handler',
    { endpoint: 'clientschedule', startDate: day(-3), endDate: day(4) },
    jar,
  )
  const { Visits } = (await schedule.json()) as { Visits: { Id: number; Name: string | null }[] }
  return Visits.find((v) => v.Name === name)!.Id
}

describe('a write that is never answered in time', () => {
  it('is told as perhaps saved, keeping what was typed, because it can still land', async () => {
    expectConsoleErrors(/"where":"(advance\.address|wellness\.cancel)"/)
    const grace = await signIn(demo.grace)
    const spin = await visitId('Spin', grace)
    await fault({ path: '/dynamics/api/data/v9.2/accounts', method: 'PATCH', delayMs: 9000, times: 1 })
    await fault({ path: '/mindbody/public/v6/class/removeclientfromclass', method: 'POST', delayMs: 9000, times: 1 })
    const line1 = `${crypto.randomUUID().slice(0, 8)} Quay Street`
    const [address, cancel] = await Promise.all([
      post(
        '/account/advance-information/address',
        { country: 'GB', line1, city: 'Bristol', stateOrProvince: 'Avon', postalCode: 'BS1 4DJ' },
        grace,
      ),
      post(`/account/wellness/${spin}/cancel`, {}, grace),
    ])
    expect(address.status).toBe(503)
    const form = await text(address)
    expect(form).toContain("We didn't hear back in time, so your address may or may not have been saved.")
    expect(form).toContain(`value="${line1}"`)
    expect(cancel.status).toBe(503)
    expect(await text(cancel)).toContain('so Spin may or may not be cancelled. Please check your visits')
    // Why: both land once the upstream gets round to them.
    await new Promise((r) => setTimeout(r, 1500))
    const { writes } = await sandbox<{ writes: { body: Record<string, unknown> }[] }>('/__sandbox/dynamics/writes')
    expect(writes.filter((w) => w.body.address1_line1 === line1)).toHaveLength(1)
    const visits = await sandbox<{ writes: { visit_id: number }[] }>('/__sandbox/mindbody/writes')
    expect(visits.writes.filter((w) => w.visit_id === spin)).toHaveLength(1)
  }, 30_000)
})
