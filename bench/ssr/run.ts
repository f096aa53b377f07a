// Benchmark: the login page, the 404 page, and the signed-in home and my bookings pages (against
// the replay stub) served by the built worker in workerd, each against a worker that returns the
// same bytes as a static Response, in the same run, at 8 and 32 connections. Prints requests per
// second of each, their ratio, and HTML and JavaScript bytes per page (see README.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { load } from '../load.ts'
import { runWorker } from '../worker.ts'
import { portalOnReplay } from '../session.ts'
import { floorWorkerScript, type PageFloor } from '../replay.ts'

const root = join(import.meta.dirname, '../..')
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '8,32').split(',').map(Number)

// The portal in workerd against the replay stub (bench/replay.ts): upstreams answer at once from
// answers the sandbox gave in this run, so the figures are the portal's own work.
const replay = await portalOnReplay('returning@example.com', ['/account', '/account/my-bookings'])
const portalUrl = replay.portal.url

const pages = [
  { name: 'login', path: '/account/login', status: 200, signedIn: false },
  // Two segments: an unknown path, not a content page lookup.
  { name: '404', path: '/no/such-page', status: 404, signedIn: false },
  // Signed in, with the booking selected (the streamed path, decision 019).
  { name: 'home', path: '/account', status: 200, signedIn: true },
  { name: 'my bookings', path: '/account/my-bookings', status: 200, signedIn: true },
]
const headersFor = (page: (typeof pages)[number]): Record<string, string> =>
  page.signedIn ? { cookie: replay.cookie } : {}
const bodies: Record<string, string> = {}
const floors: Record<string, PageFloor> = {}
for (const page of pages) {
  // Twice: the second request's upstream reads are every request's (the first also fetches tokens and keys).
  for (const visit of ['first', 'again']) {
    await replay.stub.asked() // forget earlier requests
    const response = await fetch(new URL(page.path, portalUrl), { headers: headersFor(page), redirect: 'manual' })
    if (response.status !== page.status) throw new Error(`${page.path} answered ${response.status} (${visit})`)
    bodies[page.path] = await response.text()
  }
  floors[page.path] = { reads: await replay.stub.asked(), body: bodies[page.path]!, status: page.status }
}
if (await replay.stub.missed()) throw new Error('the replay stub was asked for something it had not recorded')

// The baseline: the same bytes from a Response built once, in the same runtime.
const statuses = Object.fromEntries(pages.map((p) => [p.path, p.status]))
const staticWorker = await runWorker({
  script: `const bodies = ${JSON.stringify(bodies)}; const statuses = ${JSON.stringify(statuses)};
export default { fetch(request) {
  const path = new URL(request.url).pathname
  return new Response(bodies[path], { status: statuses[path], headers: { 'content-type': 'text/html; charset=utf-8' } })
} }`,
})
const staticUrl = staticWorker.url
// The ceiling for any renderer: the page's own upstream requests to the stub, then the same bytes.
const floorWorker = await runWorker({ script: floorWorkerScript(replay.stub.url, floors) })
const floorUrl = floorWorker.url

const scriptBytes = (html: string) => {
  const srcs = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (n, m) => n + m[1]!.length,
    0,
  )
  return srcs.reduce((n, src) => n + readFileSync(join(root, 'public', src)).length, 0) + inline
}

console.log(`\n${seconds} s per run, keep-alive connections on loopback; signed-in pages against the replay stub\n`)
console.log(
  'page         conns  worker req/s  static req/s  ratio   reads+static req/s  ratio   worker ÷ reads+static   HTML bytes (gzip)  JS bytes',
)
for (const page of pages) {
  // Warm both (JIT, caches) before the first measured run.
  await load(new URL(page.path, portalUrl).href, {
    seconds: 0.5,
    connections: 4,
    expectStatus: page.status,
    headers: headersFor(page),
  })
  await load(new URL(page.path, staticUrl).href, { seconds: 0.5, connections: 4, expectStatus: page.status })
  await load(new URL(page.path, floorUrl).href, { seconds: 0.5, connections: 4, expectStatus: page.status })
  for (const connections of connectionCounts) {
    const dynamic = await load(new URL(page.path, portalUrl).href, {
      seconds,
      connections,
      expectStatus: page.status,
      headers: headersFor(page),
    })
    const fixed = await load(new URL(page.path, staticUrl).href, { seconds, connections, expectStatus: page.status })
    const floor = await load(new URL(page.path, floorUrl).href, { seconds, connections, expectStatus: page.status })
    const html = bodies[page.path]!
    console.log(
      [
        page.name.padEnd(12),
        String(connections).padStart(5),
        dynamic.perSecond.toFixed(0).padStart(13),
        fixed.perSecond.toFixed(0).padStart(13),
        (dynamic.perSecond / fixed.perSecond).toFixed(2).padStart(6),
        floor.perSecond.toFixed(0).padStart(19),
        (floor.perSecond / fixed.perSecond).toFixed(2).padStart(6),
        (dynamic.perSecond / floor.perSecond).toFixed(2).padStart(23),
        `${Buffer.byteLength(html)} (${gzipSync(html).length})`.padStart(19),
        String(scriptBytes(html)).padStart(9),
      ].join(' '),
    )
    if (dynamic.errors || fixed.errors || floor.errors)
      console.log(`  errors: worker ${dynamic.errors}, static ${fixed.errors}, reads+static ${floor.errors}`)
  }
}

// What the islands cost once a page has hydrated them all: the loader, the islands and their shared chunks.
const manifest = JSON.parse(readFileSync(join(root, 'public/_build/manifest.json'), 'utf8')) as {
  loader: string
  islands: Record<string, string>
}
const files = [manifest.loader, ...Object.values(manifest.islands)]
const chunkFiles = new Set<string>()
for (const file of files) {
  for (const m of readFileSync(join(root, 'public', file), 'utf8').matchAll(/from"\.\/(chunk-[\w]+\.js)"/g))
    chunkFiles.add(`/_build/${m[1]}`)
}
const all = [...files, ...chunkFiles].map((f) => readFileSync(join(root, 'public', f)))
const raw = all.reduce((n, b) => n + b.length, 0)
const gz = all.reduce((n, b) => n + gzipSync(b).length, 0)
console.log(
  `\nJS of every island with the loader (loader + ${Object.keys(manifest.islands).length} islands + ${chunkFiles.size} shared chunks): ${raw} bytes (${gz} gzip)\n`,
)

// What "reads+static" repeats per request: each page's upstream requests (paths; their queries are in the stub).
for (const page of pages) {
  const reads = floors[page.path]!.reads.map((read) => read.split('?')[0])
  console.log(`${page.name}: ${reads.length} upstream requests${reads.length ? ` (${reads.join(', ')})` : ''}`)
}
await replay.stop()
await staticWorker.stop()
await floorWorker.stop()
