import { describe, expect, it } from 'vitest'
import { demoGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('finding the way on a phone', () => {
  it('signed out: contact us is a visible link at 390 px', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await page.goto('/account/login')
    const contact = page.getByRole('link', { name: 'Contact us' }).filter({ visible: true })
    expect(await contact.count()).toBeGreaterThan(0)
    await contact.first().click()
    await page.waitForURL('**/account/contact-us')
    expect(problems).toEqual([])
    await context.close()
  })

  it('signed in: wellness and contact us are in the menu at 390 px, and sign-out is one press', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, demoGuest('midstay@example.com'))
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect.poll(() => menu.isVisible()).toBe(true)
    for (const name of ['Wellness', 'Contact us', 'My bookings']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
    }
    await expectAccessible(page)
    await menu.getByRole('link', { name: 'Wellness', exact: true }).click()
    await page.waitForURL('**/account/wellness')
    expect(problems).toEqual([])
    await context.close()
  })
})
