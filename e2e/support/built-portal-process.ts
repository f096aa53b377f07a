// A child process of the journeys' global setup (built-portal.ts): the portal's built bundle in workerd through
// Miniflare, with wrangler.toml's bindings, on loopback. Its own process so that NODE_EXTRA_CA_CERTS, set for it alone,
// is what Miniflare trusts (it reads it once, when it loads). Its plan (Plan, below) is its one argument, as JSON; it
// says `ready <url>` on stdout; SIGTERM stops it, and so does the end of its stdin.
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { convertV4MiniflareOptions as Convert } from 'miniflare'

// The Miniflare (and workerd) wrangler itself runs, whose options wrangler's reading of wrangler.toml gives; the
// project's own Miniflare is the Vitest pool's, another version.
const wranglers = createRequire(createRequire(import.meta.url).resolve('wrangler'))
const { Miniflare, convertV4MiniflareOptions } = (await import(
  pathToFileURL(wranglers.resolve('miniflare')).href
)) as typeof import('miniflare')

interface Plan {
  /** wrangler.toml as Miniflare reads it (wrangler's unstable_getMiniflareWorkerOptions). */
  readonly workerOptions: Record<string, unknown> & { bindings?: Record<string, unknown> }
  readonly scriptPath: string
  readonly vars: Record<string, string>
  readonly host: string
  readonly port: number
}

const plan = JSON.parse(process.argv[2] ?? '') as Plan
// Every store in memory: this portal shares none of its storage (limits, sessions, threads) with another. The bundle is
// one module, so wrangler's module rules have nothing to find.
const { modulesRules: _, ...workerOptions } = plan.workerOptions
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    ...workerOptions,
    modules: true,
    scriptPath: plan.scriptPath,
    modulesRoot: dirname(plan.scriptPath),
    bindings: { ...plan.workerOptions.bindings, ...plan.vars },
    // `/cdn-cgi/local/scheduled?cron=…` runs a Cron Trigger now (e2e/push.test.ts).
    unsafeTriggerHandlers: true,
    host: plan.host,
    port: plan.port,
  } as Parameters<typeof Convert>[0]),
)
const url = await miniflare.ready
process.stdout.write(`ready ${url.href}\n`)
// Once: a SIGTERM and then the pipe's end (the parent going) would otherwise dispose of it twice.
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void miniflare.dispose().finally(() => process.exit(0))
}
process.once('SIGTERM', stop)
// Its parent holds this pipe open: when the parent ends without stopping it (killed, crashed), the pipe ends and so
// does this portal, where it once ran on with its workerd.
process.stdin.once('end', stop).resume()
