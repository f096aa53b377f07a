// The itinerary page in Chromium (issue 30, docs/itinerary.md): with and without JavaScript, offline after a visit,
// printed (one block per day, no navigation), and WCAG 2.2 AA (axe, reflow at 320 px, the keyboard).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoGuest, openSession, signIn, signInAnywhere, useBrowser } from './support/browser.ts'
import { bannerSentence, read, serviceWorkerControls } from './support/offline.ts'
import { expectWcag, tabJourney } from './support/wcag.ts'

const browser = useBrowser()
const grace = demoGuest('midstay@example.com')
const olivia = demoGuest('returning@example.com')

/**
 * The time ranges ("15:00–16:00", "15:00 to 16:00") written across two lines, and the lines that begin with a "·", in
 * the elements `selector` finds: each character's line is where the browser laid it out.
 */
async function brokenRanges(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const chars: { char: string; line: number }[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const rect = range.getClientRects()[0]
          if (rect) chars.push({ char: node.textContent![i]!, line: Math.round(rect.top) })
        }
      const text = chars.map((c) => c.char).join('')
      const found: string[] = []
      for (const match of text.matchAll(/\d{2}:\d{2}(?:\s*[–-]\s*|\s+to\s+)\d{2}:\d{2}/g)) {
        const lines = new Set(chars.slice(match.index, match.index + match[0].length).map((c) => c.line))
        if (lines.size > 1) found.push(`"${match[0]}" across lines in "${text}"`)
      }
      const starts = chars.filter((c, i) => c.char.trim() && (i === 0 || c.line !== chars[i - 1]!.line))
      for (const start of starts) if (start.char === '·') found.push(`a line begins with "·" in "${text}"`)
      return found
    }),
  )
}

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
    const { page, context, problems } = await openSession(browser(), { serviceWorker: true })
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

  it('prints whose stay it is, and during the stay every day in date order, each date in the heading face', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, grace)
    await page.setViewportSize({ width: 794, height: 1100 })
    await page.goto('/account/itinerary')
    await page.waitForLoadState('load')
    await page.emulateMedia({ media: 'print' })
    // The header that names the guest is not printed: the page names them, their villa and their dates itself.
    const stay = page.locator('#main .itinerary-stay')
    expect(await stay.isVisible()).toBe(true)
    const facts = (await stay.textContent()) ?? ''
    for (const fact of ['Grace Lee', 'Villa Pinia', 'Arriving', 'Leaving']) expect(facts).toContain(fact)
    expect(facts).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}.*\d{1,2} [A-Z][a-z]+ \d{4}/)
    // Today first on screen; on paper the days in date order, the days gone before today.
    const printed = await page.locator('#main .itinerary-day:not(.itinerary-undated)').evaluateAll((days) =>
      days
        .map((day) => ({
          top: day.getBoundingClientRect().top,
          date: day.querySelector('.itinerary-day__date time')?.getAttribute('datetime') ?? '',
        }))
        .sort((a, b) => a.top - b.top)
        .map((day) => day.date),
    )
    expect(printed.length).toBeGreaterThanOrEqual(8)
    expect(printed).toEqual([...printed].sort())
    expect(await stay.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(
      await page
        .locator('#main .itinerary-day')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    )
    // Every day's date, gone or to come, in one face and weight: the headings' serif.
    const faces = await page
      .locator('#main .itinerary-day__date')
      .evaluateAll((dates) => [
        ...new Set(dates.map((d) => `${getComputedStyle(d).fontFamily} ${getComputedStyle(d).fontWeight}`)),
      ])
    expect(faces).toHaveLength(1)
    expect(faces[0]).toMatch(/^"Guest Hub Heading".* 400$/)
    // Wellness's "Earlier in your stay" too.
    await page.goto('/account/wellness')
    await page.waitForLoadState('load')
    const earlier = page.getByRole('heading', { name: 'Earlier in your stay' })
    const face = await earlier.evaluate((h) => `${getComputedStyle(h).fontFamily} ${getComputedStyle(h).fontWeight}`)
    expect(face).toMatch(/^"Guest Hub Heading".* 400$/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('never breaks a time range inside, nor begins a line with "·", at any width (wellness and itinerary)', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, grace)
    for (const [path, selector] of [
      ['/account/wellness', '.visit__when'],
      ['/account/itinerary', '.itinerary-item__when'],
    ] as const) {
      await page.goto(path)
      await page.waitForLoadState('load')
      expect(await page.locator(selector).count(), path).toBeGreaterThan(2)
      const found: string[] = []
      for (let width = 320; width <= 720; width += 8) {
        await page.setViewportSize({ width, height: 900 })
        for (const problem of await brokenRanges(page, selector)) found.push(`${path} at ${width} px: ${problem}`)
      }
      expect(found).toEqual([])
    }
    expect(problems).toEqual([])
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
