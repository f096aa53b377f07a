// Benchmark: the login page and the 404 page served by the built worker in workerd, against a
// worker that returns the same bytes as a static Response, in the same run. Prints requests
// per second of each, their ratio, and HTML and JavaScript bytes per page (see README.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { load } from '../load.ts'
import { buildWorker, runWorker } from '../worker.ts'

const root = join(import.meta.dirname, '../..')
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)

const scriptPath = buildWorker()

const vars = {
  SITE_URL: 'http://localhost',
  MARKETING_SITE_URL: 'https://www.example-resort.com',
  SUPABASE_URL: 'http://127.0.0.1:9', // never called: these pages need no session
  SUPABASE_ANON_KEY: 'bench',
  DYNAMICS_URL: 'http://127.0.0.1:9',
  DYNAMICS_TOKEN_URL: 'http://127.0.0.1:9/token',
  DYNAMICS_CLIENT_ID: 'bench',
  DYNAMICS_CLIENT_SECRET: 'bench',
  MINDBODY_URL: 'http://127.0.0.1:9',
  PRISMIC_ENDPOINT: 'http://127.0.0.1:9/api/v2',
  MINDBODY_API_KEY: 'bench',
  MINDBODY_SITE_ID: 'bench',
  MINDBODY_STAFF_USERNAME: 'bench',
  MINDBODY_STAFF_PASSWORD: 'bench',
}
const portal = await runWorker({ scriptPath }, vars)
const portalUrl = portal.url

const pages = [
  { name: 'login', path: '/account/login', status: 200 },
  // Two segments: an unknown path, not a content page lookup.
  { name: '404', path: '/no/such-page', status: 404 },
]
const bodies: Record<string, string> = {}
for (const page of pages) bodies[page.path] = await (await fetch(new URL(page.path, portalUrl))).text()

// The baseline: the same bytes from a Response built once, in the same runtime.
const staticWorker = await runWorker({
  script: `const bodies = ${JSON.stringify(bodies)};
export default { fetch(request) {
  const path = new URL(request.url).pathname
  const body = bodies[path]
  return new Response(body, { status: path === '/account/login' ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
} }`,
})
const staticUrl = staticWorker.url

const scriptBytes = (html: string) => {
  const srcs = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1]!.length, 0)
  return srcs.reduce((n, src) => n + readFileSync(join(root, 'public', src)).length, 0) + inline
}

console.log(`\n${seconds} s per run, ${connections} keep-alive connections, loopback\n`)
console.log('page    worker req/s   static req/s   ratio   HTML bytes (gzip)   JS bytes')
for (const page of pages) {
  const dynamic = await load(new URL(page.path, portalUrl).href, { seconds, connections, expectStatus: page.status })
  const fixed = await load(new URL(page.path, staticUrl).href, { seconds, connections, expectStatus: page.status })
  const html = bodies[page.path]!
  console.log(
    [
      page.name.padEnd(7),
      dynamic.perSecond.toFixed(0).padStart(12),
      fixed.perSecond.toFixed(0).padStart(14),
      (dynamic.perSecond / fixed.perSecond).toFixed(2).padStart(7),
      `${Buffer.byteLength(html)} (${gzipSync(html).length})`.padStart(19),
      String(scriptBytes(html)).padStart(10),
    ].join(' '),
  )
  if (dynamic.errors || fixed.errors) console.log(`  errors: worker ${dynamic.errors}, static ${fixed.errors}`)
}

// What the islands cost once a page has hydrated them all: the loader, the islands and their shared chunks.
const manifest = JSON.parse(readFileSync(join(root, 'public/_build/manifest.json'), 'utf8')) as { loader: string; islands: Record<string, string> }
const files = [manifest.loader, ...Object.values(manifest.islands)]
const chunkFiles = new Set<string>()
for (const file of files) {
  for (const m of readFileSync(join(root, 'public', file), 'utf8').matchAll(/from"\.\/(chunk-[\w]+\.js)"/g)) chunkFiles.add(`/_build/${m[1]}`)
}
const all = [...files, ...chunkFiles].map((f) => readFileSync(join(root, 'public', f)))
const raw = all.reduce((n, b) => n + b.length, 0)
const gz = all.reduce((n, b) => n + gzipSync(b).length, 0)
console.log(`\nJS of every island with the loader (loader + ${Object.keys(manifest.islands).length} islands + ${chunkFiles.size} shared chunks): ${raw} bytes (${gz} gzip)\n`)

await portal.stop()
await staticWorker.stop()
