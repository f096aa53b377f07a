// Home as a dashboard (issue 28): the stay first, then one "next up" card that changes with the stay (SPEC §4's five
// modes), the WCAG checks in each.
import { describe, expect, it } from 'vitest'
import { chooseBooking, demoGuest, openSession, signInAnywhere, useBrowser } from './support/browser.ts'
import { expectWcag } from './support/wcag.ts'

const browser = useBrowser()

/** The card's heading and its first link, if any. */
async function nextUpCard(page: import('playwright-core').Page) {
  const card = page.locator('section.next-up')
  return {
    heading: (await card.locator('h2').textContent())?.trim(),
    link: await card.locator('a').first().getAttribute('href'),
    text: (await card.innerText()).replace(/\s+/g, ' '),
  }
}

describe('home’s next-up card in every mode', () => {
  it('before the stay: the next advance-information step, right after the stay', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signInAnywhere(page, demoGuest('returning@example.com'))
    expect(await page.locator('section.hero').getAttribute('class')).toBe('hero hero--three-weeks')
    const card = await nextUpCard(page)
    expect(card.heading).toBe('Next up')
    expect(card.link).toMatch(/^\/account\/advance-information[/#]/)
    // The hero comes first, the card right after it.
    const order = await page.locator('.dashboard > section').evaluateAll((s) => s.map((e) => e.className))
    expect(order.slice(0, 2)).toEqual(['hero hero--three-weeks', 'card next-up stack'])
    await expectWcag(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a choice of bookings: each booking its own mode and card', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signInAnywhere(page, demoGuest('several@example.com'))
    for (const choice of [0, 1]) {
      await chooseBooking(page, choice)
      const mode = await page.locator('section.hero').getAttribute('class')
      expect(mode).toMatch(/hero--(two-months|after-booking)/)
      // Harry's own parts are done or someone else's: a reminder, or nothing left at all.
      expect((await nextUpCard(page)).heading).toMatch(/^(Next up|You're all set)$/)
      await expectWcag(page)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('during the stay: today in the itinerary, the whole stay one tap away', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    const card = await nextUpCard(page)
    expect(card.heading).toMatch(/^(Today|Your way home)$/)
    // What is next is on the card: a line of today, or "Next:" when it is on a later day (issue 38: once).
    expect(card.text).toMatch(/Next:|\d\d:\d\d/)
    await page.locator('section.next-up').getByRole('link', { name: 'Your stay, day by day' }).click()
    await page.waitForURL('**/account/itinerary')
    await page.goBack()
    await expectWcag(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('after the stay: a welcome back, and the way to the next holiday', async () => {
    const { page, problems, context } = await openSession(browser(), { javaScript: false })
    await signInAnywhere(page, demoGuest('poststay@example.com'))
    const card = await nextUpCard(page)
    expect(card.heading).toBe('Come back soon')
    expect(card.link).toBe('https://www.example-resort.com')
    await expectWcag(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
