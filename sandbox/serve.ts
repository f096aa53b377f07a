// Starts the sandbox in workerd through Miniflare, on loopback, with an in-memory D1 database
// seeded with the demo resort. Also a command:
//   node sandbox/serve.ts --port 54321 --site http://localhost:8787 [--host 127.0.0.1]
import { build } from 'esbuild'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Miniflare, convertV4MiniflareOptions } from 'miniflare'
import { sandboxAnonKey } from './supabase/keys.ts'
import { sandboxStripeSecretKey } from './stripe/keys.ts'
import { demoUsers } from './seed/demo-users.ts'

export interface RunningSandbox {
  /** Its origin, e.g. `http://127.0.0.1:54321`: the portal's SUPABASE_URL and the other base URLs' root. */
  readonly url: string
  stop(): Promise<void>
}

export interface SandboxOptions {
  /** 0 or undefined: a free port. */
  readonly port?: number
  /** Default 127.0.0.1. */
  readonly host?: string
  /** The portal's origin, for the links in the emails the sandbox writes. */
  readonly siteUrl: string
  /**
   * How Stripe webhooks reach the portal: `push` POSTs them to `${siteUrl}/api/stripe/webhook`, `hold` keeps them for a
   * test to read. Default: `push` when siteUrl is on this machine (localhost), else `hold`.
   */
  readonly stripeWebhooks?: 'push' | 'hold'
}

/** Bundles sandbox/index.ts for workerd (esbuild, in memory). */
async function bundle(): Promise<string> {
  const result = await build({
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
  return result.outputFiles[0]!.text
}

/**
 * Starts a sandbox and seeds it. The worker learns its own origin from each request (for the
 * token issuer and email links), so it needs no binding with its port.
 *
 * @example
 * const sandbox = await startSandbox({ siteUrl: 'http://localhost:8787' })
 * // … createClient(sandbox.url, sandboxAnonKey) …
 * await sandbox.stop()
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1'
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: await bundle(),
      compatibilityDate: '2026-08-15',
      d1Databases: ['DB'],
      bindings: {
        SITE_URL: options.siteUrl,
        ...(options.stripeWebhooks ? { STRIPE_WEBHOOKS: options.stripeWebhooks } : {}),
      },
      host,
      port: options.port ?? 0,
      // Not logged anyway (no log given), but Miniflare's entry worker wrapped every answer to see: about 10 % of
      // the sandbox's CPU for a page.
      logRequests: false,
    }),
  )
  try {
    const ready = await mf.ready
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${ready.port}`
    const reset = await fetch(`${url}/__sandbox/reset`, { method: 'POST' })
    if (!reset.ok) throw new Error(`The sandbox did not seed: ${reset.status} ${await reset.text()}`)
    return { url, stop: () => mf.dispose() }
  } catch (error) {
    await mf.dispose()
    throw error
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '54321' },
      site: { type: 'string', default: 'http://localhost:8787' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  })
  const sandbox = await startSandbox({ port: Number(values.port), siteUrl: values.site!, host: values.host! })
  const guests = demoUsers.map(
    (u) => `  ${u.email.padEnd(28)} ${(u.password ?? '(no password yet)').padEnd(18)} ${u.story}`,
  )
  console.log(
    [
      `Sandbox on ${sandbox.url}`,
      `  anon key:  ${sandboxAnonKey}`,
      `  emails:    ${sandbox.url}/__sandbox/outbox`,
      `  stripe:    ${sandbox.url}/v1 with ${sandboxStripeSecretKey}; webhooks: ${sandbox.url}/__sandbox/stripe/deliveries`,
      `  emails link to ${values.site}`,
      'Demo sign-ins:',
      ...guests,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  )
  const stop = async () => {
    await sandbox.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
