// Benchmark: the service worker on weak resort Wi-Fi (decision 030). Home for the mid-stay demo
// guest in Debian's Chromium, the CPU 4× slower, and every answer slowed at the stand-in edge
// (400 ms round trip, 400 kbit/s), the service worker's own fetches included. Per round, in a new
// profile: a first visit (what the service worker costs, and when); a repeat visit with the service
// worker, against one without it (HTTP cache only); an offline reload (time to the banner).
import type { Browser, BrowserContext } from 'playwright-core'
import { launchChromium } from '../../test/support-node/chromium.ts'
import { median } from '../worker.ts'
import { signedIn } from '../session.ts'
import { startEdge } from '../weak-wifi/edge.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
/** bench/weak-wifi's profile. */
const profile = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 }
const path = '/account'

const { startSandbox } = await import('../../sandbox/serve.ts')
const { portalVarsFor } = await import('../../sandbox/vars.ts')
const { buildWorker, runWorker } = await import('../worker.ts')

const scriptPath = buildWorker()
const edge = await startEdge({ latencyMs: profile.latencyMs, bytesPerSecond: (profile.kbitPerSecond * 1000) / 8 })
const sandbox = await startSandbox({ siteUrl: edge.url.origin })
const portal = await runWorker(
  { scriptPath },
  { SITE_URL: edge.url.origin, MARKETING_SITE_URL: 'https://www.example-resort.com', ...portalVarsFor(sandbox.url) },
)
edge.setWorker(portal.url)
const grace = await signedIn(edge.url, 'midstay@example.com')

interface Paint {
  /** The first byte of the page (the service worker's answer, when it answers). */
  answer: number
  fcp: number
  load: number
  /** Wall-clock time of the load event (ms since the epoch), to place the edge's log around it. */
  loadAt: number
}

async function paint(context: BrowserContext): Promise<Paint> {
  const page = context.pages()[0]!
  // A fast page can fire its load event before its first paint.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 5000,
  })
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      answer: navigation.responseStart,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      load: navigation.loadEventStart,
      loadAt: performance.timeOrigin + navigation.loadEventStart,
    }
  })
}

async function newProfile(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext & { cpu(rate: number): Promise<void> }> {
  const context = await browser.newContext({ baseURL: edge.url.origin, serviceWorkers })
  // Cold: only the session's cookies (gp_css says the stylesheet is cached: not yet).
  const cookies = grace.cookieList().filter((c) => c.name !== 'gp_css')
  await context.addCookies(cookies.map((c) => ({ ...c, url: edge.url.origin })))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const cpu = async (rate: number) => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate }))
  await cpu(profile.cpuSlowdown)
  return Object.assign(context, { cpu })
}

interface Round {
  first: Paint
  /** What the first visit fetched before its load event (paths), and the service worker's bytes after it. */
  beforeLoad: string[]
  workerBytes: number
  repeat: Paint
  repeatWithout: Paint
  offline: Paint
  /** The same offline reload with the CPU at full speed. */
  offlineFast: Paint
  banner: boolean
}

async function round(browser: Browser): Promise<Round> {
  const context = await newProfile(browser, 'allow')
  const page = context.pages()[0]!
  const logStart = edge.log.length
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 })
  const first = await paint(context)
  // The service worker installs after the load event: wait until it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }))
  })
  await page.waitForTimeout(1000)
  const sent = edge.log.slice(logStart)
  const beforeLoad = sent.filter((e) => e.at < first.loadAt).map((e) => e.path)
  const precached = new Set(['/sw.js', '/offline', '/manifest.webmanifest', '/favicon.svg'])
  const workerBytes = sent
    .filter((e) => e.at >= first.loadAt && (precached.has(e.path) || e.path.startsWith('/_build/')))
    .reduce((n, e) => n + e.bytes, 0)

  await page.goto(path, { waitUntil: 'load', timeout: 60_000 })
  const repeat = await paint(context)
  await page.waitForTimeout(500) // the copy is kept after the page is answered

  await context.setOffline(true)
  await page.reload({ waitUntil: 'load' })
  const offline = await paint(context)
  const banner = await page.locator('.offline-banner').isVisible()
  await context.cpu(1)
  await page.reload({ waitUntil: 'load' })
  const offlineFast = await paint(context)
  await context.close()

  // The same repeat visit in a browser without the service worker: the HTTP cache alone.
  const plain = await newProfile(browser, 'block')
  const plainPage = plain.pages()[0]!
  await plainPage.goto(path, { waitUntil: 'load', timeout: 60_000 })
  await plainPage.waitForTimeout(1000)
  await plainPage.goto(path, { waitUntil: 'load', timeout: 60_000 })
  const repeatWithout = await paint(plain)
  await plain.close()
  return { first, beforeLoad, workerBytes, repeat, repeatWithout, offline, offlineFast, banner }
}

const browser = await launchChromium()

const results: Round[] = []
for (let i = 0; i < rounds; i++) results.push(await round(browser))
const m = (pick: (r: Round) => number) => `${Math.round(median(results.map(pick)))} ms`.padStart(9)

console.log(
  `\nOffline, home for the mid-stay guest: ${profile.latencyMs} ms round trip and ${profile.kbitPerSecond} kbit/s at the edge (service worker included), CPU ${profile.cpuSlowdown}× slower; median of ${rounds}\n`,
)
const line = (name: string, pick: (r: Round) => Paint) =>
  console.log(`${name.padEnd(44)}${m((r) => pick(r).answer)}${m((r) => pick(r).fcp)}${m((r) => pick(r).load)}`)
console.log(`${''.padEnd(44)}${'1st byte'.padStart(9)}${'FCP'.padStart(9)}${'load'.padStart(9)}`)
line('first visit (cold)', (r) => r.first)
line('repeat visit, service worker', (r) => r.repeat)
line('repeat visit, no service worker (HTTP cache)', (r) => r.repeatWithout)
line('offline reload (FCP = banner shown)', (r) => r.offline)
line('offline reload, CPU at full speed', (r) => r.offlineFast)
const last = results.at(-1)!
console.log(`\nbanner shown offline: ${results.every((r) => r.banner)}`)
console.log(`fetched before the first visit's load event: ${last.beforeLoad.join(', ')}`)
console.log(
  `service worker and its precache after the load event: ${(median(results.map((r) => r.workerBytes)) / 1024).toFixed(1)} KB as sent`,
)
console.log('')

await browser.close()
await portal.stop()
await sandbox.stop()
await edge.stop()
