import { afterAll, describe, expect, it } from 'vitest'
import {
  demoGuest,
  expectAccessible,
  openSession,
  sandboxUrl,
  signIn,
  signInAnywhere,
  useBrowser,
  followFallback,
} from './support/browser.ts'

const browser = useBrowser()
const olivia = demoGuest('returning@example.com')
// Assigning writes to the demo booking: put it back for the files that follow.
afterAll(() => fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' }))

describe('extras', () => {
  // Each demo guest sees their booking's extras with the right label and sentence (docs/extras.md).
  const expected = [
    [
      'returning@example.com',
      ['Pending', 'A transfer for 6 guests has been requested.'],
      ['Invoiced', 'Your Breakfast hamper has been invoiced.'],
    ],
    [
      'several@example.com',
      ['Done', 'A transfer for 2 guests has been confirmed.'],
      ['Pending', 'Your powerboat course enquiry for 2 people is being processed.'],
    ],
    [
      'midstay@example.com',
      ['Done', 'Watersports upgrade enquiry has been confirmed!'],
      ['Invoiced', 'Your Petit Bakery delivery to Villa Pinia has been invoiced.'],
    ],
    [
      'poststay@example.com',
      ['Pending', 'We have your request and will let you know how it is going.'],
      ['Invoiced', 'Crèche upgrade enquiry has been invoiced.'],
    ],
  ] as const

  it.each(expected)('%s sees every extra with its label', async (email, ...lines) => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest(email))
    if (page.url().endsWith('/select-booking')) {
      await page.getByRole('button', { name: /^Choose .*villa 2101/ }).click() // the summer booking
      await page.waitForURL('**/account')
    }
    await page.goto('/account/my-bookings')
    for (const [label, message] of lines) {
      const extra = page.locator('.extra').filter({ hasText: message })
      expect(await extra.locator('.status').textContent(), message).toBe(label)
    }
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('upgrades', () => {
  it('assigns an upgrade in the modal by keyboard, and the request shows as Pending', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    await page.goto('/account/upgrades')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Assign Full Watersports Upgrade' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Assign Full Watersports Upgrade' })
    expect(await dialog.getByText('Week 1: 2 places left').isVisible()).toBe(true)
    await expectAccessible(page)
    // Tab to Sophie's box in week 1, tick it with the space bar, and send.
    const sophie = dialog.getByRole('group', { name: /Week 1/ }).getByLabel('Sophie Bennett')
    for (let i = 0; i < 20 && !(await sophie.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    expect(await sophie.isChecked()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/account/upgrades?requested=waterSports')
    await page.getByText('Your Full Watersports Upgrade request has been sent.').waitFor()
    await page.goto('/account/my-bookings')
    // The extras stream in after the page's shell: wait for them as a guest would.
    await page.getByText('Your watersports upgrade enquiry is being processed.').waitFor({ timeout: 15_000 })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('book options', () => {
  it('opens the panel from the home page and lists where each extra is booked', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    await page.getByRole('button', { name: 'Book extras' }).click()
    const dialog = page.getByRole('dialog', { name: 'Book extras' })
    // What the portal sells comes first (issue 40); the main website keeps what it does not sell.
    expect(await dialog.getByRole('link', { name: 'Private airport transfer' }).getAttribute('href')).toBe(
      '/account/extras/buy/private-transfer',
    )
    expect(await dialog.getByRole('link', { name: /Car hire/ }).getAttribute('href')).toBe(
      'https://www.example-resort.com/extras/car-hire',
    )
    expect(await dialog.getByRole('link', { name: 'Club places and watersports' }).getAttribute('href')).toBe(
      '/account/upgrades',
    )
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it('is a page without JavaScript', async () => {
    const { page, context } = await openSession(browser(), { javaScript: false })
    await signIn(page, olivia)
    // Every section is in place without script (decision 042): the extras are on home.
    expect(await page.locator('#extras .extra').count()).toBeGreaterThan(0)
    await followFallback(page, 'Book extras')
    await page.waitForURL(/\/account\/book-options$/)
    expect(await page.getByRole('link', { name: /Car hire/ }).isVisible()).toBe(true)
    await context.close()
  })
})
