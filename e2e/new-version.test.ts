import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signIn, useBrowser } from './support/browser.ts'
import { tabJourney } from './support/wcag.ts'

const browser = useBrowser()

describe('new-version detection', () => {
  it('offers a reload on signed-in pages when the build id changes, and asks nothing on the sign-in pages', async () => {
    const { page, problems, context } = await openSession(browser())
    let asked = 0
    await page.route('**/_build/manifest.json', async (route) => {
      asked++
      await route.fulfill({ json: { buildId: 'a-newer-build' } })
    })
    await page.goto('/account/login')
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.waitForTimeout(300)
    expect(asked).toBe(0) // the sign-in area ships no script: no polling

    // Home has no island, but signed-in pages load the loader after their load event.
    const loader = page.waitForResponse('**/_build/hydrate-*.js')
    await signIn(page, demoGuest('returning@example.com'))
    await loader
    await page.waitForTimeout(200)
    // The check waits a minute after the page loads before its first question; move the clock on.
    await page.evaluate(() => {
      const realNow = Date.now.bind(Date)
      Date.now = () => realNow() + 61_000
      window.dispatchEvent(new Event('focus'))
    })
    const banner = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(asked).toBe(1)
    // The banner is fixed at the foot of the screen: it must never cover the control in focus (2.4.11).
    await page.setViewportSize({ width: 390, height: 700 })
    expect(await tabJourney(page)).toEqual([])
    await banner.getByRole('button', { name: 'reload' }).click()
    await page.waitForLoadState('load')
    expect(problems).toEqual([])
    await context.close()
  })
})
