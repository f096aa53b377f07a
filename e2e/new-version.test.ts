import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signIn, useBrowser } from './support/browser.ts'
import { tabJourney } from './support/wcag.ts'

const browser = useBrowser()

describe('new-version detection', () => {
  it('offers a reload when the build id changes, and only on pages with islands', async () => {
    const { page, problems, context } = await openSession(browser())
    let asked = 0
    await page.route('**/_build/manifest.json', async (route) => {
      asked++
      await route.fulfill({ json: { buildId: 'a-newer-build' } })
    })
    await page.goto('/account/login')
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.waitForTimeout(300)
    expect(asked).toBe(0) // no islands, no script, no polling

    await signIn(page, demoGuest('returning@example.com'))
    await page.goto('/account')
    await page.waitForLoadState('load')
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.waitForTimeout(300)
    expect(asked).toBe(0) // home's menus and modals need no script: no polling there either

    await page.goto('/account/whats-on') // the highlights carousel is an island
    await page.getByRole('button', { name: 'More about Beach barbecue' }).waitFor() // the loader ran and hydrated it
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
