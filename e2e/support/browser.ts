// Browser helpers: Debian's Chromium through playwright-core, axe-core checks, the sandbox's
// outbox, and a typed signIn() for journeys that start signed in.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page, Request as PageRequest, Response as PageResponse } from 'playwright-core'
import { beforeAll, expect, onTestFinished } from 'vitest'
import { chromiumOptions, headlessShellOptions, launchChromium } from '../../test/support-node/chromium.ts'
import { journeyServers } from './journey-servers.ts'

export const portalUrl = () => journeyServers.portalUrl
export const sandboxUrl = () => journeyServers.sandboxUrl
/** The sandbox push service's https origin, for subscriptions the portal can reach (push-tls.ts). */
export const pushOrigin = () => journeyServers.pushOrigin

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** axe's script as an expression whose value is nothing, so that evaluating it sends nothing back. */
const axeEvaluated = `${axeSource}\n;undefined`

/** Full Chromium's path and flags, for a journey that launches a profile of its own (installing is the full browser's). */
export { chromiumOptions } from '../../test/support-node/chromium.ts'

/**
 * Which Chromium a journey file drives: the headless shell, or full Chromium for what only it does (notifications).
 * The benchmarks measure full Chromium, as a guest's browser is.
 */
type Kind = 'headless shell' | 'full'

/** The Chromiums this process's journey files share (isolate: false): each test opens a browser context of its own. */
const shared = new Map<Kind, Promise<Browser>>()

/** A shared Chromium, launched by the first file that asks, and again if it has gone; it ends with the process. */
async function sharedBrowser(kind: Kind): Promise<Browser> {
  const running = await shared.get(kind)?.catch(() => undefined)
  if (running?.isConnected()) return running
  const launched = launchChromium(kind === 'full' ? chromiumOptions : headlessShellOptions)
  shared.set(kind, launched)
  return launched
}

/** The file's Chromium, there from before its first test. */
export function useBrowser(kind: Kind = 'headless shell'): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await sharedBrowser(kind)
  })
  return () => {
    if (!browser) throw new Error('The browser is not running yet')
    return browser
  }
}

export interface Session {
  readonly context: BrowserContext
  readonly page: Page
  /** Console errors and failed requests seen so far; a journey ends with none. */
  readonly problems: string[]
}

/**
 * Each profile is a guest on a network of their own, as guests are: the portal's limits per network address (decision
 * 034) count each test's requests apart, so tests that ask for emails minutes apart in one run never share a budget.
 * Locally nothing in front of the portal sets CF-Connecting-IP, so the one given here is the one the portal reads.
 */
const networkBase = `10.${Math.floor(Math.random() * 256)}`
let networks = 0
const ownNetwork = () => {
  networks++
  return `${networkBase}.${Math.floor(networks / 250) % 256}.${(networks % 250) + 1}`
}

/** The profiles openSession opened with the service worker blocked (its `serviceWorker` not asked for). */
const withoutServiceWorker = new WeakSet<BrowserContext>()
export const blocksServiceWorker = (context: BrowserContext) => withoutServiceWorker.has(context)

/** A fresh browser profile with JavaScript on or off (or a phone's touch screen); axe is injected past the CSP. */
export async function openSession(
  browser: Browser,
  options: {
    javaScript?: boolean
    touch?: boolean
    csp?: boolean
    /**
     * The portal's service worker installed and in the way of every navigation, for the journeys about what it does
     * (offline copies, push). Off, every page comes as on a first visit, before the worker controls it (decision 062).
     */
    serviceWorker?: boolean
    colorScheme?: 'light' | 'dark'
    /** The browser's time zone (IANA), e.g. for what a device reports when it turns push on. */
    timezoneId?: string
  } = {},
): Promise<Session> {
  const phone = options.touch ? { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } } : {}
  // axe is injected past the CSP; `csp: true` keeps the page's real policy (no axe then).
  const context = await browser.newContext({
    extraHTTPHeaders: { 'cf-connecting-ip': ownNetwork() },
    baseURL: portalUrl(),
    javaScriptEnabled: options.javaScript ?? true,
    bypassCSP: !options.csp,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...phone,
  })
  if (!options.serviceWorker) withoutServiceWorker.add(context)
  // Closed when the test ends, passed or failed: the browser goes on to the next file (useBrowser).
  onTestFinished(() => context.close().catch(() => undefined))
  const page = await context.newPage()
  const problems: string[] = []
  // A page answered with 4xx on purpose (a form error) makes Chromium log "Failed to load
  // resource"; such documents are expected, so only sub-resources count as problems.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      problems.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return { context, page, problems }
}

