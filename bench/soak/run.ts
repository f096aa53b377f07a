// The soak (README.md beside this file): `node bench/soak/run.ts` runs 60 s at 32 connections through
// every fault of every upstream; SOAK_SECONDS, SOAK_CONNECTIONS and SOAK_PLAN=short change that, and
// SOAK_DUMP=file.json writes everything seen (each request, save and logged write) for a closer look.
// Prints the figures and the checks, and exits 1 when a check fails.
import { writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { soak } from './soak.ts'

const seconds = Number(process.env.SOAK_SECONDS ?? 60)
const connections = Number(process.env.SOAK_CONNECTIONS ?? 32)
const plan = process.env.SOAK_PLAN === 'short' ? 'short' : 'full'

const result = await soak({ seconds, connections, plan })
if (process.env.SOAK_DUMP) writeFileSync(process.env.SOAK_DUMP, JSON.stringify(result, null, 1))
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(0)} ms`).padStart(8)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

console.log(
  `\n${result.seconds.toFixed(1)} s, ${connections} connections (${connections} signed-in sessions of 4 demo guests), ${result.plan.length} fault phases (${plan})`,
)
console.log(`faults: ${result.plan.map((p) => `${p.upstream} ${p.kind}`).join(', ')}`)
console.log(
  `\n${result.requests} requests, ${result.perSecond.toFixed(1)} per second; statuses ${JSON.stringify(result.statuses)}`,
)
console.log(`\n${'page'.padEnd(24)} requests   req/s      p50      p99   healthy: n      p50      p99`)
for (const p of result.pages)
  console.log(
    `${p.page.padEnd(24)} ${String(p.requests).padStart(8)} ${p.perSecond.toFixed(1).padStart(7)} ${ms(p.p50)} ${ms(p.p99)}   ${String(p.healthy.requests).padStart(9)} ${ms(p.healthy.p50)} ${ms(p.healthy.p99)}`,
  )
console.log(`\n${'save'.padEnd(10)}    saved   failed   partly  refused  unknown`)
for (const [kind, o] of Object.entries(result.saves))
  console.log(
    `${kind.padEnd(10)} ${[o.saved, o.failed, o.partly, o.refused, o.unknown].map((n) => String(n).padStart(8)).join(' ')}`,
  )
const { posts, dynamics, cancellations } = result.logged
console.log(
  `\nsaves posted by the guests: ${posts}; writes logged by the sandbox: ${dynamics} to Dynamics (undos included), ${cancellations} cancellations`,
)
const { cpu } = result
console.log(
  `CPU during the run: portal ${cpu.portal.toFixed(1)} s, sandbox ${cpu.sandbox.toFixed(1)} s, load generator ${cpu.load.toFixed(1)} s (of ${(result.seconds * availableParallelism()).toFixed(0)} s on ${availableParallelism()} cores)`,
)
const { start, end } = result.memory
const growth = (end.heapUsed - start.heapUsed) / start.heapUsed
console.log(
  `\nisolate heap after GC: start ${mb(start.heapUsed)}, end ${mb(end.heapUsed)} (${(growth * 100).toFixed(1)} %); workerd RSS ${mb(start.rss)} → ${mb(end.rss)}`,
)

const slowHealthy = result.pages.filter((p) => p.healthy.p99 >= 2000 && !p.page.includes('(save)'))
const checks = [
  ['answers that are not a page or JSON of ours', result.bare],
  ['server errors the monitoring intake did not receive', result.unreported],
  ['writes lost, doubled, or left after a failure', result.writes],
  ['memory beyond 20 % of its start', Math.abs(growth) > 0.2 ? [`${(growth * 100).toFixed(1)} %`] : []],
  [
    'pages over 2 s at p99 while their upstreams were healthy',
    slowHealthy.map((p) => `${p.page} ${ms(p.healthy.p99)}`),
  ],
] as const
let failed = false
console.log('')
for (const [name, problems] of checks) {
  console.log(`${problems.length ? '✗' : '✓'} ${problems.length} ${name}`)
  for (const line of problems.slice(0, 20)) console.log(`    ${line}`)
  if (problems.length > 20) console.log(`    … and ${problems.length - 20} more`)
  failed ||= problems.length > 0
}
console.log('')
process.exit(failed ? 1 : 0)
