import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('island chunks', () => {
  it('reloads once when an island chunk fails to load, and not again within 10 s', async () => {
    const { page, context } = await openSession(browser())
    await signIn(page, demoGuest('returning@example.com'))
    let loads = 0
    page.on('load', () => loads++)
    await page.route('**/_build/WhatsOnHighlights-*.js', (route) => route.abort())
    await page.goto('/account/whats-on')
    await page.waitForTimeout(2500)
    // The page we opened, plus exactly one reload from the chunk guard.
    expect(loads).toBe(2)
    await context.close()
  })
})
