// Shared by the benchmarks: the portal built as `wrangler deploy` would upload it, run in
// workerd through Miniflare (no wrangler dev proxy in between), on loopback.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare, convertV4MiniflareOptions } from 'miniflare'
import { bundlePortal } from '../scripts/portal-server.ts'

const root = join(import.meta.dirname, '..')

/**
 * Builds the islands and bundles the worker; answers the bundle's path. `islands: 'if-missing'` keeps a
 * build already there (in `npm test`, which builds first, other tests serve those files meanwhile).
 */
export function buildWorker(options: { islands?: 'always' | 'if-missing' } = {}): string {
  if (options.islands !== 'if-missing' || !existsSync(join(root, 'public/_build/manifest.json')))
    execFileSync(process.execPath, [join(root, 'build.ts')], { stdio: 'inherit' })
  return bundlePortal(join(root, 'dist/bench-worker'))
}

/** Runs a worker script (a path or inline source) in workerd; answers its URL and a stop function. */
export async function runWorker(
  source: { scriptPath: string } | { script: string },
  bindings: Record<string, string> = {},
  options: {
    inspectorPort?: number
    /** Workers Rate Limiting bindings, as wrangler.toml's `[[ratelimits]]` (none: the limits count nothing). */
    ratelimits?: Record<string, { namespace_id: string; simple: { limit: number; period: 10 | 60 } }>
  } = {},
) {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...options,
      modules: true,
      ...source,
      compatibilityDate: '2026-08-15',
      compatibilityFlags: ['nodejs_compat'], // as wrangler.toml
      bindings,
      kvNamespaces: ['CONTENT_CACHE', 'SIGN_IN_CODES'],
      serviceBindings: { ASSETS: () => new Response('not found', { status: 404 }) },
      host: '127.0.0.1',
      port: 0,
    }),
  )
  const url = await mf.ready
  /** Empties the content cache (Workers KV), for cold-cache runs. */
  const clearContentCache = async () => {
    const kv = await mf.getKVNamespace('CONTENT_CACHE')
    for (const key of (await kv.list()).keys) await kv.delete(key.name)
  }
  return { url, clearContentCache, stop: () => mf.dispose() }
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
