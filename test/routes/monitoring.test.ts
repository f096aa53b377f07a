import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, createGuest, fault, sandbox, signIn, visit } from './support.ts'

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
    const guest = await createGuest({ firstName: 'Monty' })
    const jar = await signIn(guest)
    await fault({ path: '/rest/v1/profiles', status: 500, body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: `boom Bearer ${'x'.repeat(20)} password=${guest.password}` }) })
    const response = await visit('/account', { jar })
    expect(response.status).toBe(500)
    const requestId = /reference ([0-9a-f-]{36})/.exec(await response.text())?.[1]
    expect(requestId).toBeDefined()
    const [event] = await eventsFor(requestId!)
    expect(event).toMatchObject({ level: 'error', where: 'request', route: 'account', path: '/account', userId: guest.id, receivedWithAuthorization: true })
    const sent = JSON.stringify(event)
    expect(sent).not.toContain(guest.password)
    expect(sent).not.toMatch(/eyJ[\w-]+\./)
    expect(sent).not.toContain('x'.repeat(20))
    for (const value of jar.cookies.values()) expect(sent).not.toContain(value.slice(0, 40))
  })
})
