import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, createGuest, fault, sandbox, signIn, visit, type CookieJar } from './support.ts'
import packageJson from '../../package.json'
import manifest from '../../public/_build/manifest.json'
import { expectConsoleErrors } from '../support/console-errors.ts'

afterEach(clearFaults)

async function eventsFor(requestId: string): Promise<Record<string, unknown>[]> {
  for (let i = 0; i < 40; i++) {
    const { events } = await sandbox<{ events: Record<string, unknown>[] }>('/__sandbox/monitoring')
    const mine = events.filter((e) => e.requestId === requestId)
    if (mine.length) return mine
    await new Promise((r) => setTimeout(r, 50))
  }
  return []
}

describe('monitoring', () => {
  it('sends a server error to the intake with context and without secrets', async () => {
    expectConsoleErrors(/"where":"request"/)
    const guest = await createGuest({ firstName: 'Monty' })
    const jar = await signIn(guest)
    await fault({
      path: '/rest/v1/profiles',
      status: 500,
      body: JSON.stringify({
        code: 'XX000',
        details: null,
        hint: null,
        message: `boom Bearer ${'x'.repeat(20)} password=${guest.password}`,
      }),
    })
    const response = await visit('/account/my-bookings', { jar })
    expect(response.status).toBe(503)
    const requestId = /reference ([0-9a-f-]{36})/.exec(await response.text())?.[1]
    expect(requestId).toBeDefined()
    const [event] = await eventsFor(requestId!)
    expect(event).toMatchObject({
      level: 'error',
      where: 'request',
      route: 'account-my-bookings',
      path: '/account/my-bookings',
      userId: guest.id,
      receivedWithAuthorization: true,
      locale: 'en-GB',
    })
    // Which release produced it: the package version and the build id of the browser files.
    expect(event).toMatchObject({
      version: packageJson.version,
      build: manifest.buildId,
      deployment: expect.stringMatching(/\S/),
    })
    const sent = JSON.stringify(event)
    expect(sent).not.toContain(guest.password)
    expect(sent).not.toMatch(/eyJ[\w-]+\./)
    expect(sent).not.toContain('x'.repeat(20))
    for (const value of jar.cookies.values()) expect(sent).not.toContain(value.slice(0, 40))
  })
})

describe('POST /api/monitoring/events', () => {
  const event = {
    type: 'action',
    action: 'click',
    name: 'Sign out',
    session: 's-1',
    path: '/account',
    version: '0.1.0',
    at: new Date().toISOString(),
  }
  const send = (body: unknown, jar?: CookieJar) =>
    visit('/api/monitoring/events', {
      method: 'POST',
      jar,
      headers: { 'content-type': 'application/json', origin: 'https://portal.test' },
      body: JSON.stringify(body),
    })

  it('forwards a browser event with the signed-in user', async () => {
    const guest = await createGuest()
    const jar = await signIn(guest)
    const session = `s-${crypto.randomUUID()}`
    expect((await send({ ...event, session, version: '0.0.1-old-tab', lang: 'ar' }, jar)).status).toBe(202)
    let found: Record<string, unknown> | undefined
    for (let i = 0; i < 40 && !found; i++) {
      found = (await sandbox<{ events: Record<string, unknown>[] }>('/__sandbox/monitoring')).events.find(
        (e) => e.session === session,
      )
      if (!found) await new Promise((r) => setTimeout(r, 50))
    }
    expect(found).toMatchObject({ source: 'browser', type: 'action', name: 'Sign out', userId: guest.id, lang: 'ar' })
    // The server's release, with the page's own claim kept apart.
    expect(found).toMatchObject({
      version: packageJson.version,
      build: manifest.buildId,
      deployment: expect.stringMatching(/\S/),
      pageVersion: '0.0.1-old-tab',
    })
  })

  it('refuses anything else with a 400', async () => {
    expect((await send({ type: 'shell', session: 'x' })).status).toBe(400)
    expect((await send({ ...event, message: 'x'.repeat(501) })).status).toBe(400)
    expect((await send('not an object')).status).toBe(400)
  })
})