/** The WCAG 2.2 AA rule sets axe checks (its best-practice rules are left out: they are not the standard). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's WCAG 2.2 A and AA violations on the current page, whatever their impact (none without JavaScript). */
export async function axeViolations(page: Page): Promise<string[]> {
  const javaScript = await page.evaluate(() => true).catch(() => false)
  if (!javaScript) return [] // axe needs script; pages are checked in the JavaScript journeys
  // With JavaScript off a script tag does not run: nothing to check with (see above).
  await page.addScriptTag({ content: 'window.__scriptsRun = true' })
  if (!(await page.evaluate(() => '__scriptsRun' in window))) return []
  // axe itself evaluated into the page's world rather than put in a script tag: the same axe, 10–15 % less CPU a
  // check (decision 062).
  await page.evaluate(axeEvaluated)
  return page.evaluate(async (tags) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe
    // Violations alone: what passed is not listed node by node.
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } })
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, wcagTags)
}

/** axe-core on the current page: no violation of WCAG 2.2 A or AA. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([])
}

export interface DemoGuest {
  readonly email: string
  readonly password: string
}

let counter = 0

/** A guest of the test's own in the sandbox. */
export async function createGuest(
  options: { password?: string | null; confirmed?: boolean; firstName?: string; contactId?: string } = {},
): Promise<DemoGuest> {
  const email = `e2e-${Date.now().toString(36)}-${++counter}@example.com`
  const password = options.password === undefined ? 'Sunny-Days-2026' : options.password
  const response = await fetch(`${sandboxUrl()}/__sandbox/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      ...(password ? { password } : {}),
      confirmed: options.confirmed ?? true,
      profile: {
        first_name: options.firstName ?? 'Robin',
        last_name: 'Tester',
        msd_contact_id: options.contactId ?? null,
        mindbody_client_id: null,
      },
    }),
  })
  if (!response.ok) throw new Error(`sandbox user: ${response.status}`)
  return { email, password: password ?? '' }
}

/**
 * Fills and sends the password form. Journeys sign the same demo guests in again and again, now and then more
 * often in one minute than the per-email limit allows (decision 034): then, as a guest would, wait for the
 * limit's window to turn (locally windows are aligned to the clock) and send it again; when the auth service answers
 * "try again" (503, seen once in CI on a busy machine), press Sign in again at once. Three tries at most. Answers
 * what the last try's answer was (its status and where it redirected), for the caller's error.
 */
async function sendPasswordForm(page: Page, guest: DemoGuest): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await page.goto('/account/login/email')
    await page.getByLabel('Email address').fill(guest.email)
    await page.getByLabel('Password', { exact: true }).fill(guest.password)
    const response = await postAnswer(page, '/account/login/email', () =>
      page.getByRole('button', { name: 'Sign in' }).click(),
    )
    const status = response.status()
    if (attempt === 3 || (status !== 429 && status !== 503)) return answerSaid(response)
    if (status === 429) {
      const waitMs = 60_000 - (Date.now() % 60_000) + 500
      console.info(`${guest.email}: sign-in limit spent, waiting ${Math.round(waitMs / 1000)} s for its window to turn`)
      await page.waitForTimeout(waitMs)
    }
  }
}

/** The answer to the form's POST to `path`, which `submit` sends. */
async function postAnswer(page: Page, path: string, submit: () => Promise<unknown>): Promise<PageResponse> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path)
  await submit()
  return answer
}

/** A form's answer for an error: its status, whether the service worker gave it, and where it redirected. */
function answerSaid(response: PageResponse): string {
  const from = response.fromServiceWorker() ? ' (from the service worker)' : ''
  return `it answered ${response.status()}${from} ${response.headers().location ?? ''}`.trim()
}

/**
 * Sends a form with `submit` and waits for the page to reach `url` and finish loading. When it does not, the error
 * says what the form's answer was (the POST to `path`), where the page is, and which requests never finished, so that
 * a rare failure names its cause.
 */
export async function landAfterForm(
  page: Page,
  path: string,
  submit: () => Promise<unknown>,
  url: string | RegExp,
): Promise<void> {
  await landAfter(page, `${path} form`, url, async () => answerSaid(await postAnswer(page, path, submit)))
}

/** Waits for the page to reach `url` after `send`, which answers what the form's answer was, for the error. */
async function landAfter(page: Page, who: string, url: string | RegExp, send: () => Promise<string>): Promise<void> {
  const unfinished = new Set<PageRequest>()
  const started = (request: PageRequest) => unfinished.add(request)
  const ended = (request: PageRequest) => unfinished.delete(request)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  let said = 'the form had no answer'
  try {
    said = await send()
    await page.waitForURL(url)
  } catch (error) {
    const open = [...unfinished].map((request) => request.url()).join(', ') || 'none'
    const where = `${said}; the page is at ${page.url()}; unfinished: ${open}`
    throw new Error(`${who} did not land on ${String(url)}: ${where}`, { cause: error })
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/** Signs in with the password form and waits for `url` (landAfter). */
const landAfterSignIn = (page: Page, guest: DemoGuest, url: string | RegExp) =>
  landAfter(page, guest.email, url, () => sendPasswordForm(page, guest))

/** Signs in through the real form; the page ends on the account home. */
export async function signIn(page: Page, guest: DemoGuest): Promise<void> {
  await landAfterSignIn(page, guest, '**/account')
}

/** The newest email the sandbox would have sent to `to`, and its first link. */
export async function latestLink(to: string, contains: string): Promise<string> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox/latest?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`no email for ${to}`)
  const message = (await response.json()) as { links: string[] }
  const link = message.links.find((l) => l.includes(contains))
  if (!link) throw new Error(`no link containing ${contains} in ${JSON.stringify(message.links)}`)
  return link
}

/** Chooses the `index`th booking on select-booking and waits for home with it. */
export async function chooseBooking(page: Page, index: number): Promise<void> {
  await page.goto('/account/select-booking')
  await page
    .getByRole('button', { name: /^Choose / })
    .nth(index)
    .click()
  await page.waitForURL('**/account')
  await page.waitForLoadState('load')
}

/**
 * Follows a modal's page fallback: the link that browsers which cannot open a dialog show
 * instead of its button (hidden here, so its address is followed rather than clicked).
 */
export async function followFallback(page: Page, label: string | RegExp): Promise<void> {
  const href = await page.locator('a.modal-trigger__fallback').filter({ hasText: label }).first().getAttribute('href')
  if (!href) throw new Error(`no page fallback for ${String(label)}`)
  await page.goto(href)
}

/** A seeded demo guest (sandbox/seed/demo-users.ts). */
export const demoGuest = (email: string): DemoGuest => ({ email, password: 'Holiday-2026' })

/** Signs in and waits for wherever sign-in leads (home, or choosing a booking). */
export async function signInAnywhere(page: Page, guest: DemoGuest): Promise<void> {
  await landAfterSignIn(page, guest, /\/account(\/select-booking)?$/)
}

/** A one-finger swipe by `dx` pixels across the middle of `box`, as real touch events (CDP). */
export async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  dx: number,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2 - dx / 2
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let step = 1; step <= 5; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/**
 * After an action (post/redirect/get): the confirmation saying `words` is where the redirect landed (`#notice`), on
 * screen and focused, so it is seen and read out (issue 38).
 */
export async function expectConfirmationInView(page: Page, words: string): Promise<void> {
  const notice = page.locator('#notice')
  await expect.poll(() => notice.textContent()).toContain(words)
  expect(await notice.getAttribute('role')).toBe('status')
  await expect.poll(() => notice.evaluate((element) => element === document.activeElement)).toBe(true)
  const box = await notice.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, 'the confirmation on screen').toBe(
    true,
  )
}
