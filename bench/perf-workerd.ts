// Where workerd's own CPU goes on one page, the portal beside its plain React page (bench/plain-react.ts): Linux
// `perf` samples both workerd processes with V8's perf map (`--perf-basic-prof`), so JavaScript frames carry their
// names and bundle lines and the runtime's C++ carries its own. Unlike workerd's inspector (bench/profile.ts) it does
// not slow the isolate, and unlike bench/profile-node.ts it sees what workerd does in C++ (fetch, streams, Headers).
//   node bench/perf-workerd.ts /account [requests]      (needs `perf`: Debian's linux-perf)
// Each sample is put under the innermost frame of the worker's own script: its module (a package as `npm:name`), or
// "outside the script" (the runtime between requests' work: the socket, GC, promise jobs it runs itself).
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { moduleFinder } from './bundle-modules.ts'
import { withPid } from './cpu.ts'
import { plainReactWorkerScript } from './plain-react.ts'
import { pageFloorOf } from './replay.ts'
import { portalOnReplay, timer } from './session.ts'
import { runWorker } from './worker.ts'

const path = process.argv[2] ?? '/account'
const requests = Number(process.argv[3] ?? 2000)
const hz = 1999
// Read by Miniflare when it starts each workerd.
process.env.MINIFLARE_WORKERD_V8_FLAGS = '--perf-basic-prof --interpreted-frames-native-stack'

/** Runtime work that shows by its C++ frames anywhere on a sample's stack (one sample may count under several). */
const onStack: Record<string, RegExp> = {
  'renderToString (React, and the components it calls)': /JS:\S*renderToString/,
  'a ReadableStream from JavaScript, pumped to the guest': /ReadableStreamJsController|api::ReadableImpl|DrainingRead/,
  'fetch (the call and its answer)': /api::Fetcher::fetch\b|fetchImplNoOutputLock/,
  'Headers objects (made, copied, freed)': /api::Headers/,
  'JSON.parse and Body.json': /JsonParser|api::Body::json/,
  'garbage collection': /Scaveng|MarkCompact|IncrementalMarking|Sweeper|cppgc/,
  'V8 optimizing code (Maglev, TurboFan) on its own threads':
    /Maglev|turboshaft|compiler::Pipeline|OptimizedCompilationJob/,
}
const stackPatterns = Object.entries(onStack)

const portal = await portalOnReplay('returning@example.com', [path])
const plainScript = await plainReactWorkerScript(portal.stub.url, { [path]: await pageFloorOf(portal, path) })
const plain = await withPid(() => runWorker({ script: plainScript }))
const plainTime = timer(plain.url, '')

interface Profile {
  samples: number
  readonly byModule: Map<string, number>
  readonly byStack: Map<string, number>
}

/** Samples one workerd process over `requests` visits (after 300 to warm up) and sorts its samples. */
async function record(pid: number, visit: () => Promise<unknown>, scriptName: string, bundle: string) {
  for (let i = 0; i < 300; i++) await visit()
  const data = `dist/perf-${pid}.data`
  const perf = spawn('perf', ['record', '-F', String(hz), '-g', '-p', String(pid), '-o', data], { stdio: 'ignore' })
  await new Promise((resolve) => setTimeout(resolve, 500)) // perf attached
  for (let i = 0; i < requests; i++) await visit()
  perf.kill('SIGINT')
  await new Promise((resolve) => perf.on('exit', resolve))
  const moduleAt = moduleFinder(bundle)
  const frame = new RegExp(`JS:\\S* ?\\S* ${scriptName.replaceAll('.', '\\.')}:(\\d+):`)
  const profile: Profile = { samples: 0, byModule: new Map(), byStack: new Map() }
  const add = (table: Map<string, number>, key: string) => table.set(key, (table.get(key) ?? 0) + 1)
  let stack: string[] = []
  const sample = () => {
    if (!stack.length) return
    profile.samples++
    const line = stack.map((text) => frame.exec(text)?.[1]).find(Boolean)
    add(profile.byModule, line ? moduleAt(Number(line) - 1) : '(outside the script)')
    const whole = stack.join('\n')
    for (const [label, pattern] of stackPatterns) if (pattern.test(whole)) add(profile.byStack, label)
    stack = []
  }
  const script = spawn('perf', ['script', '-i', data, '-F', 'ip,sym'], { stdio: ['ignore', 'pipe', 'ignore'] })
  for await (const text of createInterface({ input: script.stdout })) {
    if (text.trim()) stack.push(text)
    else sample()
  }
  sample()
  rmSync(data)
  rmSync(`/tmp/perf-${pid}.map`, { force: true })
  return profile
}

const ours = await record(
  portal.portal.pid,
  () => portal.time(path),
  'dist/bench-worker/worker.js',
  readFileSync('dist/bench-worker/worker.js', 'utf8'),
)
const theirs = await record(plain.pid, () => plainTime(path), 'script-0.mjs', plainScript)
await Promise.all([plain.stop(), portal.stop()])

const ms = (samples = 0) => ((samples / hz / requests) * 1000).toFixed(2).padStart(7)
console.log(
  `\n${path}: ${requests} requests each, perf at ${hz} Hz; ms of workerd CPU per request (perf's own cost in)`,
)
console.log(`  ${'where'.padEnd(58)} portal  plain React`)
console.log(
  `  ${'all'.padEnd(58)}${ms(ours.samples)} ${ms(theirs.samples)}   (${(ours.samples / theirs.samples).toFixed(2)}×)`,
)
console.log("\n  by the innermost frame of the worker's own script")
const rows = new Set([...ours.byModule.keys(), ...theirs.byModule.keys()])
const larger = (name: string) => Math.max(ours.byModule.get(name) ?? 0, theirs.byModule.get(name) ?? 0)
for (const name of [...rows].sort((a, b) => larger(b) - larger(a)).slice(0, 30))
  console.log(`  ${name.padEnd(58)}${ms(ours.byModule.get(name))} ${ms(theirs.byModule.get(name))}`)
console.log('\n  on the stack (a sample may count in several)')
for (const label of Object.keys(onStack))
  console.log(`  ${label.padEnd(58)}${ms(ours.byStack.get(label))} ${ms(theirs.byStack.get(label))}`)
