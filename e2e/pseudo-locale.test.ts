// The pseudo-language (decision 045, docs/translations.md): English accented and a third longer stands in for a longer
// language. At 320 px no page scrolls sideways and no text is cut off; the screenshots are kept for a person to look at.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, openSession, portalUrl, signIn, useBrowser } from './support/browser.ts'
import { sidewaysScroll } from './support/wcag.ts'

const browser = useBrowser()
const olivia = demoGuest('returning@example.com')
const shots = join(import.meta.dirname, '../test-results/pseudo-locale-320')

/** Elements whose own text is cut off: wider than their box where the box hides what overflows. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const style = getComputedStyle(el)
        const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
        // A visually hidden label is a 1 px box on purpose; a hidden dialog has no box.
        return hides && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && el.innerText.trim() !== ''
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${el.innerText.trim().slice(0, 40)}"`),
  )
}

async function check(page: Page, path: string, name: string) {
  await page.goto(path)
  await page.waitForLoadState('load')
  expect(await page.locator('html').getAttribute('lang'), path).toBe('en-XA')
  expect.soft(await sidewaysScroll(page), `sideways on ${path}`).toEqual([])
  expect.soft(await clippedText(page), `text cut off on ${path}`).toEqual([])
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
}

describe('the pseudo-language at 320 px', () => {
  it('fits every main page, signed out and signed in, and the menu', async () => {
    await mkdir(shots, { recursive: true })
    const out = await openSession(browser())
    await out.page.setViewportSize({ width: 320, height: 640 })
    await out.context.addCookies([{ name: 'gp_lang', value: 'en-XA', url: portalUrl() }])
    await check(out.page, '/account/login', 'login')
    await check(out.page, '/account/login/email', 'login-email')
    await check(out.page, '/accessibility', 'accessibility')
    expect(out.problems).toEqual([])
    await out.context.close()
    // Signed in through the English form, then read in the pseudo-language.
    const { page, context, problems } = await openSession(browser())
    await signIn(page, olivia)
    await page.setViewportSize({ width: 320, height: 640 })
    await context.addCookies([{ name: 'gp_lang', value: 'en-XA', url: portalUrl() }])
    for (const [path, name] of <const>[
      ['/account', 'home'],
      ['/account/my-bookings', 'my-bookings'],
      ['/account/advance-information', 'advance-information'],
      ['/account/wellness', 'wellness'],
      ['/account/itinerary', 'itinerary'],
      ['/account/whats-on', 'whats-on'],
      ['/account/upgrades', 'upgrades'],
      ['/account/tailor-your-holiday', 'tailor-your-holiday'],
      ['/account/faq', 'faq'],
      ['/account/account-settings', 'account-settings'],
      ['/account/contact-us', 'contact-us'],
    ])
      await check(page, path, name)
    await page.locator('.menu-button.modal-trigger__opener').click()
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1)
    expect.soft(await clippedText(page), 'text cut off in the menu').toEqual([])
    await page.screenshot({ path: join(shots, 'menu.png') })
    expect(problems).toEqual([])
    await context.close()
  })
})
