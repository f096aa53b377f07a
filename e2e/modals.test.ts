import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, signInAnywhere, useBrowser } from './support/browser.ts'

const browser = useBrowser()

/**
 * Every modal of SPEC §2 but the what's on highlight (an island, tested in content.test.ts), on pages that show it
 * without streaming.
 */
const modals = [
  {
    guest: 'returning@example.com',
    path: '/account',
    opener: /^Account menu for Olivia$/,
    dialog: 'Your account',
    fallback: '/account/account-settings',
  },
  {
    guest: 'returning@example.com',
    path: '/account/my-bookings',
    opener: /^Book extras$/,
    dialog: 'Book extras',
    fallback: '/account/book-options',
  },
  {
    guest: 'returning@example.com',
    path: '/account/advance-information',
    opener: /^Add your flights$/,
    dialog: 'Your flights',
    fallback: '/account/advance-information/flight',
  },
  {
    guest: 'returning@example.com',
    path: '/account/upgrades',
    opener: /^Assign Full Watersports Upgrade$/,
    dialog: 'Assign Full Watersports Upgrade',
    fallback: '/account/upgrades/waterSports',
  },
  {
    guest: 'midstay@example.com',
    path: '/account',
    opener: /^Edit details for Daniel Lee$/,
    dialog: 'Details for Daniel Lee',
    fallback: '/account/guests/',
  },
  {
    guest: 'midstay@example.com',
    path: '/account/wellness',
    opener: /^Cancel Yoga Flow on /,
    dialog: 'Cancel this visit?',
    fallback: '/account/wellness/',
  },
] as const

/** Opens the modal from the keyboard, checks focus went in, closes it with Escape and checks focus came back. */
async function openAndClose(page: Page, opener: RegExp, name: string, javaScript: boolean) {
  const trigger = page.getByRole('button', { name: opener })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name, exact: true })
  await expect.poll(() => dialog.isVisible(), { message: name }).toBe(true)
  // Focus is inside a modal dialog (the rest of the page inert). Locators, not page.evaluate:
  // with JavaScript off the page runs no script.
  expect(await page.locator('dialog:modal :focus').count(), name).toBe(1)
  if (javaScript) await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog.isVisible(), { message: name }).toBe(false)
  expect(await page.locator('button:focus').filter({ hasText: opener }).count(), name).toBe(1)
}

describe('modals without script', () => {
  for (const javaScript of [true, false]) {
    it(`open by keyboard, close with Escape and give focus back (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      for (const guest of ['returning@example.com', 'midstay@example.com']) {
        const { page, problems, context } = await openSession(browser(), { javaScript })
        await signInAnywhere(page, demoGuest(guest))
        for (const modal of modals.filter((m) => m.guest === guest)) {
          await page.goto(modal.path)
          await openAndClose(page, modal.opener, modal.dialog, javaScript)
        }
        expect(problems).toEqual([])
        await context.close()
      }
    })
  }

  it('leads browsers that cannot open a dialog to each modal’s page instead', async () => {
    for (const guest of ['returning@example.com', 'midstay@example.com']) {
      const { page, problems, context } = await openSession(browser())
      await signInAnywhere(page, demoGuest(guest))
      for (const modal of modals.filter((m) => m.guest === guest)) {
        await page.goto(modal.path)
        await page.waitForLoadState('load')
        // What the stylesheet does where `@supports selector(:popover-open)` fails.
        await page.addStyleTag({
          content:
            '.modal-trigger > .modal-trigger__fallback { display: inline-block !important } .modal-trigger > .modal-trigger__opener { display: none !important }',
        })
        expect(await page.getByRole('button', { name: modal.opener }).count()).toBe(0)
        await page.getByRole('link', { name: modal.opener }).click()
        await page
          .waitForURL((url) => url.pathname.startsWith(modal.fallback), { timeout: 5000 })
          .catch(() => {
            throw new Error(`${modal.dialog}: the link led to ${page.url()}, not ${modal.fallback}`)
          })
        expect((await page.getByRole('heading', { level: 1 }).textContent())?.length).toBeGreaterThan(0)
        await expectAccessible(page)
      }
      expect(problems).toEqual([])
      await context.close()
    }
  })
})
