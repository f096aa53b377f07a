import { describe, expect, it } from 'vitest'
import { createGuest, openSession, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('island chunks', () => {
  it('reloads once when an island chunk fails to load, and not again within 10 s', async () => {
    const guest = await createGuest()
    const { page, context } = await openSession(browser())
    await signIn(page, guest)
    let loads = 0
    page.on('load', () => loads++)
    await page.route('**/_build/AccountMenu-*.js', (route) => route.abort())
    await page.reload()
    await page.waitForTimeout(2500)
    // The reload we asked for, plus exactly one from the chunk guard.
    expect(loads).toBe(2)
    await context.close()
  })
})
