// Benchmark: pages as a guest on weak resort Wi-Fi sees them. Debian's Chromium, through the
// DevTools protocol: 400 ms round trip, 400 kbit/s each way, CPU 4× slower, a cold cache (a new
// browser profile per load). The built worker runs in workerd against the sandbox, behind a
// stand-in edge (static assets, gzip). Prints, per page, the median over BENCH_ROUNDS loads of
// first contentful paint, the load event, and JavaScript bytes as sent (compressed) by the load
// event and in total once every island on the page has loaded, and the cumulative layout shift (see README.md).
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../../test/support-node/chromium.ts'
import { median } from '../worker.ts'
import { signedIn } from '../session.ts'
import { startEdge } from './edge.ts'
import { mainThreadsDuring } from './trace.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
export const profile = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 }

const { startSandbox } = await import('../../sandbox/serve.ts')
const { portalVarsFor } = await import('../../sandbox/vars.ts')
const { buildWorker, runWorker } = await import('../worker.ts')

const scriptPath = buildWorker()
const edge = await startEdge()
const sandbox = await startSandbox({ siteUrl: edge.url.origin })
const portal = await runWorker(
  { scriptPath },
  { SITE_URL: edge.url.origin, MARKETING_SITE_URL: 'https://www.example-resort.com', ...portalVarsFor(sandbox.url) },
)
edge.setWorker(portal.url)

type Session = Awaited<ReturnType<typeof signedIn>>
const session = async (email: string) => signedIn(edge.url, email)
const returning = await session('returning@example.com')
const midStay = await session('midstay@example.com')
const postStay = await session('poststay@example.com')
// Harry has two bookings, about 6 weeks and 5 months away: one session per booking.
const harryIds = async () => {
  const page = await (await session('several@example.com')).time('/account/select-booking')
  return [...page.html.matchAll(/name="opportunityId" value="([^"]+)"/g)].map((m) => m[1]!)
}
const [soonId, laterId] = await harryIds()
const twoMonths = await session('several@example.com')
await twoMonths.choose(soonId!)
const afterBooking = await session('several@example.com')
await afterBooking.choose(laterId!)

/** A page whose `slow` upstream (a sandbox path) answers 1.5 s late: its sections stream while the page loads. */
const pages: { name: string; path: string; session?: Session; slow?: string }[] = [
  { name: 'login', path: '/account/login' },
  { name: 'home (after booking)', path: '/account', session: afterBooking },
  { name: 'home (two months)', path: '/account', session: twoMonths },
  { name: 'home (three weeks)', path: '/account', session: returning },
  { name: 'home (mid stay)', path: '/account', session: midStay },
  { name: 'home (mid stay, spa slow)', path: '/account', session: midStay, slow: '/mindbody' },
  { name: 'home (post stay)', path: '/account', session: postStay },
  { name: 'my bookings', path: '/account/my-bookings', session: returning },
  { name: 'advance information', path: '/account/advance-information', session: returning },
  { name: "what's on", path: '/account/whats-on', session: returning },
  // Buying an extra (issue 40): the choose and review steps, each whole without JavaScript.
  { name: 'buy: choose', path: '/account/extras/buy/island-odyssey', session: returning },
  { name: 'buy: review', path: '/account/extras/buy/welcome-hamper/review?quantity=2', session: returning },
]
/** BENCH_ONLY: a pattern of the page names to load (all of them by default). */
const only = new RegExp(process.env.BENCH_ONLY ?? '.')

interface Load {
  fcp: number
  load: number
  jsByLoad: number
  jsTotal: number
  inline: number
  inlineGzip: number
  /** Cumulative layout shift while the page loads and streams (no input, so every shift counts). */
  cls: number
}

