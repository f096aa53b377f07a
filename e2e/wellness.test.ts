import { describe, expect, it } from 'vitest'
import {
  demoGuest,
  expectAccessible,
  openSession,
  signInAnywhere,
  useBrowser,
  followFallback,
  expectConfirmationInView,
} from './support/browser.ts'

const browser = useBrowser()

describe('wellness', () => {
  it('shows the schedule and cancels a class in the modal by keyboard', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    // Mid stay, home's Today card holds today's visits (issue 38, item 1); the schedule is the Wellness tab.
    await page.getByRole('link', { name: 'Wellness' }).first().click()
    await page.waitForURL('**/account/wellness')
    const schedule = page.locator('main')
    expect(await schedule.textContent()).toContain('Earlier in your stay')
    await expectAccessible(page)
    const trigger = page.getByRole('button', { name: /^Cancel Yoga Flow on / })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain('late cancellation')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await trigger.press('Enter')
    await dialog.getByRole('button', { name: 'Cancel late: Yoga Flow' }).press('Enter')
    // Back on the schedule it was cancelled from, its tab lit, the confirmation on screen and read out (issue 38).
    await page.waitForURL('**/account/wellness?cancelled=wellness#notice')
    await expectConfirmationInView(page, 'Your wellness visit has been cancelled.')
    expect(await page.getByRole('link', { name: 'Wellness' }).first().getAttribute('aria-current')).toBe('page')
    expect(await schedule.textContent()).toContain('Hot Stone Massage') // the schedule, so Yoga Flow's absence means something
    expect(await schedule.textContent()).not.toContain('Yoga Flow')
    expect(problems).toEqual([])
    await context.close()
  })

  it('cancels without JavaScript through the confirmation page', async () => {
    const { page, context } = await openSession(browser(), { javaScript: false })
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    // Every section is in place without script (decision 042); the schedule is one tap from home.
    await page.getByRole('link', { name: 'Wellness' }).first().click()
    await page.waitForURL('**/account/wellness')
    await followFallback(page, /^Cancel Spin on /)
    await page.waitForURL('**/account/wellness/*/cancel?from=wellness')
    await page.getByRole('button', { name: 'Cancel Spin' }).click()
    await page.waitForURL('**/account/wellness?cancelled=wellness#notice')
    await expectConfirmationInView(page, 'Your wellness visit has been cancelled.')
    expect(await page.textContent('main')).toContain('Hot Stone Massage') // the schedule, so Spin's absence means something
    expect(await page.textContent('main')).not.toContain('Spin')
    await context.close()
  })
})
