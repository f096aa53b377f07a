// Buying extras and paying what is owed (issue 40), as a guest does it in Chromium, with and without JavaScript,
// through the sandbox's hosted pay page and back; the new pages checked against WCAG in every language and scheme.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createGuest, expectAccessible, openSession, sandboxUrl, signIn, useBrowser } from './support/browser.ts'
import { expectWcag } from './support/wcag.ts'

const browser = useBrowser()

/** A guest of the test's own, lead booker of a booking arriving in 30 days (with an invoiced transfer, if asked). */
async function guestWithBooking(options: { invoicedPounds?: number } = {}) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      party: [
        { first: 'Nora', last: 'Quinn', age: 38 },
        { first: 'Ezra', last: 'Quinn', age: 39 },
      ],
      ...options,
    }),
  })
  const { leadContactId } = (await response.json()) as { leadContactId: string }
  return createGuest({ firstName: 'Nora', contactId: leadContactId })
}

/** On the sandbox's hosted pay page: press one of its buttons. */
async function onPayPage(page: Page, button: RegExp) {
  await page.waitForURL(/\/__stripe\/pay\/cs_/)
  await page.getByRole('button', { name: button }).click()
}

/** From the book options to the review of `quantity` welcome hampers. */
async function reviewHampers(page: Page, quantity: string) {
  await page.goto('/account/book-options')
  await page.getByRole('link', { name: 'Welcome hamper' }).click()
  await page.waitForURL('**/account/extras/buy/welcome-hamper')
  await page.getByLabel('How many').selectOption(quantity)
  await page.getByRole('button', { name: 'Continue to review' }).click()
  await page.waitForURL('**/account/extras/buy/welcome-hamper/review?*')
}

describe.each([true, false])('buying and paying (JavaScript %s)', (javaScript) => {
  it('buys a hamper start to finish, and sees it paid in their extras', async () => {
    const { page, problems, context } = await openSession(browser(), { javaScript })
    await signIn(page, await guestWithBooking())
    await reviewHampers(page, '2')
    await expect.poll(() => page.getByRole('button', { name: 'Pay £170.00' }).isVisible()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Pay £170.00' }).click()
    await onPayPage(page, /^Pay /)
    await page.waitForURL(/\/account\/extras\/orders\/hamper\.[0-9a-f-]+\?paid=1$/)
    await expect.poll(() => page.getByText('Payment received. Thank you!').isVisible()).toBe(true)
    await expectAccessible(page)
    await page.goto('/account/my-bookings')
    await expect.poll(() => page.getByText('Paid £170.00').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('pays an invoiced transfer with Pay now, and reads it as confirmed', async () => {
    const { page, problems, context } = await openSession(browser(), { javaScript })
    await signIn(page, await guestWithBooking({ invoicedPounds: 60 }))
    await page.goto('/account/my-bookings')
    await expect.poll(() => page.getByText('£60.00 to pay').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Pay now' }).click()
    await onPayPage(page, /^Pay /)
    await page.waitForURL(/\/account\/extras\/orders\/transfer\.[0-9a-f-]+\?paid=1$/)
    await page.goto('/account/my-bookings')
    const transfer = page.locator('.extra').filter({ hasText: 'A transfer for 2 guests has been confirmed.' })
    await expect.poll(() => transfer.locator('.status').textContent()).toBe('Done')
    expect(await transfer.textContent()).toContain('Paid £60.00')
    expect(problems).toEqual([])
    await context.close()
  })

  it('tries again after a declined card, and pays', async () => {
    const { page, problems, context } = await openSession(browser(), { javaScript })
    await signIn(page, await guestWithBooking())
    await reviewHampers(page, '1')
    await page.getByRole('button', { name: 'Pay £85.00' }).click()
    await onPayPage(page, /^Decline$/)
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/declined/i)
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.waitForURL(/\?paid=1$/)
    await expect.poll(() => page.getByText('Paid. Thank you!').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('leaves the payment page, is told nothing was charged, and comes back to pay', async () => {
    const { page, problems, context } = await openSession(browser(), { javaScript })
    await signIn(page, await guestWithBooking())
    await reviewHampers(page, '1')
    await page.getByRole('button', { name: 'Pay £85.00' }).click()
    await onPayPage(page, /^Abandon$/)
    await page.waitForURL(/\/account\/extras\/orders\/hamper\.[0-9a-f-]+\?left=1$/)
    await expect
      .poll(() => page.getByText('You left the payment page. Nothing has been charged').isVisible())
      .toBe(true)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Pay £85.00' }).click()
    await onPayPage(page, /^Pay /)
    await page.waitForURL(/\?paid=1$/)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the way to the payment page', () => {
  it('is open under the portal’s own Content-Security-Policy (form-action holds the pay form’s redirect)', async () => {
    const { page, problems, context } = await openSession(browser(), { csp: true })
    await signIn(page, await guestWithBooking())
    await reviewHampers(page, '1')
    await page.getByRole('button', { name: 'Pay £85.00' }).click()
    await onPayPage(page, /^Pay /)
    await page.waitForURL(/\?paid=1$/)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the payment pages in every language and scheme', () => {
  const languages = ['en-GB', 'de', 'fr', 'es', 'ar'] as const
  it.each(['light', 'dark'] as const)('pass the WCAG checks (%s)', async (colorScheme) => {
    const { page, context } = await openSession(browser(), { colorScheme })
    await signIn(page, await guestWithBooking())
    await page.goto('/account/extras/buy/island-odyssey')
    const day = await page.locator('select[name="day"] option').nth(1).getAttribute('value')
    await reviewHampers(page, '1')
    await page.getByRole('button', { name: 'Pay £85.00' }).click()
    await onPayPage(page, /^Abandon$/)
    await page.waitForURL(/\?left=1$/)
    const order = new URL(page.url()).pathname
    for (const lang of languages) {
      // The language picker's form, as the account menu posts it.
      await page.request.post('/language', { form: { lang }, headers: { origin: new URL(page.url()).origin } })
      await page.goto('/account/extras/buy/island-odyssey')
      expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      await expectWcag(page)
      await page.goto(`/account/extras/buy/island-odyssey/review?day=${day}&guests=none`)
      await expectWcag(page) // the choice in error
      await page.goto('/account/extras/buy/welcome-hamper/review?quantity=2')
      await expectWcag(page)
      await page.goto(order)
      await expectWcag(page)
    }
    await context.close()
  })
})
