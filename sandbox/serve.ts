// Starts the sandbox in workerd through Miniflare, on loopback, with an in-memory D1 database
// seeded with the demo resort. Also a command: node sandbox/serve.ts --port 54321 --site URL
import { build } from 'esbuild'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Miniflare, convertV4MiniflareOptions } from 'miniflare'
import { sandboxAnonKey } from './supabase/keys.ts'

export interface RunningSandbox {
  readonly url: string
  stop(): Promise<void>
}

export async function startSandbox(options: { port?: number; host?: string; siteUrl: string }): Promise<RunningSandbox> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    logLevel: 'warning',
  })
  const host = options.host ?? '127.0.0.1'
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: bundle.outputFiles[0]!.text,
      compatibilityDate: '2026-08-15',
      d1Databases: ['DB'],
      bindings: { SITE_URL: options.siteUrl },
      host,
      port: options.port ?? 0,
    }),
  )
  const ready = await mf.ready
  const url = `http://${host}:${ready.port}`
  const reset = await fetch(`${url}/__sandbox/reset`, { method: 'POST' })
  if (!reset.ok) throw new Error(`The sandbox did not seed: ${reset.status} ${await reset.text()}`)
  return { url, stop: () => mf.dispose() }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '54321' }, site: { type: 'string', default: 'http://localhost:8787' } } })
  const sandbox = await startSandbox({ port: Number(values.port), siteUrl: values.site! })
  console.log(`Sandbox on ${sandbox.url} (anon key ${sandboxAnonKey}); outbox at ${sandbox.url}/__sandbox/outbox`)
}
