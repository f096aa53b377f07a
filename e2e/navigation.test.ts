import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'
import { expectWcag } from './support/wcag.ts'

const browser = useBrowser()

/** Every destination of the navigation, as the footer lists them all (the site map's one list). */
const destinations = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Guest Hub' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent ?? '' })))

describe('finding the way', () => {
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

  it('on a phone: a tab bar with the places a guest goes most, and every section within two taps', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, demoGuest('midstay@example.com'))
    const tabs = page.getByRole('navigation', { name: 'Main' })
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Home', 'Bookings', 'Wellness', 'Help'])
    const bar = (await tabs.boundingBox())!
    expect(bar.y + bar.height).toBeCloseTo(800, 0) // along the bottom
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    await expectWcag(page)
    for (const { href, label } of await destinations(page)) {
      if ((await tabs.locator(`a[href="${href}"]`).count()) === 1) continue // one tap
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect.poll(() => menu.isVisible()).toBe(true)
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true)
      await page.keyboard.press('Escape')
    }
    // A category page belongs to Help.
    await page.goto('/account/faq')
    expect(await tabs.getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe('page')
    await tabs.getByRole('link', { name: 'Wellness' }).click()
    await page.waitForURL('**/account/wellness')
    expect(problems).toEqual([])
    await context.close()
  })

  it('from 800 px: the same places in the top bar with the menu and the account button, every section one click away', async () => {
    for (const width of [820, 1280]) {
      const { page, problems, context } = await openSession(browser())
      await page.setViewportSize({ width, height: 800 })
      await signIn(page, demoGuest('midstay@example.com'))
      const top = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
      expect(await top.getByRole('link').allTextContents()).toEqual(['Home', 'Bookings', 'Wellness', 'Help'])
      const box = (await top.boundingBox())!
      expect(box.y).toBeLessThan(80) // in the top bar
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: /Account menu for/ }).isVisible()).toBe(true)
      // Every section is a link on the page (the top bar, or the footer's full list): one click.
      for (const { href } of await destinations(page))
        expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0)
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
    }
  })
})
