import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  axeViolations,
  chooseBooking,
  createGuest,
  demoGuest,
  openSession,
  sandboxUrl,
  signInAnywhere,
  useBrowser,
} from './support/browser.ts'
import { expectWcag } from './support/wcag.ts'

const browser = useBrowser()

const notFound = '/no-such/page'
/** Pages checked in their refusal: not found, and the password pages opened without their emailed link. */
const refused: Record<string, number> = {
  [notFound]: 404,
  '/account/reset-password': 401,
  '/account/update-password': 401,
  '/account/confirm': 400,
}

/** Visits each path and checks it (axe's WCAG 2.2 A/AA rules, target size, reflow at 320 px). */
async function tour(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    const response = await page.goto(path)
    await page.waitForLoadState('load')
    // Every page answers as itself, not as an error page, but those checked in their refusal.
    expect(response?.status(), path).toBe(refused[path] ?? 200)
    await expectWcag(page)
  }
}

/** The first link on the page whose address starts with `prefix` (ids and uids come from the demo data). */
async function firstHref(page: Page, prefix: string, suffix = ''): Promise<string> {
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => h.length > prefix.length && h.endsWith(suffix))
  if (!href) throw new Error(`no link starting ${prefix} on ${page.url()}`)
  return href
}

// SPEC §2's pages in each layout and home mode (SPEC §4), with our added pages beside them.
describe('WCAG 2.2 AA on every page', () => {
  it('signed out: the login layout (its forms, and the link pages refusing without a link), content and not found', async () => {
    const { page, problems, context } = await openSession(browser())
    await tour(page, [
      '/account/login',
      '/account/login/email',
      '/account/forgot-password',
      '/account/reset-password',
      '/account/update-password',
      '/account/verify-email',
      '/account/confirm',
      '/account/contact-us',
      '/accessibility',
      '/about-us',
      notFound,
    ])
    expect(problems).toEqual([])
    await context.close()
  })

  it('three weeks before arrival: every page of the default layout', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('returning@example.com'))
    await tour(page, ['/account'])
    const guest = await firstHref(page, '/account/guests/')
    await tour(page, ['/account/tailor-your-holiday'])
    const tailored = await firstHref(page, '/account/tailor-your-holiday/')
    await tour(page, [
      guest,
      tailored,
      '/account/account-settings',
      '/account/advance-information',
      '/account/advance-information/address',
      '/account/advance-information/villa',
      '/account/advance-information/flight',
      '/account/advance-information/registration',
      '/account/book-options',
      '/account/contact-us',
      '/account/faq',
      '/account/itinerary',
      '/account/my-bookings',
      '/account/select-booking',
      '/account/upgrades',
      '/account/upgrades/waterSports',
      '/account/wellness',
      '/account/whats-on',
      '/account/what-to-arrange-when',
      '/accessibility',
      '/about-us',
      notFound,
      '/account/goodbye',
    ])
    // Native selects look like the inputs beside them (the flight form's airport).
    await page.goto('/account/advance-information/flight')
    const look = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el)
          return {
            height: el.getBoundingClientRect().height,
            width: el.getBoundingClientRect().width,
            font: style.fontSize,
            border: style.border,
            radius: style.borderRadius,
          }
        })
    expect(await look('.field select')).toEqual(await look('.field input[type=text]'))
    expect(problems).toEqual([])
    await context.close()
  })

  it('two months and after booking: choosing between two bookings', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('several@example.com'))
    await tour(page, ['/account/select-booking'])
    const modes: string[] = []
    for (const choice of [0, 1]) {
      await chooseBooking(page, choice)
      modes.push((await page.locator('section.hero').getAttribute('class')) ?? '')
      await expectWcag(page)
    }
    expect(modes.sort()).toEqual(['hero hero--after-booking', 'hero hero--two-months'])
    expect(problems).toEqual([])
    await context.close()
  })

  it('mid stay and post stay: home, wellness and its cancellation page', async () => {
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, demoGuest('midstay@example.com'))
    await tour(page, ['/account', '/account/wellness'])
    await tour(page, [await firstHref(page, '/account/wellness/', '/cancel?from=wellness'), '/account/itinerary'])
    await context.close()
    const after = await openSession(browser())
    await signInAnywhere(after.page, demoGuest('poststay@example.com'))
    await tour(after.page, ['/account', '/account/my-bookings'])
    expect([...problems, ...after.problems]).toEqual([])
    await after.context.close()
  })

  it('a name typed as one long word wraps at 320 px on every page that shows it', async () => {
    const long = `Wolfeschlegelsteinhausenbergerdorff${'x'.repeat(53)}`
    const response = await fetch(`${sandboxUrl()}/__sandbox/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        party: [
          { first: long, last: long },
          { first: 'Sam', last: long, age: 8 },
        ],
      }),
    })
    const ids = (await response.json()) as { leadContactId: string; guests: { id: string }[] }
    const lead = await createGuest({ firstName: long, contactId: ids.leadContactId })
    const { page, problems, context } = await openSession(browser())
    await signInAnywhere(page, lead)
    await tour(page, [
      '/account',
      '/account/my-bookings',
      '/account/advance-information',
      `/account/guests/${ids.guests[1]!.id}`,
      '/account/account-settings',
    ])
    expect(problems).toEqual([])
    await context.close()
  })
})

// The checker itself: what every page's check above leans on finds what it is there to find.
describe('the axe check', () => {
  it('finds an image without a text alternative, and checks nothing without JavaScript', async () => {
    for (const javaScript of [true, false]) {
      const { page, context } = await openSession(browser(), { javaScript })
      await page.goto('/accessibility')
      expect(await axeViolations(page)).toEqual([])
      await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img>'))
      const found = await axeViolations(page)
      if (javaScript) expect(found).toEqual(['image-alt (critical): img'])
      else expect(found).toEqual([])
      await context.close()
    }
  })
})
