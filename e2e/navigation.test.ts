import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'
import { expectWcag } from './support/wcag.ts'
import { routeModules } from '../src/routes/index.ts'
import { siteLinksIn, siteMap } from '../src/domain/site-map.ts'
import { textsFor } from '../src/i18n/texts.ts'

const browser = useBrowser()

/**
 * Every destination of the navigation, from the site map the worker builds (the routes' own `nav` declarations), with
 * its English label.
 */
const english = textsFor('en-GB')
const destinations = siteLinksIn(siteMap(routeModules.flatMap((module) => module.pages)), (label) =>
  english[label](),
).navigation

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })

describe('finding the way', () => {
  it('signed out: contact us is a visible link at every width, with and without JavaScript', async () => {
    for (const javaScript of [true, false])
      for (const width of [320, 390, 800, 1280]) {
        const { page, problems, context } = await openSession(browser(), { javaScript })
        await page.setViewportSize({ width, height: 800 })
        for (const path of ['/account/login', '/accessibility']) {
          await page.goto(path)
          const contact = page.getByRole('link', { name: 'Contact us' }).filter({ visible: true })
          expect(await contact.count(), `${path} at ${width} px`).toBeGreaterThan(0)
        }
        await page.getByRole('link', { name: 'Contact us' }).filter({ visible: true }).first().click()
        await page.waitForURL('**/account/contact-us')
        expect(problems).toEqual([])
        await context.close()
      }
  })

  it('on a phone, in every language: no tab label breaks inside a word, but at the soft hyphen its catalogue gives', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, demoGuest('midstay@example.com'))
    for (const locale of ['en-GB', 'de', 'fr', 'es', 'ar'])
      for (const width of [360, 390]) {
        await context.addCookies([{ name: 'gp_lang', value: locale, url: page.url() }])
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/account/my-bookings')
        // Each word of each visible label: on one line, or broken where it holds a soft hyphen.
        const broken = await page.$$eval('.main-nav__places a, .main-nav .menu-button', (labels) =>
          labels
            .filter((label) => label.getClientRects().length > 0)
            .flatMap((label) => {
              const words: string[] = []
              const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
              for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
                for (const word of text.data.matchAll(/\S+/g)) {
                  const range = document.createRange()
                  range.setStart(text, word.index)
                  range.setEnd(text, word.index + word[0].length)
                  const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
                  if (lines > 1 && !word[0].includes('\u00ad')) words.push(word[0])
                }
              return words
            }),
        )
        expect(broken, `${locale} at ${width} px`).toEqual([])
      }
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a phone: a tab bar with the places a guest goes most, and every destination of the site map within two taps', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, demoGuest('midstay@example.com'))
    const tabs = page.getByRole('navigation', { name: 'Main' })
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Home', 'Bookings', 'Wellness', 'Help'])
    const bar = (await tabs.boundingBox())!
    expect(bar.y + bar.height).toBeCloseTo(800, 0) // along the bottom
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    await expectWcag(page)
    for (const { href, label } of destinations) {
      await page.goto('/account')
      const tab = tabs.locator(`.main-nav__places a[href="${href}"]`)
      if ((await tab.count()) === 1) {
        await tab.tap() // one tap
      } else {
        await menuButton(page).tap() // two taps
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await expect.poll(() => menu.isVisible()).toBe(true)
        await menu.getByRole('link', { name: label, exact: true }).tap()
      }
      await page.waitForURL((url) => url.pathname.startsWith(href), { waitUntil: 'commit' })
    }
    // A category page belongs to Help.
    await page.goto('/account/faq')
    expect(await tabs.getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe('page')
    expect(problems).toEqual([])
    await context.close()
  })

  it('from 800 px: the same places in the top bar with the menu and the account button; at 1280 px every destination one click away', async () => {
    for (const width of [820, 1280]) {
      const { page, problems, context } = await openSession(browser())
      await page.setViewportSize({ width, height: 800 })
      await signIn(page, demoGuest('midstay@example.com'))
      const top = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
      expect(await top.getByRole('link').allTextContents()).toEqual(['Home', 'Bookings', 'Wellness', 'Help'])
      const box = (await top.boundingBox())!
      expect(box.y).toBeLessThan(80) // in the top bar
      expect(await menuButton(page).isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: /Account menu for/ }).isVisible()).toBe(true)
      if (width === 1280)
        for (const { href } of destinations) {
          await page.goto('/account')
          // A visible link in the header: the top bar or the row of sections under it.
          await page.getByRole('banner').locator(`a[href="${href}"]`).filter({ visible: true }).first().click()
          await page.waitForURL((url) => url.pathname.startsWith(href), { waitUntil: 'commit' })
        }
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
    }
  })

  it('at 390, 800 and 1280 px, with and without JavaScript: the places and the menu work', async () => {
    for (const javaScript of [true, false]) {
      const { page, problems, context } = await openSession(browser(), { javaScript })
      await signIn(page, demoGuest('midstay@example.com'))
      for (const width of [390, 800, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/account/my-bookings')
        const main = page.getByRole('navigation', { name: 'Main' })
        expect(await main.isVisible(), `main navigation at ${width} px`).toBe(true)
        await main.getByRole('link', { name: 'Wellness' }).click()
        await page.waitForURL('**/account/wellness')
        expect(await main.getByRole('link', { name: 'Wellness' }).getAttribute('aria-current')).toBe('page')
        // The menu is a native dialog opened by the button's command: no script needed.
        await menuButton(page).click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await expect.poll(() => menu.isVisible()).toBe(true)
        await menu.getByRole('link', { name: 'What to arrange when' }).click()
        await page.waitForURL('**/account/what-to-arrange-when')
      }
      expect(problems).toEqual([])
      await context.close()
    }
  })
})
