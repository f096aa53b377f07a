// Starts the portal with `wrangler dev` on loopback, pointed at a sandbox, and waits until it
// answers. Used by `npm start` and by the browser tests; wrangler runs on this Node (>= 22).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

export interface PortalServer {
  readonly url: string
  stop(): Promise<void>
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** `readsOutput`: wrangler's output comes to `log` (not with `inherit`, where it goes to the terminal). */
async function waitFor(
  url: string,
  child: ChildProcess,
  log: () => string,
  readsOutput: boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${log()}`)
    // Ours listens once it says so: until then an answer on the port may be another server's (another worker's portal
    // that took the port), and ours fails with "Address already in use".
    if (!readsOutput || /Ready on /.test(log())) {
      try {
        const response = await fetch(url, { redirect: 'manual' })
        // The sign-in page itself: another server that took the port in the meantime answers something else.
        if (response.ok) return
      } catch {
        // not answering yet
      }
    } else if (/Address already in use/.test(log())) {
      throw new Error(`wrangler dev could not listen:\n${log()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs} ms:\n${log()}`)
}

/**
 * Runs `wrangler dev` for the portal. `vars` override wrangler.toml and .dev.vars.
 * With `inherit`, wrangler's own output goes to this terminal (npm start).
 */
export async function startPortal(options: {
  port: number
  host?: string
  vars: Record<string, string>
  inherit?: boolean
  /** More environment for wrangler, e.g. NODE_EXTRA_CA_CERTS: a certificate its fetches trust (the browser tests'). */
  env?: Record<string, string>
  /** Adds `/__scheduled?cron=…`, which runs a Cron Trigger now (wrangler's --test-scheduled). */
  testScheduled?: boolean
  /**
   * Its local storage (KV, Durable Objects, rate limits) in a new directory of its own, removed when it stops, so that
   * portals side by side share none of it (the journeys' workers, decision 062). Default: wrangler's `.wrangler/state`,
   * kept from one run to the next (npm start).
   */
  ownStorage?: boolean
}): Promise<PortalServer> {
  const host = options.host ?? '127.0.0.1'
  const args = [
    join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '--port',
    String(options.port),
    '--ip',
    host,
    '--inspector-port',
    '0',
  ]
  if (options.testScheduled) args.push('--test-scheduled')
  const storage = options.ownStorage ? await mkdtemp(join(tmpdir(), 'portal-storage-')) : undefined
  if (storage) args.push('--persist-to', storage)
  for (const [key, value] of Object.entries(options.vars)) args.push('--var', `${key}:${value}`)
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      NO_COLOR: '1',
      ...options.env,
    },
    stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${options.port}`
  const stop = async () => {
    if (child.exitCode === null)
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      })
    if (storage) await rm(storage, { recursive: true, force: true, maxRetries: 3 })
  }
  try {
    await waitFor(`http://${host}:${options.port}/account/login`, child, () => output, !options.inherit)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
