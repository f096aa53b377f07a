// The sandbox's Mindbody Public API answers the portal's own client and schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'
import { MindbodyError, mindbodyClient, type MindbodyConfig } from '../../src/integrations/mindbody/client.ts'
import { wellnessVisits } from '../../src/integrations/mindbody/visits.ts'

let sandbox: RunningSandbox
let config: MindbodyConfig
const grace = '100005'
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  sandbox = await startSandbox({ siteUrl: 'http://portal.test' })
  config = portalVarsFor(sandbox.url) as unknown as MindbodyConfig
})
afterAll(() => sandbox?.stop())

describe('Mindbody schedule', () => {
  it("pages through a client's schedule in a date range", async () => {
    const { visits, total } = await mindbodyClient(config).clientSchedule(grace, day(-4), day(5))
    expect(total).toBe(5)
    expect(visits).toHaveLength(5)
    expect(visits.filter((v) => (v.AppointmentId ?? 0) > 0).map((v) => v.ServiceName)).toEqual([
      'Hot Stone Massage',
      'Signature Facial',
    ])
    expect(visits[0]!.StartDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    const narrow = await mindbodyClient(config).clientSchedule(grace, day(-4), day(-1))
    expect(narrow.visits.map((v) => v.Name)).toEqual(['Pilates'])
  })

  it('reads as the portal’s visits: two appointments, the rest classes, each named', async () => {
    const visits = await wellnessVisits(mindbodyClient(config), grace, day(-4), day(5))
    expect(visits).toHaveLength(5)
    expect(visits.filter((v) => v.appointmentId !== undefined).map((v) => v.name)).toEqual([
      'Hot Stone Massage',
      'Signature Facial',
    ])
    expect(visits.filter((v) => v.appointmentId === undefined).every((v) => v.classId !== undefined)).toBe(true)
    expect(visits.every((v) => v.name)).toBe(true)
  })

  it("answers Mindbody's errors", async () => {
    await expect(mindbodyClient(config).clientSchedule('999999', day(0), day(1))).rejects.toMatchObject({
      status: 400,
      code: 'ClientNotFound',
    })
    const noKey = await fetch(`${config.MINDBODY_URL}/client/clientschedule?request.clientId=${grace}`, {
      headers: { siteid: '-99' },
    })
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ Error: { Code: 'DeniedAccess' } })
    await expect(
      mindbodyClient({ ...config, MINDBODY_STAFF_USERNAME: 'nobody', MINDBODY_STAFF_PASSWORD: 'wrong' }).clientSchedule(
        '100099',
        day(0),
        day(1),
      ),
    ).rejects.toBeInstanceOf(MindbodyError)
  })
})

describe('Mindbody cancellations', () => {
  it('removes a client from a class and cancels an appointment (late)', async () => {
    const client = mindbodyClient(config)
    const before = (await client.clientSchedule(grace, day(-4), day(5))).visits
    const yoga = before.find((v) => v.Name === 'Yoga Flow')!
    const facial = before.find((v) => v.ServiceName === 'Signature Facial')!
    await client.removeClientFromClass(grace, yoga.ClassId!, true)
    await client.cancelAppointment(facial.AppointmentId!, 'cancel')
    const after = (await client.clientSchedule(grace, day(-4), day(5))).visits
    expect(after.map((v) => v.Id)).not.toContain(yoga.Id)
    expect(after.map((v) => v.Id)).not.toContain(facial.Id)
    await expect(client.removeClientFromClass(grace, yoga.ClassId!, false)).rejects.toMatchObject({ status: 400 })
    await expect(client.cancelAppointment(facial.AppointmentId!, 'cancel')).rejects.toMatchObject({ status: 404 })
  })

  it('logs each cancellation once, and books every visit again on request', async () => {
    type Write = { path: string; visit_id: number | null; body: Record<string, unknown> }
    const writes = async () =>
      ((await (await fetch(`${sandbox.url}/__sandbox/mindbody/writes`)).json()) as { writes: Write[] }).writes
    const client = mindbodyClient(config)
    const spin = (await client.clientSchedule(grace, day(-4), day(5))).visits.find((v) => v.Name === 'Spin')!
    await client.removeClientFromClass(grace, spin.ClassId!, false)
    await expect(client.removeClientFromClass(grace, spin.ClassId!, false)).rejects.toMatchObject({ status: 400 })
    const cancelled = (await writes()).filter((w) => w.visit_id === spin.Id)
    expect(cancelled).toEqual([
      expect.objectContaining({
        path: '/class/removeclientfromclass',
        body: expect.objectContaining({ ClientId: grace }),
      }),
    ])
    // Two cancellations at once (one guest, two devices): one wins, the other is told the client is not booked.
    const [a, b] = await Promise.allSettled([
      client.removeClientFromClass(grace, spin.ClassId!, false),
      client.removeClientFromClass(grace, spin.ClassId!, false),
    ])
    expect([a.status, b.status].sort()).toEqual(['rejected', 'rejected'])
    expect((await fetch(`${sandbox.url}/__sandbox/mindbody/rebook`, { method: 'POST' })).status).toBe(200)
    const races = await Promise.allSettled([
      client.removeClientFromClass(grace, spin.ClassId!, false),
      client.removeClientFromClass(grace, spin.ClassId!, false),
      client.removeClientFromClass(grace, spin.ClassId!, false),
    ])
    expect(races.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(
      (await writes()).filter((w) => w.visit_id === spin.Id && w.path !== 'REBOOK'),
      'one cancellation per booking',
    ).toHaveLength(2)
    expect((await fetch(`${sandbox.url}/__sandbox/mindbody/rebook`, { method: 'POST' })).status).toBe(200)
    expect((await writes()).at(-1)).toMatchObject({ path: 'REBOOK', visit_id: null })
    const again = (await client.clientSchedule(grace, day(-4), day(5))).visits.map((v) => v.Id)
    expect(again).toContain(spin.Id)
  })
})
