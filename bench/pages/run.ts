// Benchmark: the signed-in pages against the replay stub (bench/replay.ts). Worker CPU per request (the portal's
// workerd process, its requests interleaved with its floor's, its plain React page's and its plain Vue page's), then
// time to the first byte and to the end with every upstream answering 100 ms late (see README.md).
import { interleaved, warmUpRequests, withPid } from '../cpu.ts'
import { portalOnReplay, timer } from '../session.ts'
import { median, runWorker } from '../worker.ts'
import { floorWorkerScript, pageFloorOf, type PageFloor } from '../replay.ts'
import { plainReactWorkerScript } from '../plain-react.ts'
import { plainVueWorkerScript } from '../plain-vue.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 100)
const warmUp = Number(process.env.BENCH_WARM ?? warmUpRequests)
const delayRounds = Number(process.env.BENCH_DELAY_ROUNDS ?? 15)
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 100)
const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/account',
  '/account/my-bookings',
  '/account/advance-information',
  '/account/faq/villas',
  '/account/contact-us',
  '/account/whats-on',
  '/account/itinerary',
]
const guest = 'returning@example.com'

// Worker CPU per request, every upstream answered at once.
const fast = await portalOnReplay(guest, pages)
console.log(`\nSigned in as ${guest}, booking selected; built worker in workerd against the replay stub\n`)
// Each page's requests and bytes, recorded from the portal's own visit, for the three workers it is read against.
const floors: Record<string, PageFloor> = {}
for (const path of pages) floors[path] = await pageFloorOf(fast, path)
// Each page's own floor: its upstream requests to the stub, then its bytes (no renderer can do less). And the same
// page as a plain React render (bench/plain-react.ts): the same reads parsed as JSON, the same markup rebuilt as
// elements and written with renderToString, nothing else. And the same again rendered by Vue from a template compiled
// ahead of time (bench/plain-vue.ts), as the seed's Nuxt stack renders.
const startedWorker = async (script: string) => {
  const worker = await withPid(() => runWorker({ script }))
  return { ...worker, time: timer(worker.url, '') }
}
const ownFloor = await startedWorker(floorWorkerScript(fast.stub.url, floors))
const plain = await startedWorker(await plainReactWorkerScript(fast.stub.url, floors))
const vue = await startedWorker(await plainVueWorkerScript(fast.stub.url, floors))
// What the runtime itself costs here, in the same run: a static Response, and the same with the
// KV reads and subrequests a page makes (Miniflare serves KV from the same workerd process).
const floor = await startedWorker(`export default { async fetch(request, env) {
  const path = new URL(request.url).pathname
  if (path === '/kv') await Promise.all([1, 2, 3, 4].map((i) => env.CONTENT_CACHE.get('k' + i, 'json')))
  if (path === '/fetch') await Promise.all([1, 2, 3, 4, 5].map(() => fetch('${fast.stub.url}/__replay/missed').then((r) => r.text())))
  return new Response('x'.repeat(20000), { headers: { 'content-type': 'text/html' } })
} }`)

