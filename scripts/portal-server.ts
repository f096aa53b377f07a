// Starts the portal with `wrangler dev` on loopback, pointed at a sandbox, and waits until it answers (npm start); and
// bundles it as a deploy would (the benchmarks and the browser tests run that bundle). wrangler runs on this Node (>= 22).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

export interface PortalServer {
  readonly url: string
  stop(): Promise<void>
}

/**
 * The worker bundled as `wrangler deploy` uploads it (a dry run: nothing leaves the machine), into `outdir`; answers
 * the script's path. The islands it names must be built first (build.ts).
 */
export function bundlePortal(outdir: string): string {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--env', '', '--outdir', outdir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
    },
  )
  return join(outdir, 'worker.js')
}

/** Stops a server's process: SIGTERM, then SIGKILL if it is still there 5 s later. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
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

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}); its output is above`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.ok) return
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs} ms`)
}

/** Runs `wrangler dev` for the portal, its output to this terminal. `vars` override wrangler.toml and .dev.vars. */
export async function startPortal(options: {
  port: number
  host?: string
  vars: Record<string, string>
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
  for (const [key, value] of Object.entries(options.vars)) args.push('--var', `${key}:${value}`)
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${options.port}`
  const stop = () => stopProcess(child)
  try {
    await waitFor(`http://${host}:${options.port}/account/login`, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
