// Profiles the built worker's JavaScript in Node: the bundle `wrangler deploy --dry-run` writes imports nothing but the
// runtime's Durable Object base class (stood in for below), so Node can run its fetch handler against the same replay
// stub as bench/profile.ts. Node's in-process profiler does not slow the code it samples, as workerd's inspector does,
// so the figures here are µs per request that add up.
//   node bench/profile-node.ts /account [requests]
// What workerd does in C++ (fetch, streams) Node does in JavaScript: those lines are Node's, marked `node:`.
import { readFileSync, writeFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { Session } from 'node:inspector/promises'
import { moduleFinder } from './bundle-modules.ts'
import { portalOnReplay } from './session.ts'

const path = process.argv[2] ?? '/account'
const requests = Number(process.argv[3] ?? 1000)
process.env.NODE_ENV = 'production'

const replay = await portalOnReplay('returning@example.com', [path], 0)
/** Workers KV as the portal uses it, in memory. */
const memoryKv = () => {
  const values = new Map<string, string>()
  return {
    get: async (key: string, type?: string) => {
      const value = values.get(key)
      return value === undefined ? null : type === 'json' ? JSON.parse(value) : value
    },
    put: async (key: string, value: string) => void values.set(key, value),
    delete: async (key: string) => void values.delete(key),
    list: async () => ({ keys: [...values.keys()].map((name) => ({ name })) }),
  }
}
const env = {
  ...replay.vars,
  CONTENT_CACHE: memoryKv(),
  SIGN_IN_CODES: memoryKv(),
  ASSETS: { fetch: async () => new Response('not found', { status: 404 }) },
}
const context = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} }
const bundle = 'dist/bench-worker/worker.js'
// The bundle's one import: the runtime's base class for the messages' Durable Object, which no page here reaches.
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'cloudflare:workers'
      ? { url: 'data:text/javascript,export class DurableObject {}', shortCircuit: true }
      : next(specifier, context),
})
const worker = (await import(`../${bundle}`)).default as {
  fetch: (request: Request, env: unknown, context: unknown) => Promise<Response>
}
const visit = async () => {
  const headers = { cookie: replay.cookie, 'accept-encoding': 'identity' }
  const response = await worker.fetch(new Request(`http://localhost${path}`, { headers }), env, context)
  return { status: response.status, bytes: (await response.text()).length }
}

for (let i = 0; i < 300; i++) await visit() // warm up (JIT, caches)
const page = await visit()
const cpuBefore = process.cpuUsage()
for (let i = 0; i < requests; i++) await visit()
const cpu = process.cpuUsage(cpuBefore)
console.log(
  `\n${path}: status ${page.status}, ${page.bytes} characters; Node CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} ms per request`,
)

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 50 })
await session.post('Profiler.start')
for (let i = 0; i < requests; i++) await visit()
const { profile } = await session.post('Profiler.stop')
writeFileSync('dist/portal-node.cpuprofile', JSON.stringify(profile))
await replay.stop()

// Samples by module (the bundle's comments name them).
const moduleAt = moduleFinder(readFileSync(bundle, 'utf8'))
type Frame = { functionName: string; url: string; lineNumber: number }
const where = (frame: Frame) =>
  frame.url.endsWith(bundle)
    ? moduleAt(frame.lineNumber)
    : frame.url.startsWith('node:') || frame.url.includes('undici')
      ? 'node: fetch, streams, timers'
      : frame.url
        ? 'other'
        : `(${frame.functionName.replace(/[()]/g, '') || 'native'})`
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const byModule = new Map<string, number>()
const byFunction = new Map<string, number>()
let busy = 0
profile.samples!.forEach((sample, i) => {
  const frame = nodes.get(sample)!.callFrame
  if (frame.functionName === '(idle)') return
  const µs = profile.timeDeltas![i + 1] ?? 0
  busy += µs
  const module = where(frame)
  byModule.set(module, (byModule.get(module) ?? 0) + µs)
  if (frame.url.endsWith(bundle)) {
    const name = `${frame.functionName || '(anonymous)'} ${module}:${frame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + µs)
  }
})
const print = (title: string, table: Map<string, number>, top: number) => {
  console.log(`\n${title}`)
  for (const [name, µs] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${(µs / requests).toFixed(1).padStart(7)} µs  ${((µs / busy) * 100).toFixed(1).padStart(5)} %  ${name}`,
    )
}
console.log(`sampled: ${(busy / 1000 / requests).toFixed(3)} ms per request (all but idle)`)
print('self time by module, per request', byModule, Number(process.env.PROFILE_TOP ?? 30))
print("self time by function (the bundle's), per request", byFunction, Number(process.env.PROFILE_TOP ?? 30))
