// Benchmark: the advance information page — its HTML and JavaScript bytes (gzip), and its time
// to first byte and to the end with every upstream 100 ms away, against no added latency, in
// the same run (see README.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { median } from '../worker.ts'
import { clearDelays, delay, portalOnSandbox, signedIn } from '../session.ts'

const root = join(import.meta.dirname, '../..')
const rounds = Number(process.env.BENCH_ROUNDS ?? 20)
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 100)
const path = '/account/advance-information'

const { sandbox, portal, stop } = await portalOnSandbox()
const session = await signedIn(portal.url, 'returning@example.com')

async function measure() {
  await session.time(path)
  const runs = []
  for (let i = 0; i < rounds; i++) runs.push(await session.time(path))
  if (runs.some((r) => r.status !== 200)) throw new Error(`${path} did not always answer 200`)
  return { first: median(runs.map((r) => r.first)), end: median(runs.map((r) => r.end)), html: runs.at(-1)!.html }
}

/** The scripts the page loads: the loader, its islands and every chunk they import. */
function scriptFiles(html: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const m of readFileSync(join(root, 'public', file), 'utf8').matchAll(/from"\.\/(chunk-\w+\.js)"/g))
      visit(`/_build/${m[1]}`)
  }
  for (const m of html.matchAll(/(?:src|data-island-src)="(\/_build\/[^"]+\.js)"/g)) visit(m[1]!)
  return [...seen]
}

const direct = await measure()
await delay(sandbox.url, ['/dynamics', '/prismic', '/auth', '/rest', '/identity'], delayMs)
const slow = await measure()
await clearDelays(sandbox.url)

const files = scriptFiles(direct.html)
const js = files.map((f) => readFileSync(join(root, 'public', f)))
const bytes = (n: number, gz: number) => `${n} B (${gz} gzip)`
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(7)
console.log(
  `\nGET ${path} (Olivia, nothing done yet), built worker in workerd against the sandbox, median of ${rounds}\n`,
)
console.log(`HTML: ${bytes(Buffer.byteLength(direct.html), gzipSync(direct.html).length)}`)
console.log(
  `JS:   ${bytes(
    js.reduce((n, b) => n + b.length, 0),
    js.reduce((n, b) => n + gzipSync(b).length, 0),
  )} in ${files.length} files (loader, islands and shared chunks; cached immutably after the first visit)`,
)
console.log(`no added latency:              first byte ${ms(direct.first)}  end ${ms(direct.end)}`)
console.log(`every upstream +${delayMs} ms:        first byte ${ms(slow.first)}  end ${ms(slow.end)}`)
console.log(
  `the added latency moves the first byte by ${((slow.first - direct.first) / delayMs).toFixed(2)}× one upstream call\n`,
)

await stop()
