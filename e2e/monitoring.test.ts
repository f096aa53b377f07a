import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, sandboxUrl, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

async function browserEvents(session: (e: Record<string, unknown>) => boolean): Promise<Record<string, unknown>[]> {
  const { events } = (await (await fetch(`${sandboxUrl()}/__sandbox/monitoring`)).json()) as {
    events: Record<string, unknown>[]
  }
  return events.filter((e) => e.source === 'browser' && session(e))
}

describe('browser monitoring', () => {
  it('loads after the page is interactive, and records init, actions and errors with the user', async () => {
    const { page, context } = await openSession(browser())
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await signIn(page, demoGuest('returning@example.com'))
    // Monitoring comes with the loader, on pages with an island (decision 018): the highlights.
    await page.goto('/account/whats-on')
    const html = await (await page.request.get('/account/whats-on')).text()
    expect(html).toContain('name="gp-monitoring"')
    expect(html).not.toMatch(/monitoring-client/)
    await expect.poll(() => scripts.some((s) => /\/_build\/chunk-|monitoring/.test(s))).toBe(true)

    const sessionId = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('gp-monitoring-session') ?? '{}').id as string | undefined)
    await expect.poll(sessionId).toBeTruthy()
    const id = await sessionId()
    const mine = (e: Record<string, unknown>) => e.session === id

    await expect
      .poll(async () => (await browserEvents(mine)).find((e) => e.type === 'init'))
      .toMatchObject({ site: 'EU', sessionSampleRate: 100, replaySampleRate: 20, version: '0.1.0' })
    await page.getByRole('button', { name: /Account menu for Olivia/ }).click()
    await expect
      .poll(async () => (await browserEvents(mine)).find((e) => e.type === 'action'))
      .toMatchObject({ action: 'click', name: 'Account menu for Olivia' })
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Something broke in the page password=hunter2')
      }),
    )
    await expect.poll(async () => (await browserEvents(mine)).find((e) => e.type === 'error')).toBeTruthy()
    const events = await browserEvents(mine)
    const failure = events.find((e) => e.type === 'error')!
    expect(failure.message).toContain('Something broke in the page')
    expect(JSON.stringify(failure)).not.toContain('hunter2')
    expect(events.every((e) => typeof e.userId === 'string')).toBe(true)
    await context.close()
  })
})