async function loadOnce(browser: Browser, path: string, s: Session | undefined): Promise<Load> {
  const context = await browser.newContext({ baseURL: edge.url.origin })
  // Cold: a new profile with only the session's cookies. gp_css says "this browser has the
  // stylesheet cached" (decision 021), which a cold cache does not.
  const cookies = s?.cookieList().filter((c) => c.name !== 'gp_css') ?? []
  await context.addCookies(cookies.map((c) => ({ ...c, url: edge.url.origin })))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const bytesPerSecond = (profile.kbitPerSecond * 1000) / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
  const load = () => page.goto(path, { waitUntil: 'load', timeout: 60_000 })
  if (process.env.BENCH_TRACE) console.log(`${path}\n${await mainThreadsDuring(browser, page, load)}`)
  else await load()
  const { pathname, search } = new URL(page.url())
  if (pathname + search !== path) throw new Error(`${path} led to ${page.url()}`)
  // Every island on the page comes into view in turn (they hydrate when seen), then the network rests.
  for (const island of await page.locator('[data-island] > *:first-child').all()) {
    await island.scrollIntoViewIfNeeded()
    await page.waitForTimeout(2000)
  }
  await page.waitForLoadState('networkidle', { timeout: 60_000 })
  await page.waitForTimeout(1500)
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        // Layout shifts are read from the buffer: none at all means no callback, hence the timeout.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) sum += entry.value
          resolve(sum)
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 200)
      }),
  )
  const facts = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      new URL(r.name).pathname.endsWith('.js'),
    )
    // Scripts that run: an island's props are a JSON data block (decision 005), data the browser never runs.
    const inline = [...document.scripts]
      .filter((s) => !s.src && s.type !== 'application/json')
      .map((s) => s.textContent ?? '')
    return {
      fcp,
      load: navigation.loadEventStart,
      jsByLoad: scripts
        .filter((r) => r.responseEnd <= navigation.loadEventStart)
        .reduce((n, r) => n + r.encodedBodySize, 0),
      jsTotal: scripts.reduce((n, r) => n + r.encodedBodySize, 0),
      inline,
      resources: [navigation, ...performance.getEntriesByType('resource')].map((r) => {
        const t = r as PerformanceResourceTiming
        return `${Math.round(t.startTime)}–${Math.round(t.responseEnd)} ms ${t.encodedBodySize} B ${new URL(t.name).pathname}`
      }),
    }
  })
  if (process.env.BENCH_WATERFALL) console.log(facts.resources.join('\n'))
  await context.close()
  const inlineText = facts.inline.join('')
  return {
    fcp: facts.fcp,
    load: facts.load,
    jsByLoad: facts.jsByLoad,
    jsTotal: facts.jsTotal,
    inline: Buffer.byteLength(inlineText),
    inlineGzip: inlineText ? gzipSync(inlineText).length : 0,
    cls,
  }
}

const browser = await launchChromium()

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (n: number) => `${Math.round(n)} ms`
console.log(
  `\nWeak Wi-Fi: ${profile.latencyMs} ms round trip, ${profile.kbitPerSecond} kbit/s each way, CPU ${profile.cpuSlowdown}× slower, cold cache; median of ${rounds} loads`,
)
console.log(
  'JS = script files as sent (gzip) by the load event / in total; inline = inline scripts in the HTML that run (raw, gzip alone)\n',
)
console.log(
  `${'page'.padEnd(22)}${'FCP'.padStart(9)}${'load'.padStart(9)}${'JS by load'.padStart(12)}${'JS total'.padStart(11)}${'inline'.padStart(18)}${'CLS'.padStart(7)}`,
)
const faults = `${sandbox.url}/__sandbox/faults`
for (const { name, path, session: s, slow } of pages.filter((candidate) => only.test(candidate.name))) {
  if (slow) await fetch(faults, { method: 'POST', body: JSON.stringify({ path: slow, delayMs: 1500 }) })
  const loads: Load[] = []
  for (let i = 0; i < rounds; i++) loads.push(await loadOnce(browser, path, s))
  if (slow) await fetch(faults, { method: 'DELETE' })
  const m = (pick: (l: Load) => number) => median(loads.map(pick))
  console.log(
    `${name.padEnd(22)}${ms(m((l) => l.fcp)).padStart(9)}${ms(m((l) => l.load)).padStart(9)}${kb(m((l) => l.jsByLoad)).padStart(12)}${kb(m((l) => l.jsTotal)).padStart(11)}${`${m((l) => l.inline)} B (${m((l) => l.inlineGzip)})`.padStart(18)}${m(
      (l) => l.cls,
    )
      .toFixed(3)
      .padStart(7)}`,
  )
}
console.log('')

await browser.close()
await portal.stop()
await sandbox.stop()
await edge.stop()
