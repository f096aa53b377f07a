// Benchmark: the worker CPU of one page rendered four ways by React 19 in workerd (README.md).
//   node bench/renderers/run.ts
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cpuSeconds, withPid } from '../cpu.ts'
import { runWorker } from '../worker.ts'

const root = join(import.meta.dirname, '../..')
const rounds = Number(process.env.BENCH_ROUNDS ?? 30)
const outdir = join(root, 'dist/bench-renderers')
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'deploy',
    '--dry-run',
    '--config',
    join(import.meta.dirname, 'wrangler.toml'),
    '--outdir',
    outdir,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
)
const worker = await withPid(() => runWorker({ script: readFileSync(join(outdir, 'page.js'), 'utf8') }))
const ways = ['edge', 'in-order', 'resume', 'to-string']

console.log(`\nworker CPU per page (workerd process; ${rounds} requests of 10 renders each, after 10 to warm up)`)
console.log(`  ${'body'.padEnd(10)} ${ways.map((w) => w.padStart(10)).join(' ')}`)
for (const items of [10, 250]) {
  const figures: string[] = []
  for (const way of ways) {
    const url = new URL(`/${way}?items=${items}`, worker.url)
    for (let i = 0; i < 10; i++) await (await fetch(url)).text()
    const before = cpuSeconds(worker.pid)
    for (let i = 0; i < rounds; i++) await (await fetch(url)).text()
    figures.push(`${(((cpuSeconds(worker.pid) - before) / (rounds * 10)) * 1000).toFixed(2)} ms`.padStart(10))
  }
  console.log(`  ${`${items} items`.padEnd(10)} ${figures.join(' ')}`)
}
await worker.stop()
