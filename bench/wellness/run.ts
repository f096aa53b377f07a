// Benchmark: the home page with the wellness section (mid-stay guest) against the same page with
// the section's data slow, and the section's share of the bytes (see README.md).
import { gzipSync } from 'node:zlib'
import { median } from '../worker.ts'
import { clearDelays, delay, portalOnSandbox, signedIn, type PageTiming } from '../session.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 20)
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 100)

const { sandbox, portal, stop } = await portalOnSandbox()

async function measure(email: string): Promise<{ first: number; end: number; last: PageTiming }> {
  const session = await signedIn(portal.url, email)
  await session.time('/account')
  const runs: PageTiming[] = []
  for (let i = 0; i < rounds; i++) runs.push(await session.time('/account'))
  if (runs.some((r) => r.status !== 200)) throw new Error('not every request answered 200')
  return { first: median(runs.map((r) => r.first)), end: median(runs.map((r) => r.end)), last: runs.at(-1)! }
}

const withSection = await measure('midstay@example.com')
const withoutSection = await measure('poststay@example.com') // post stay: the home has no wellness section
await delay(sandbox.url, ['/mindbody'], delayMs)
const slowSection = await measure('midstay@example.com')
await clearDelays(sandbox.url)

const html = withSection.last.html
const start = html.indexOf('<section class="stack" id="wellness"')
const sectionEnd = html.indexOf('</section>', start) + '</section>'.length
// The streamed part: React's hidden segment and the script that reveals it, after the shell.
const streamed = html.slice(html.indexOf('<div hidden id="S:'), html.lastIndexOf('</body>'))
const size = (text: string) => `${new TextEncoder().encode(text).length} B (${gzipSync(text).length} gzip)`
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(7)

console.log(`\nGET /account, median of ${rounds}, built worker in workerd against the sandbox\n`)
console.log(
  `mid stay, with the wellness section:     first byte ${ms(withSection.first)}  end ${ms(withSection.end)}  ${size(html)}`,
)
console.log(
  `post stay, no wellness section:          first byte ${ms(withoutSection.first)}  end ${ms(withoutSection.end)}  ${size(withoutSection.last.html)}`,
)
console.log(
  `mid stay, wellness upstream +${delayMs} ms:    first byte ${ms(slowSection.first)}  end ${ms(slowSection.end)}`,
)
console.log(
  `\nwellness section in the shell: ${size(html.slice(start, sectionEnd))}; streamed after the shell: ${size(streamed)}`,
)
console.log(
  `the slow wellness call moves the first byte by ${(slowSection.first - withSection.first).toFixed(0)} ms and the end by ${(slowSection.end - withSection.end).toFixed(0)} ms\n`,
)

await stop()
