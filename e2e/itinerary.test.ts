// The itinerary page in Chromium (issue 30, docs/itinerary.md): with and without JavaScript, offline after a visit,
// printed (one block per day, no navigation), and WCAG 2.2 AA (axe, reflow at 320 px, the keyboard).
import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signIn, signInAnywhere, useBrowser } from './support/browser.ts'
import { bannerSentence, read, serviceWorkerControls } from './support/offline.ts'
import { expectWcag, tabJourney } from './support/wcag.ts'

const browser = useBrowser()
const grace = demoGuest('midstay@example.com')
const olivia = demoGuest('returning@example.com')

describe('the itinerary', () => {
  it('shows today first with what is next, with JavaScript and without', async () => {
    for (const javaScript of [true, false]) {
      const { page, problems, context } = await openSession(browser(), { javaScript })
      await signIn(page, grace)
      await page.goto('/account/itinerary')
      await page.waitForLoadState('load')
      const first = page.locator('#main .itinerary-day').first()
      expect(await first.getAttribute('aria-current'), `JavaScript ${javaScript}`).toBe('date')
      expect(await first.getByRole('heading').textContent()).toMatch(/^Today, /)
      expect(await page.locator('#main .itinerary-next').first().textContent()).toMatch(/^Next:/)
      expect(await page.getByRole('link', { name: 'Add to your calendar' }).getAttribute('href')).toBe(
        '/account/calendar/all.ics',
      )
      expect(problems).toEqual([])
      await context.close()
    }
  })

  it('opens offline after a visit, with the banner', async () => {
    const { page, context, problems } = await openSession(browser())
    await signIn(page, grace)
    await serviceWorkerControls(page)
    await read(page, '/account/itinerary')
    await page.waitForLoadState('load')
    const days = await page.locator('#main .itinerary-day').count()
    await context.setOffline(true)
    await page.reload()
    expect((await page.locator('.offline-banner').textContent())?.trim()).toMatch(bannerSentence)
    await expect.poll(() => page.locator('#main .itinerary-day').count()).toBe(days)
    await context.setOffline(false)
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
    await context.close()
  })

  it('prints the days alone: no navigation, header, footer or tab bar, black on white, no day split', async () => {
    const { page, context } = await openSession(browser())
    await signIn(page, olivia)
    for (const width of [794, 816]) {
      // A4 and Letter at 96 px to the inch; below 800 px the navigation would be the phone's tab bar.
      await page.setViewportSize({ width, height: 1100 })
      await page.goto('/account/itinerary')
      await page.waitForLoadState('load')
      await page.emulateMedia({ media: 'print' })
      const shown = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length)
      for (const selector of ['.site-header', '.site-footer', '.main-nav', '.skip-link', '.itinerary-actions'])
        expect(await shown(selector), `${selector} at ${width} px`).toBe(0)
      const days = page.locator('#main .itinerary-day')
      expect(await days.count()).toBeGreaterThanOrEqual(8)
      const style = await days.first().evaluate((el) => {
        const s = getComputedStyle(el)
        return {
          breakInside: s.breakInside,
          color: s.color,
          background: getComputedStyle(document.body).backgroundColor,
        }
      })
      expect(style).toEqual({ breakInside: 'avoid', color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' })
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      const pdf = await page.pdf({ format: width === 794 ? 'A4' : 'Letter' })
      expect(pdf.byteLength).toBeGreaterThan(1000)
      await page.emulateMedia({ media: 'screen' })
    }
    await context.close()
  })

  it('meets WCAG 2.2 AA before and during the stay: axe, reflow at 320 px, the keyboard', async () => {
    for (const guest of [olivia, grace]) {
      const { page, problems, context } = await openSession(browser())
      await signInAnywhere(page, guest)
      await page.goto('/account/itinerary')
      await page.waitForLoadState('load')
      await expectWcag(page)
      expect.soft(await tabJourney(page), guest.email).toEqual([])
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto('/account/itinerary')
      await page.waitForLoadState('load')
      expect.soft(await tabJourney(page), `${guest.email} phone`).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    }
  })
})
