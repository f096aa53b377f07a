import { describe, expect, it } from 'vitest'
import { createGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('help and FAQs', () => {
  it('goes from the landing page to the first topic and navigates between topics', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, await createGuest())
    await page.goto('/account/faq')
    await page.waitForURL('**/account/faq/arriving')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Arriving and leaving')
    await expectAccessible(page)
    await page
      .getByRole('navigation', { name: 'Help topics' })
      .getByRole('link', { name: 'Children and clubs' })
      .click()
    await page.waitForURL('**/account/faq/children')
    await page.getByText('Which club is right for my child?').click()
    expect(await page.getByText('Crèche is for children under 4').isVisible()).toBe(true)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('contact us', () => {
  it('is reachable from the header before signing in, and accessible', async () => {
    const { page, problems, context } = await openSession(browser())
    await page.goto('/account/login')
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click()
    await page.waitForURL('**/account/contact-us')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact us')
    expect(await page.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('content pages', () => {
  it('shows a public page by uid, accessibly', async () => {
    const { page, problems, context } = await openSession(browser())
    const response = await page.goto('/about-us')
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About the resort')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