console.log(`worker CPU per request (workerd process, ${rounds} requests each after ${warmUp} to warm up, interleaved)`)
const cpu: Record<string, { portal: number; floor: number; plain: number; vue: number; vueBytes: number }> = {}
for (const path of pages) {
  const [portal = 0, own = 0, react = 0, compiled = 0] = await interleaved(
    [
      { pid: fast.portal.pid, visit: () => fast.time(path) },
      { pid: ownFloor.pid, visit: () => ownFloor.time(path) },
      { pid: plain.pid, visit: () => plain.time(path) },
      { pid: vue.pid, visit: () => vue.time(path) },
    ],
    rounds,
    warmUp,
  )
  cpu[path] = { portal, floor: own, plain: react, vue: compiled, vueBytes: (await vue.time(path)).bytes }
  const { status, body } = floors[path]!
  console.log(
    `  ${path.padEnd(32)} ${portal.toFixed(2).padStart(6)} ms   (status ${status}, ${new TextEncoder().encode(body).length} B)`,
  )
}
// The runtime's floor, each path taking turns with the first page's portal and plain React requests, so it is read
// under the same conditions as the pages (only its own process's figure is kept).
for (const [label, path] of [
  ['static Response (20 KB)', '/'],
  ['  + 4 KV reads', '/kv'],
  ['  + 5 subrequests', '/fetch'],
] as const) {
  const page = pages[0]!
  const [ms = 0] = await interleaved(
    [
      { pid: floor.pid, visit: () => floor.time(path) },
      { pid: fast.portal.pid, visit: () => fast.time(page) },
      { pid: plain.pid, visit: () => plain.time(page) },
    ],
    rounds,
    warmUp,
  )
  console.log(`  ${label.padEnd(32)} ${ms.toFixed(2).padStart(6)} ms   (floor, same run)`)
}
await Promise.all([floor.stop(), ownFloor.stop(), plain.stop(), vue.stop()])
console.log(
  `\n  ${'page'.padEnd(32)} portal   reads+bytes   portal's own   plain React   portal ÷ floor, ÷ plain   (upstream requests)`,
)
const ownCpu: Record<string, number> = {}
for (const path of pages) {
  const { portal, floor, plain } = cpu[path]!
  ownCpu[path] = portal - floor
  console.log(
    `  ${path.padEnd(32)} ${portal.toFixed(2).padStart(6)} ms ${floor.toFixed(2).padStart(8)} ms ${(portal - floor).toFixed(2).padStart(11)} ms ${plain.toFixed(2).padStart(10)} ms   ${(portal / floor).toFixed(2).padStart(8)}×, ${(portal / plain).toFixed(2)}×   (${floors[path]!.reads.length})`,
  )
}
// Beside the seed's renderer: the same page and reads in plain Vue (issue 43 reads the portal against a Nuxt page too).
console.log(`\n  ${'page'.padEnd(32)} plain Vue   ÷ plain React   portal ÷ plain Vue   (its bytes)`)
for (const path of pages) {
  const { portal, plain, vue, vueBytes } = cpu[path]!
  const ratios = `${(vue / plain).toFixed(2).padStart(14)}× ${(portal / vue).toFixed(2).padStart(18)}×`
  console.log(`  ${path.padEnd(32)} ${vue.toFixed(2).padStart(6)} ms ${ratios}   (${vueBytes} B)`)
}
// Issue 30's goal: the itinerary's own share at most 1.2× my bookings' (both read the booking, extras and wellness).
const [itinerary, myBookings] = [ownCpu['/account/itinerary'], ownCpu['/account/my-bookings']]
if (itinerary !== undefined && myBookings !== undefined)
  console.log(`\n  itinerary's own / my bookings' own: ${(itinerary / myBookings).toFixed(2)}× (goal ≤ 1.2×)`)
const missedFast = await fast.stub.missed()
await fast.stop()

// Every upstream 100 ms away: first byte and end (BENCH_DELAY_ROUNDS=0 skips it).
if (delayRounds === 0) process.exit(0)
const slow = await portalOnReplay(guest, pages, delayMs)
console.log(`\nevery upstream answering ${delayMs} ms late: median of ${delayRounds} (after 3 to warm up)`)
console.log(`  ${'page'.padEnd(32)} first byte        end   end / delay`)
for (const path of pages) {
  for (let i = 0; i < 3; i++) await slow.time(path)
  const runs = []
  for (let i = 0; i < delayRounds; i++) runs.push(await slow.time(path))
  const first = median(runs.map((r) => r.first))
  const end = median(runs.map((r) => r.end))
  console.log(
    `  ${path.padEnd(32)} ${first.toFixed(0).padStart(7)} ms ${end.toFixed(0).padStart(7)} ms   ${(end / delayMs).toFixed(2).padStart(6)}×   (status ${runs.at(-1)!.status})`,
  )
}
const missedSlow = await slow.stub.missed()
await slow.stop()
if (missedFast || missedSlow)
  console.log(`\nrequests the stub had not recorded: ${missedFast} + ${missedSlow} (figures include their 599 answers)`)
console.log('')
