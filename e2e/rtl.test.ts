// Right to left (issue 29): with Arabic chosen the page says dir="rtl" and the stylesheet's logical properties mirror
// it, so the header starts on the right, the page heading sits on the right-hand gutter, nothing scrolls sideways at
// 320 px and axe still finds nothing. Signing in goes through the English form first: the words may change, the
// layout is what is checked here.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, portalUrl, signIn, useBrowser } from './support/browser.ts'
import { sidewaysScroll } from './support/wcag.ts'

const browser = useBrowser()
const olivia = demoGuest('returning@example.com')
const grace = demoGuest('midstay@example.com')

/** A visible element's box, by selector. */
function box(page: Page, selector: string) {
  return page.evaluate((s) => {
    const found = [...document.querySelectorAll(s)].find((el) => el.checkVisibility())
    if (!found) throw new Error(`nothing visible matches ${s}`)
    const { left, right } = found.getBoundingClientRect()
    return { left, right }
  }, selector)
}

const direction = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.lang,
    document.documentElement.dir,
    document.documentElement.clientWidth,
  ])

describe('Arabic, right to left', () => {
  it('signed out: the login pages are mirrored, email is typed left to right, and axe finds nothing', async () => {
    const { page, context, problems } = await openSession(browser())
    await context.addCookies([{ name: 'gp_lang', value: 'ar', url: portalUrl() }])
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/account/login')
    const [lang, dir, width] = await direction(page)
    expect([lang, dir]).toEqual(['ar', 'rtl'])
    // The logo starts the header on the right-hand gutter (1.25rem).
    expect((await box(page, '.logo')).right).toBe(Number(width) - 20)
    await expectAccessible(page)
    await page.goto('/account/login/email')
    const email = page.locator('input[type=email]')
    expect(await email.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).textAlign])).toEqual([
      'ltr',
      'right',
    ])
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('signed in on a phone: header and tab bar start on the right; nothing scrolls sideways at 320 px', async () => {
    const { page, context, problems } = await openSession(browser(), { touch: true })
    await signIn(page, olivia)
    await context.addCookies([{ name: 'gp_lang', value: 'ar', url: portalUrl() }])
    await page.goto('/account')
    await page.waitForLoadState('load')
    const [lang, dir, width] = await direction(page)
    expect([lang, dir]).toEqual(['ar', 'rtl'])
    const logo = await box(page, '.logo')
    const account = await box(page, '.site-header .account-button')
    const menu = await box(page, '.main-nav .menu-button')
    const home = await box(page, '.main-nav__places a[href="/account"]')
    expect(logo.right).toBe(Number(width) - 20)
    expect(logo.left).toBeGreaterThan(account.right)
    // The tab bar's first place (home) is on the right, the menu on the left.
    expect(home.left).toBeGreaterThan(menu.right)
    expect(menu.left).toBe(0)
    // The page heading starts where the content does, on the right-hand gutter.
    const [heading, content] = await page.evaluate(() => {
      const start = (el: Element | null) =>
        el ? el.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(el).paddingInlineStart) : Number.NaN
      return [start(document.querySelector('.guest-hub__hero h1')), start(document.querySelector('.guest-hub__body'))]
    })
    expect(heading).toBe(content)
    expect(heading).toBe(Number(width) - 20)
    await expectAccessible(page)

    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/account', '/account/my-bookings', '/account/advance-information', '/account/wellness']) {
      await page.goto(path)
      await page.waitForLoadState('load')
      expect.soft(await page.evaluate(() => document.documentElement.dir), path).toBe('rtl')
      expect
        .soft(
          await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
          `no sideways scroll at 320 px on ${path}`,
        )
        .toBe(true)
      expect.soft(await sidewaysScroll(page), `sideways at 320 px on ${path}`).toEqual([])
      await expectAccessible(page)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('a guest’s own address reads in its own order among Arabic words (issue 38, item 6)', async () => {
    const { page, context, problems } = await openSession(browser())
    await signIn(page, grace)
    await context.addCookies([{ name: 'gp_lang', value: 'ar', url: portalUrl() }])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/account/advance-information')
    const line = page.locator('#address .advance-part__summary li').first()
    // Where each part of the address is drawn: left to right, "12 Harbour Lane" first, the postcode after the town.
    const seen = await line.evaluate((el) => {
      const text = el.firstChild as Text
      const left = (word: string) => {
        const range = document.createRange()
        const at = text.data.indexOf(word)
        range.setStart(text, at)
        range.setEnd(text, at + word.length)
        return range.getBoundingClientRect().left
      }
      return {
        direction: getComputedStyle(el).direction,
        order: ['12 Harbour Lane', 'Falmouth', 'Cornwall', 'TR11 3AB'].map(left),
      }
    })
    expect(seen.direction).toBe('ltr')
    expect(seen.order).toEqual([...seen.order].sort((a, b) => a - b))
    // Laid out by its own script, it still sits on the page's edge, as the Arabic lines around it do.
    await page.goto('/account/itinerary')
    const edge = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return Math.round(range.getBoundingClientRect().right)
        })
    expect(await edge('.itinerary-stay dd[dir="auto"]')).toBe(await edge('.itinerary-stay dt'))
    expect(problems).toEqual([])
    await context.close()
  })
})
