import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'
import { expectWcag } from './support/wcag.ts'
import { routeModules, siteLinksIn, siteMap, textsFor } from './support/route-table.ts'

const browser = useBrowser()

/**
 * Every destination of the navigation, from the site map the worker builds (the routes' own `nav` declarations), with
 * its English label.
 */
const english = textsFor('en-GB')
const site = siteLinksIn(siteMap(routeModules.flatMap((module) => module.pages)), (label) => english[label]())
const destinations = site.navigation

/** The links a guest can see at once in the header, the footer and an open dialog, but the logo: by address. */
const visibleLinks = (page: Page) =>
  page.$$eval('header a, footer a, dialog[open] a', (links) =>
    links
      .filter((link) => link.checkVisibility() && !link.classList.contains('logo'))
      .map((link) => link.getAttribute('href') ?? ''),
  )
const twice = (hrefs: readonly string[]) => hrefs.filter((href, i) => hrefs.indexOf(href) !== i)

/**
 * Taps or clicks a link and waits for the navigation it starts to commit at `href`. Waiting for the address alone let
 * Home's own link (the page already at its address) run on into the next `goto`, which it then interrupted.
 */
async function follow(page: Page, link: Locator, how: 'tap' | 'click', href: string) {
  const committed = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame())
  await (how === 'tap' ? link.tap() : link.click())
  await committed
  expect(new URL(page.url()).pathname.startsWith(href), `${href} led to ${page.url()}`).toBe(true)
}

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

  it('on a phone, in every language: every tab label on one line at 360 and 390 px (issue 38)', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, demoGuest('midstay@example.com'))
    for (const locale of ['en-GB', 'de', 'fr', 'es', 'ar'])
      for (const width of [360, 390]) {
        await context.addCookies([{ name: 'gp_lang', value: locale, url: page.url() }])
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/account/my-bookings')
        // Each visible label's text: the lines it takes (one, whatever a word holds: a soft hyphen breaks too).
        const wrapped = await page.$$eval('.main-nav__places a, .main-nav .menu-button', (labels) =>
          labels
            .filter((label) => label.getClientRects().length > 0)
            .flatMap((label) => {
              const range = document.createRange()
              range.selectNodeContents(label)
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
              return lines > 1 ? [`${label.textContent} (${lines} lines)`] : []
            }),
        )
        expect(wrapped, `${locale} at ${width} px`).toEqual([])
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
        await follow(page, tab, 'tap', href) // one tap
      } else if (site.accountMenu.some((link) => link.href === href)) {
        await page.getByRole('button', { name: /Account menu for/ }).tap() // two taps: the account's own
        const menu = page.getByRole('dialog', { name: 'Your account' })
        await expect.poll(() => menu.isVisible()).toBe(true)
        await follow(page, menu.getByRole('link', { name: label, exact: true }), 'tap', href)
      } else {
        await menuButton(page).tap() // two taps
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await expect.poll(() => menu.isVisible()).toBe(true)
        await follow(page, menu.getByRole('link', { name: label, exact: true }), 'tap', href)
      }
    }
    // A category page belongs to Help.
    await page.goto('/account/faq')
    expect(await tabs.getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe('page')
    expect(problems).toEqual([])
    await context.close()
  })

  it('from 800 px: the same places in the top bar with the menu and the account button', async () => {
    const { page, problems, context } = await openSession(browser())
    await page.setViewportSize({ width: 820, height: 800 })
    await signIn(page, demoGuest('midstay@example.com'))
    const top = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    expect(await top.getByRole('link').allTextContents()).toEqual(['Home', 'Bookings', 'Wellness', 'Help'])
    const box = (await top.boundingBox())!
    expect(box.y).toBeLessThan(80) // in the top bar
    expect(await menuButton(page).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: /Account menu for/ }).isVisible()).toBe(true)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('at 1280 px: one bar of places, the pages of the guest’s place under it, no menu; every destination within two clicks', async () => {
    for (const javaScript of [true, false]) {
      const { page, problems, context } = await openSession(browser(), { javaScript })
      await page.setViewportSize({ width: 1280, height: 800 })
      await signIn(page, demoGuest('returning@example.com'))
      await page.goto('/account/upgrades')
      const banner = page.getByRole('banner')
      // The bar: the places, the fixed links and the account button on one line.
      const bar = banner
        .locator('.main-nav__places a, .site-header__links a, .account-button')
        .filter({ visible: true })
      const middles = await bar.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map((box) => box.top + box.height / 2),
      )
      expect(middles.length).toBe(7)
      expect(Math.max(...middles) - Math.min(...middles), 'one row').toBeLessThan(4)
      expect(await menuButton(page).isVisible()).toBe(false)
      // Under it, the second level: the pages of the place the guest is in, the page itself marked, its place too.
      const pages = banner.getByRole('navigation', { name: 'My bookings' })
      expect(await pages.getByRole('link').allTextContents()).toEqual([
        'Advance information',
        'Upgrades',
        'Tailor your holiday',
      ])
      expect(await pages.getByRole('link', { name: 'Upgrades' }).getAttribute('aria-current')).toBe('page')
      expect(await banner.getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('true')
      expect(twice(await visibleLinks(page))).toEqual([])
      await expectAccessible(page)
      for (const { href } of destinations) {
        await page.goto('/account')
        const link = banner.locator(`a[href="${href}"]:not(.logo)`).filter({ visible: true })
        if ((await link.count()) === 0) {
          // Two clicks: its place, then the page under it (the account menu's own are in that menu).
          const place = site.sections.find((section) => section.pages.some((p) => p.href === href))?.place.href
          // Not in the bar nor under a place: only the account menu's own may be (its button, then the link).
          if (!place) {
            expect(
              site.accountMenu.map((l) => l.href),
              `${href} is in no place at 1280 px`,
            ).toContain(href)
            continue
          }
          await banner.locator(`.main-nav__places a[href="${place}"]`).click()
          await page.waitForURL((url) => url.pathname.startsWith(place)) // Help opens on its first category
        }
        await follow(page, link, 'click', href)
      }
      expect(problems).toEqual([])
      await context.close()
    }
  })

  it('nothing is shown twice at the same time: header, footer and menu, signed in or not, at every width', async () => {
    for (const signedIn of [false, true]) {
      const { page, problems, context } = await openSession(browser())
      if (signedIn) await signIn(page, demoGuest('midstay@example.com'))
      for (const width of [320, 390, 820, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        for (const path of signedIn
          ? ['/account', '/account/itinerary', '/account/contact-us']
          : ['/account/login', '/accessibility']) {
          await page.goto(path)
          expect(twice(await visibleLinks(page)), `${path} at ${width} px`).toEqual([])
          if (signedIn && width < 1280) {
            await menuButton(page).click()
            await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true)
            expect(twice(await visibleLinks(page)), `${path} at ${width} px, menu open`).toEqual([])
          }
        }
      }
      expect(problems).toEqual([])
      await context.close()
    }
  })

  it('at 390 and 800 px, with and without JavaScript: the places and the menu work', async () => {
    for (const javaScript of [true, false]) {
      const { page, problems, context } = await openSession(browser(), { javaScript })
      await signIn(page, demoGuest('midstay@example.com'))
      for (const width of [390, 800]) {
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
