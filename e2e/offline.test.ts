// Offline itinerary (decision 030): a guest reads pages, loses the connection, and still reads
// them; forms keep what was typed. Privacy and installing: offline-privacy.test.ts.
import { describe, expect, it } from 'vitest'
import { demoGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'
import { bannerSentence, read, serviceWorkerControls, writeCount } from './support/offline.ts'

const browser = useBrowser()
const grace = demoGuest('midstay@example.com')
const offlineSentence = /You're offline, so nothing was sent and nothing was saved\./

describe('reading offline', () => {
  it('shows the last copy with the banner, follows links between kept pages, and our page for the rest', async () => {
    const { page, context, problems } = await openSession(browser(), { serviceWorker: true })
    await signIn(page, grace)
    await serviceWorkerControls(page)
    await read(page, '/account')
    await page.goto('/account/faq') // the FAQ landing redirects to its first category (SPEC §2)
    await read(page, new URL(page.url()).pathname)
    await read(page, '/account/wellness')
    // The visits stream in after the shell; React may reveal them a moment after the load event.
    await page.locator('#main .visit__name', { hasText: 'Hot Stone Massage' }).waitFor()
    const visit = (await page.locator('#main').textContent()) ?? ''
    expect(visit).toContain('Hot Stone Massage')

    await context.setOffline(true)
    await page.reload()
    const banner = page.locator('.offline-banner')
    expect((await banner.textContent())?.trim()).toMatch(bannerSentence)
    expect(await banner.isVisible()).toBe(true)
    await expect.poll(() => page.locator('#main').textContent()).toBe(visit)
    await expectAccessible(page)

    // A link to another kept page works offline: the logo goes home.
    await page
      .getByRole('link', { name: /Guest Hub/ })
      .first()
      .click()
    await page.waitForURL('**/account')
    expect(await page.locator('.offline-banner').textContent()).toMatch(/You're offline/)
    // The kept copy holds the streamed parts too: mid stay, home's today card (issue 38, item 1), its items or, when
    // today holds none still to come, what is next (which of the two depends on the hour the test runs).
    await page.locator('#main :is(.itinerary-items, .itinerary-next)').first().waitFor()

    // The FAQ link: the landing only redirects, so the category read here stands in for it.
    await page.goto('/account/faq')
    expect(await page.locator('.offline-banner').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe("You're offline")

    // A page never read here: our offline page, with links to the kept ones.
    await page.goto('/account/what-to-arrange-when')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("You're offline")
    expect(await page.locator('#main').getByRole('link', { name: 'Wellness' }).getAttribute('href')).toBe(
      '/account/wellness',
    )
    await expectAccessible(page)

    // Back online: the page comes fresh from the portal, without the banner.
    await context.setOffline(false)
    await page.goto('/account/wellness')
    expect(await page.locator('.offline-banner').isVisible()).toBe(false)
    await page.locator('#main .visit__name', { hasText: 'Hot Stone Massage' }).waitFor()
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
    await context.close()
  })

  it('keeps what was typed in a form sent offline, says so, and sends nothing', async () => {
    const { page, context } = await openSession(browser(), { serviceWorker: true })
    await signIn(page, grace)
    await serviceWorkerControls(page)
    const href = await page.locator('a.modal-trigger__fallback[href^="/account/guests/"]').first().getAttribute('href')
    await page.goto(href!)
    await page.waitForResponse('**/_build/hydrate-*.js').catch(() => undefined)
    const writes = await writeCount()

    await context.setOffline(true)
    await page.getByLabel('Full name').fill('Grace Offline-Typed')
    // On a phone the form is longer than the screen: the sentence comes into view and takes focus.
    await page.setViewportSize({ width: 390, height: 500 })
    await page.getByRole('button', { name: 'Save details' }).click()
    const note = page.getByRole('alert').filter({ hasText: offlineSentence })
    await expect.poll(() => note.isVisible()).toBe(true)
    expect(await note.evaluate((el) => el === document.activeElement)).toBe(true)
    const box = (await note.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(500)
    expect(new URL(page.url()).pathname).toBe(href)
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Offline-Typed')
    await context.setOffline(false)
    expect(await writeCount()).toBe(writes)
    await context.close()
  })

  it('keeps the form too when the browser thinks it is online: the service worker answers 204 and says why', async () => {
    const { page, context } = await openSession(browser(), { serviceWorker: true })
    // A connection that only seems to be there (resort Wi-Fi with no way out).
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }))
    await signIn(page, grace)
    await serviceWorkerControls(page)
    const href = await page.locator('a.modal-trigger__fallback[href^="/account/guests/"]').first().getAttribute('href')
    await page.goto(href!)
    await page.waitForResponse('**/_build/hydrate-*.js').catch(() => undefined)
    const writes = await writeCount()

    await context.setOffline(true)
    await page.getByLabel('Full name').fill('Grace Lie-Fi')
    await page.getByRole('button', { name: 'Save details' }).click()
    const note = page.getByRole('alert').filter({ hasText: offlineSentence })
    await expect.poll(() => note.isVisible()).toBe(true)
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Lie-Fi')
    await context.setOffline(false)
    expect(await writeCount()).toBe(writes)
    await context.close()
  })

  it("gives a copy made before an update today's stylesheet and scripts that do nothing, instead of failing", async () => {
    const { page, context } = await openSession(browser(), { serviceWorker: true })
    await signIn(page, grace)
    await serviceWorkerControls(page)
    const css = await page.evaluate(async () =>
      (await fetch(document.querySelector('link[rel=prefetch], link[rel=stylesheet]')!.getAttribute('href')!)).text(),
    )
    await context.setOffline(true)
    const older = await page.evaluate(async () => {
      const [style, script] = await Promise.all(
        ['/_build/app-0000000000.css', '/_build/WhatsOnHighlights-OLDBUILD.js'].map((url) => fetch(url)),
      )
      return { style: await style!.text(), script: script!.status }
    })
    // A string, so the test runner leaves the browser's own import() alone.
    const mounts = await page.evaluate("import('/_build/WhatsOnHighlights-OLDBUILD.js').then((m) => typeof m.mount)")
    expect(older).toEqual({ style: css, script: 200 })
    expect(mounts).toBe('function')
    await context.close()
  })
})
