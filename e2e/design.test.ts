// The design system (issue 28, docs/design.md): the dark scheme passes axe, and no page of the route table scrolls
// sideways at 320 px, nor on a phone with the text at twice its size.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoGuest, expectAccessible, openSession, signIn, useBrowser } from './support/browser.ts'
import { sidewaysScroll } from './support/wcag.ts'
import { routeModules } from './support/route-table.ts'

const browser = useBrowser()
const olivia = demoGuest('returning@example.com')

/** The page routes of the route table, each path with `[^/]+` for its parameters (an optional last step left off). */
const pages = routeModules
  .flatMap((module) => module.pages)
  // Not pages a guest reads: signing out, the preview and simulator endpoints for editors, calendar files.
  .filter((route) => !['account-goodbye', 'preview', 'slice-simulator', 'account-calendar-file'].includes(route.name))
  .map((route) => ({ ...route, path: route.path.replace(/\/:\w+\?$/, '').replace(/^:uid$/, '/:uid') }))

/** The address of each page: itself, or for one with parameters the first link to it seen on the pages before. */
async function addresses(page: Page, signedIn: boolean): Promise<string[]> {
  const seen = new Set<string>()
  const fixed = pages.filter((route) => route.auth === signedIn && !route.path.includes(':')).map((route) => route.path)
  for (const path of fixed) {
    await page.goto(path)
    for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      if (href) seen.add(href.replace(/[?#].*$/, ''))
  }
  const withParameters = pages
    .filter((route) => route.auth === signedIn && route.path.includes(':'))
    .map((route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`))
  const found = withParameters.flatMap((pattern) => [...seen].find((href) => pattern.test(href)) ?? [])
  return [...fixed, ...found, ...(signedIn ? [] : ['/account/login', '/account/login/email', '/legal'])]
}

async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(path)
    await page.waitForLoadState('load')
    expect.soft(await sidewaysScroll(page), `sideways at 320 px on ${path}`).toEqual([])
    // 1.4.4: the root font size doubled (as a guest's larger text setting does) on a phone.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%'
    })
    expect.soft(await sidewaysScroll(page), `sideways with 200% text on ${path}`).toEqual([])
  }
}

describe('design system', () => {
  it('dark colour scheme: axe finds nothing on the main pages and the menu', async () => {
    const { page, problems, context } = await openSession(browser(), { colorScheme: 'dark' })
    for (const path of ['/account/login', '/account/login/email', '/accessibility', '/legal']) {
      await page.goto(path)
      await expectAccessible(page)
    }
    await signIn(page, olivia)
    for (const path of [
      '/account',
      '/account/my-bookings',
      '/account/whats-on',
      '/account/wellness',
      '/account/faq',
      '/account/advance-information',
      '/account/tailor-your-holiday',
      '/account/upgrades',
      '/account/contact-us',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await expectAccessible(page)
    }
    await page.setViewportSize({ width: 820, height: 800 }) // the menu is for screens below 1280 px
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('no page of the route table scrolls sideways at 320 px or with 200% text, signed out and signed in', async () => {
    const out = await openSession(browser())
    await expectNoSidewaysScroll(out.page, await addresses(out.page, false))
    await out.context.close()
    const { page, context } = await openSession(browser())
    await signIn(page, olivia)
    const paths = await addresses(page, true)
    expect(paths.length).toBeGreaterThan(15)
    await expectNoSidewaysScroll(page, paths)
    await context.close()
  })

  it('on a phone the page heading starts where the content does', async () => {
    const { page, problems, context } = await openSession(browser(), { touch: true })
    await signIn(page, olivia)
    for (const path of ['/account', '/account/my-bookings', '/account/whats-on', '/account/faq']) {
      await page.goto(path)
      const [heading, content] = await page.evaluate(() => {
        const start = (el: Element | null) =>
          el ? el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingInlineStart) : Number.NaN
        return [start(document.querySelector('.guest-hub__hero h1')), start(document.querySelector('.guest-hub__body'))]
      })
      expect(heading, path).toBe(content)
      expect(heading, path).toBe(20)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('status chips and badges are in one face, size and weight wherever they stand (issue 38)', async () => {
    const { page, problems, context } = await openSession(browser())
    await signIn(page, olivia)
    const faces = new Map<string, string[]>()
    // "To do" beside each advance part's heading, "Done" and the other statuses beside extras, badges on cards.
    for (const path of [
      '/account/advance-information',
      '/account',
      '/account/my-bookings',
      '/account/what-to-arrange-when',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await expect.poll(() => page.locator('template[data-later]').count(), { message: path }).toBe(0)
      const seen = await page.locator('.status, .badge').evaluateAll((chips) =>
        chips.map((chip) => {
          const style = getComputedStyle(chip)
          return [`${style.fontFamily} ${style.fontSize} ${style.fontWeight}`, chip.textContent ?? ''] as const
        }),
      )
      for (const [face, words] of seen) faces.set(face, [...(faces.get(face) ?? []), `${path}: ${words}`])
    }
    expect([...faces.values()].flat().join(' | ')).toMatch(/To do/)
    expect([...faces.values()].flat().join(' | ')).toMatch(/Done/)
    expect(Object.fromEntries(faces), 'one face for every chip').toSatisfy(
      (found: object) => Object.keys(found).length === 1,
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('reduced motion: no transition and no smooth scroll anywhere', async () => {
    const { page, problems, context } = await openSession(browser())
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signIn(page, olivia)
    await page.goto('/account/whats-on')
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((el) => {
          const style = getComputedStyle(el)
          const durations = `${style.transitionDuration},${style.animationDuration}`.split(',')
          return durations.some((d) => Number.parseFloat(d) > 0) || style.scrollBehavior === 'smooth'
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    )
    expect(moving).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('a new guest’s first screen looks like the resort: the scene behind the card, its headings in the brand face (issue 38)', async () => {
    for (const path of ['/account/login', '/account/accept-invitation?token_hash=abcdefgh1234&type=invite']) {
      const { page, problems, context } = await openSession(browser())
      await page.goto(path) // a first page: its stylesheet inline, as a new guest's is
      await page.waitForLoadState('load')
      expect(await page.locator('head style').count(), path).toBe(1)
      const scene = (await page.locator('.resort-scene').boundingBox())!
      expect(scene.width, path).toBe(1280)
      expect(scene.height, path).toBeGreaterThan(200)
      // The font the heading and the logo are drawn in, as the browser reports it.
      const cdp = await context.newCDPSession(page)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument')
      for (const selector of ['h1', '.logo span']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
        expect(
          fonts.map((font) => font.familyName),
          `${selector} on ${path}`,
        ).toEqual(['DM Serif Display'])
      }
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
    }
  })

  it('the heading face is self-hosted, hashed and swapped in; images are framed and lazy below the fold', async () => {
    const { page, problems, context } = await openSession(browser())
    const fonts: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname)
    })
    await signIn(page, olivia)
    await page.goto('/account/whats-on')
    await page.evaluate(() => document.fonts.ready)
    expect(fonts.some((path) => /^\/_build\/heading-[0-9a-f]{10}\.woff2$/.test(path))).toBe(true)
    expect(await page.evaluate(() => document.fonts.check('1rem "Guest Hub Heading"'))).toBe(true)
    const first = page.locator('.highlight-card img').first()
    expect(await first.getAttribute('width')).toBe('2400')
    expect(await first.getAttribute('loading')).toBe('eager')
    expect(await page.locator('.highlight-card img').last().getAttribute('loading')).toBe('lazy')
    expect(await first.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover')
    // Each highlight once: the cards hold the pictures, the week's list below none.
    expect(await page.locator('.highlight-detail img').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
