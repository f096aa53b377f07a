// Decision 042: every section of a signed-in page arrives in its place, so a browser without JavaScript reads the
// whole page from one request.
import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signInAnywhere, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('every page in document order, without JavaScript', () => {
  const pages = [
    [
      'returning@example.com',
      '/account',
      ['Almost time to pack', 'A transfer for 6 guests has been requested.', 'Yoga'],
    ],
    ['returning@example.com', '/account/my-bookings', ['You are the lead booker', 'Breakfast hamper', 'Yoga']],
    ['returning@example.com', '/account/advance-information', ['Your address', 'Registration']],
    ['returning@example.com', '/account/upgrades', ['Places bought']],
    ['returning@example.com', '/account/book-options', ['Car hire']],
    // Mid stay, home's visits are in Today and Next, not a list of their own (issue 38, item 1).
    ['midstay@example.com', '/account', ['Welcome to the resort']],
    ['midstay@example.com', '/account/wellness', ['Hot Stone Massage']],
  ] as const

  for (const email of new Set(pages.map(([guest]) => guest))) {
    it(`shows ${email} every section of each page, nothing hidden and nothing to follow`, async () => {
      const { page, context } = await openSession(browser(), { javaScript: false })
      await signInAnywhere(page, demoGuest(email))
      for (const [, path, shown] of pages.filter(([guest]) => guest === email)) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        // textContent, not innerText: the words as written, whatever case the styles show them in.
        const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ')
        for (const text of shown) expect(main, path).toContain(text)
        expect(main, path).not.toMatch(/Loading|Show the whole page|could not be shown/)
        expect(await page.locator('template, [hidden]:not(.offline-banner)').count(), path).toBe(0)
        // The footer comes after every section: nothing arrives below it.
        const footerTop = await page
          .locator('footer')
          .first()
          .evaluate((f) => f.getBoundingClientRect().top)
        const mainBottom = await page.locator('main').evaluate((m) => m.getBoundingClientRect().bottom)
        expect(footerTop, path).toBeGreaterThanOrEqual(mainBottom)
      }
      await context.close()
    })
  }
})
