// Benchmark: a content page (/about-us) served from a warm Workers KV cache against the same
// page with the cache emptied before every request, in the same run (see README.md).
import { load } from '../load.ts'
import { median } from '../worker.ts'
import { clearDelays, delay, portalOnSandbox } from '../session.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 40)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 100)
const path = '/about-us'

const { sandbox, portal, stop } = await portalOnSandbox()
const url = new URL(path, portal.url)

async function get(): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return performance.now() - started
}

/** Median time of one request, one after another; `cold` empties the cache before each. */
async function sequential(cold: boolean): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    if (cold) await portal.clearContentCache()
    times.push(await get())
  }
  return median(times)
}

await get() // warms the cache and the runtime
const warm = await sequential(false)
const cold = await sequential(true)
await delay(sandbox.url, ['/prismic'], delayMs)
const coldSlow = await sequential(true)
const warmSlow = await sequential(false)
await clearDelays(sandbox.url)
await get()
const warmLoad = await load(url.href, { seconds, connections, expectStatus: 200 })

const row = (name: string, ms: number, against = warm) =>
  console.log(
    `${name.padEnd(44)} ${ms.toFixed(1).padStart(6)} ms  ${(1000 / ms).toFixed(0).padStart(5)} req/s  ×${(ms / against).toFixed(1)}`,
  )
console.log(`\nGET ${path}, built worker in workerd against the sandbox; one connection, median of ${rounds}\n`)
row('warm cache', warm)
row('cold cache (emptied before each request)', cold)
row(`cold cache, content service +${delayMs} ms`, coldSlow)
row(`warm cache, content service +${delayMs} ms`, warmSlow)
console.log(
  `\nwarm cache under load (${connections} connections, ${seconds} s): ${warmLoad.perSecond.toFixed(0)} req/s, ${warmLoad.errors} errors\n`,
)

await stop()
