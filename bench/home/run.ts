// Benchmark: the home page when every upstream call takes 100 ms more (sandbox delay faults).
// Prints, beside the latency of one delayed call measured in the same run, the time to the
// first byte of the page and to its end (see README.md).
import { median } from '../worker.ts'
import { delay, portalOnSandbox, signedIn } from '../session.ts'

const delayMs = Number(process.env.BENCH_DELAY_MS ?? 100)
const rounds = Number(process.env.BENCH_ROUNDS ?? 20)

const { sandbox, portal, stop } = await portalOnSandbox()

const session = await signedIn(portal.url, 'returning@example.com')
const timeHome = () => session.time('/account')

async function measure(label: string) {
  await timeHome() // warm: tokens and signing keys cached
  const runs = []
  for (let i = 0; i < rounds; i++) runs.push(await timeHome())
  if (runs.some((r) => r.status !== 200)) throw new Error(`${label}: not every request answered 200`)
  return { first: median(runs.map((r) => r.first)), end: median(runs.map((r) => r.end)) }
}

const without = await measure('no delay')

// Every upstream path the home page reads, delayed.
await delay(
  sandbox.url,
  ['/rest/v1/profiles', '/dynamics/api/data/v9.2', '/auth/v1', '/identity', '/mindbody', '/bench-ping'],
  delayMs,
)
const single: number[] = []
for (let i = 0; i < rounds; i++) {
  const started = performance.now()
  await (await fetch(`${sandbox.url}/bench-ping`)).text()
  single.push(performance.now() - started)
}
const call = median(single)
const withDelay = await measure('delayed')

const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8)
console.log(`\nGET /account (signed in, one booking), median of ${rounds}; upstream delay ${delayMs} ms per call\n`)
console.log(`one delayed upstream call       ${ms(call)}`)
console.log(`no delay:    first byte ${ms(without.first)}   end ${ms(without.end)}`)
console.log(`with delay:  first byte ${ms(withDelay.first)}   end ${ms(withDelay.end)}`)
console.log(
  `added by the delay: first byte ${((withDelay.first - without.first) / call).toFixed(2)}× one call, end ${((withDelay.end - without.end) / call).toFixed(2)}× one call\n`,
)

await stop()
