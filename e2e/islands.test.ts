import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signIn, useBrowser } from './support/browser.ts'

const browser = useBrowser()

describe('island chunks', () => {
  it('reloads once when an island chunk fails to load, and not again within 10 s', async () => {
    const { page, context } = await openSession(browser())
    await signIn(page, demoGuest('returning@example.com'))
    let loads = 0
    page.on('load', () => loads++)
    await page.route('**/_build/WhatsOnHighlights-*.js', (route) => route.abort())
    await page.goto('/account/whats-on')
    await page.waitForTimeout(2500)
    // The page we opened, plus exactly one reload from the chunk guard.
    expect(loads).toBe(2)
    await context.close()
  })

  it('reloads once when the loader itself fails to load (the starter guards it)', async () => {
    const { page, context } = await openSession(browser())
    await signIn(page, demoGuest('returning@example.com'))
    let loads = 0
    page.on('load', () => loads++)
    await page.route('**/_build/hydrate-*.js', (route) => route.abort())
    await page.goto('/account/my-bookings')
    await page.waitForTimeout(2500)
    expect(loads).toBe(2)
    await context.close()
  })

  it('keeps the guest where they are when their focus is what starts the island', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, demoGuest('returning@example.com'))
    // The island's bundle is slow: the guest reaches a card's link before it hydrates.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_build/WhatsOnHighlights-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/account/whats-on')
    const card = page.getByRole('link', { name: 'More about Sailing regatta' })
    await card.focus()
    release()
    const opener = page.getByRole('button', { name: 'More about Sailing regatta' })
    await opener.waitFor() // hydrated: the same element, now a button
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('runs under the real CSP: the inline stylesheet and the starter are allowed, the island hydrates', async () => {
    const { page, problems, context } = await openSession(browser(), { csp: true })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text())
    })
    await page.goto('/account/login')
    expect(await page.locator('style').count()).toBe(1) // a first visit: inline
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui')
    await signIn(page, demoGuest('returning@example.com'))
    await page.goto('/account/whats-on')
    await page.getByRole('button', { name: 'More about Beach barbecue' }).waitFor()
    expect(violations.filter((v) => !v.includes('prismic/images'))).toEqual([])
    expect(problems.filter((p) => !p.includes('prismic/images'))).toEqual([])
    await context.close()
  })
})
