import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, openSession, signInAnywhere, useBrowser } from './support/browser.ts'
import { tabJourney } from './support/wcag.ts'

const browser = useBrowser()

/** Each page by Tab alone, then each named modal opened from the keyboard and walked inside. */
async function walk(page: Page, pages: readonly { path: string; modals?: readonly RegExp[]; phone?: boolean }[]) {
  for (const { path, modals = [], phone = false } of pages) {
    await page.setViewportSize(phone ? { width: 390, height: 800 } : { width: 1280, height: 720 })
    await page.goto(path)
    await page.waitForLoadState('load')
    // Islands hydrate once seen: let them settle so the controls counted are the ones Tab meets.
    if ((await page.locator('[data-island]').count()) > 0) await page.waitForLoadState('networkidle')
    expect.soft(await tabJourney(page), path).toEqual([])
    for (const opener of modals) {
      const button = page.getByRole('button', { name: opener }).first()
      await button.focus()
      await page.keyboard.press('Enter')
      await page.locator('dialog:modal').waitFor()
      expect.soft(await tabJourney(page, 'dialog:modal'), `${path} ${String(opener)}`).toEqual([])
      await page.keyboard.press('Escape')
      await page
        .locator('dialog:modal')
        .waitFor({ state: 'detached' })
        .catch(() => undefined)
      expect.soft(await page.locator('dialog:modal').count(), `${String(opener)} closes with Escape`).toBe(0)
      expect
        .soft(await button.evaluate((el) => el === document.activeElement), `focus back on ${String(opener)}`)
        .toBe(true)
    }
  }
}

// Every page with a form, menu or modal, by keyboard in Chromium (2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11).
describe('keyboard journeys', () => {
  it('signed out: the sign-in and password forms', async () => {
    const { page, problems, context } = await openSession(browser())
    await walk(page, [
      { path: '/account/login' },
      { path: '/account/login/email' },
      { path: '/account/forgot-password' },
      { path: '/accessibility' },
    ])
    expect(problems).toEqual([])
    await context.close()
  })

  it('signed in: menus, modals and forms across the guest hub', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('returning@example.com'))
    await walk(page, [
      { path: '/account', modals: [/^Account menu for /, /^Edit details for /] },
      // The mobile navigation's button shows on small screens only.
      { path: '/account', modals: [/^Menu$/], phone: true },
      { path: '/account/account-settings' },
      { path: '/account/advance-information', modals: [/^Add your flights$/] },
      { path: '/account/advance-information/address' },
      { path: '/account/advance-information/villa' },
      { path: '/account/advance-information/flight' },
      { path: '/account/advance-information/registration' },
      { path: '/account/select-booking' },
      { path: '/account/book-options' },
      { path: '/account/my-bookings', modals: [/^Book extras$/] },
      { path: '/account/upgrades', modals: [/^Assign Full Watersports Upgrade$/] },
      { path: '/account/upgrades/waterSports' },
      { path: '/account/faq' },
      { path: '/account/whats-on' },
      { path: '/account/contact-us' },
      { path: '/account/goodbye' },
    ])
    expect(problems).toEqual([])
    await context.close()
  })

  it('mid stay: the wellness schedule, a visit’s cancellation and a guest’s details', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    await walk(page, [{ path: '/account/wellness', modals: [/^Cancel /] }])
    // The pages behind the modals' fallbacks: a guest's details and a visit's cancellation.
    const fallbacks = await page
      .locator('a.modal-trigger__fallback')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    await page.goto('/account')
    const guestPages = await page
      .locator('a.modal-trigger__fallback[href^="/account/guests/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    const pages = [fallbacks.find((href) => href.includes('/cancel')), guestPages[0]]
    expect(pages).not.toContain(undefined)
    await walk(
      page,
      pages.map((path) => ({ path: path! })),
    )
    expect(problems).toEqual([])
    await context.close()
  })
})
