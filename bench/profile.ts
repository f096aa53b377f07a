// Profiles the portal in workerd with V8's sampling profiler, through workerd's inspector
// (Miniflare's `inspectorPort`): signed in against the replay stub, N sequential requests to one
// page, then the functions with the most self time. Writes the full profile for Chrome DevTools.
//   node bench/profile.ts /account [requests]
import { writeFileSync } from 'node:fs'
import { portalOnReplay, timer } from './session.ts'

const path = process.argv[2] ?? '/account'
const requests = Number(process.argv[3] ?? 200)
const inspectorPort = 9229 + Math.floor(Math.random() * 500)

const signedOut = process.env.PROFILE_SIGNED_OUT === '1'
const replay = await portalOnReplay('returning@example.com', [signedOut ? '/account' : path], 0, { inspectorPort })
if (signedOut) replay.time = timer(replay.portal.url, '')
for (let i = 0; i < 20; i++) await replay.time(path) // warm up (JIT, caches)

const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
  webSocketDebuggerUrl: string
  title?: string
}[]
const target = targets.find((t) => !/replay|sandbox/i.test(t.title ?? '')) ?? targets[0]!
const socket = new WebSocket(target.webSocketDebuggerUrl)
await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }))
let id = 0
const pending = new Map<number, (result: unknown) => void>()
socket.addEventListener('message', (event) => {
  const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
  if (message.id !== undefined) pending.get(message.id)?.(message.result)
})
// The inspector's answers are loosely typed; this script reads the one it needs (a CPU profile's nodes and samples).
type Answer = {
  profile: { nodes: unknown[]; samples: number[]; timeDeltas?: number[]; startTime: number; endTime: number }
}
const send = (method: string, params: Record<string, unknown> = {}) =>
  new Promise<Answer>((resolve) => {
    pending.set(++id, resolve as (result: unknown) => void)
    socket.send(JSON.stringify({ id, method, params }))
  })

await send('Profiler.enable')
await send('Profiler.setSamplingInterval', { interval: 100 })
await send('Profiler.start')
for (let i = 0; i < requests; i++) await replay.time(path)
const { profile } = await send('Profiler.stop')
socket.close()
writeFileSync('dist/portal.cpuprofile', JSON.stringify(profile))

// Self time per function (and per package), from the samples.
type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
const nodes = new Map<number, Node>((profile.nodes as Node[]).map((n) => [n.id, n]))
const total = (profile.samples as number[]).length
const byFunction = new Map<string, number>()
const byPackage = new Map<string, number>()
for (const sample of profile.samples as number[]) {
  const frame = nodes.get(sample)!.callFrame
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-1)[0]}:${frame.lineNumber}`
  byFunction.set(key, (byFunction.get(key) ?? 0) + 1)
}
// Time per sample from the profile's own clock (timeDeltas, µs): JavaScript time per request,
// everything but (idle).
const deltas = profile.timeDeltas as number[]
let busy = 0
;(profile.samples as number[]).forEach((sample, i) => {
  if (nodes.get(sample)!.callFrame.functionName !== '(idle)') busy += deltas[i + 1] ?? 0
})
console.log(
  `\nisolate time per request, all but idle: ${(busy / 1000 / requests).toFixed(2)} ms (profile ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms)`,
)
const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)
console.log(`\n${path}: ${requests} requests, ${total} samples; self time by function`)
for (const [key, n] of top) console.log(`${((n / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
// Inclusive time: every function on the sampled stack, once per sample.
const parent = new Map<number, number>()
for (const node of nodes.values()) for (const child of node.children ?? []) parent.set(child, node.id)
const inclusive = new Map<string, number>()
for (const sample of profile.samples as number[]) {
  const seen = new Set<string>()
  for (let at: number | undefined = sample; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at)!.callFrame
    seen.add(`${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-1)[0]}:${frame.lineNumber}`)
  }
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + 1)
}
console.log('\ninclusive time (named functions)')
for (const [key, n] of [...inclusive]
  .filter(([k]) => !k.startsWith('('))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.env.PROFILE_TOP ?? 60)))
  console.log(`${((n / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
void byPackage
await replay.stop()
