import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createGuest, expectAccessible, latestLink, openSession, useBrowser } from './support/browser.ts'

const browser = useBrowser()

async function choosePassword(page: Page, password: string, button: string) {
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: button }).click()
}

describe('password journeys', () => {
  it('resets a forgotten password through the emailed link', async () => {
    const guest = await createGuest()
    const { page, problems, context } = await openSession(browser())
    await page.goto('/account/login/email')
    await page.getByRole('link', { name: 'Forgotten your password?' }).click()
    await page.waitForURL('**/account/forgot-password')
    await expectAccessible(page)
    await page.getByLabel('Email address').fill(guest.email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await page.waitForURL('**/account/forgot-password?sent=1&purpose=reset')
    await page.goto(await latestLink(guest.email, '/auth/v1/verify'))
    await page.waitForURL('**/account/reset-password')
    await expectAccessible(page)
    await choosePassword(page, 'weak', 'Save my new password')
    // The click returns before the form's answer has loaded: read the page the answer brings, not the one before it.
    await expect.poll(() => page.textContent('body')).toContain('at least 8 characters')
    await choosePassword(page, 'Fresh-Start-2026', 'Save my new password')
    await page.waitForURL('**/account')
    expect(problems).toEqual([])
    await context.close()
  })

  it('sets up a first-time guest: password, then things to know', async () => {
    const guest = await createGuest({ password: null, firstName: 'Noah' })
    const { page, problems, context } = await openSession(browser())
    await page.goto('/account/login')
    await page.getByRole('link', { name: 'Set up your password' }).click()
    await page.getByLabel('Email address').fill(guest.email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await page.waitForURL('**/account/forgot-password?sent=1&purpose=setup')
    await page.goto(await latestLink(guest.email, '/auth/v1/verify'))
    await page.waitForURL('**/account/update-password')
    await choosePassword(page, 'First-Stay-2026', 'Save and continue')
    await page.waitForURL('**/account/update-password/things-to-know')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Continue to your Guest Hub' }).click()
    await page.waitForURL('**/account')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello Noah')
    expect(problems).toEqual([])
    await context.close()
  })
})
