// The portal as the journeys run it: the bundle `wrangler deploy` would upload, in workerd through Miniflare, with
// wrangler.toml's bindings (wrangler's own reading of it), a process for each worker's servers (built-portal-process.ts).
// `wrangler dev` (npm start) bundles again, watches the files and puts a proxy worker in front of every request: the
// journeys need none of that (decision 062, "Seventh day").
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundlePortal, stopProcess } from '../../scripts/portal-server.ts'

const root = join(import.meta.dirname, '../..')
const processScript = join(import.meta.dirname, 'built-portal-process.ts')

/** The bundle and wrangler.toml's Miniflare options: made once a run, shared by every worker's portal. */
export interface BuiltPortal {
  readonly scriptPath: string
  readonly workerOptions: unknown
  readonly dir: string
}

export async function buildPortal(): Promise<BuiltPortal> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-bundle-'))
  const scriptPath = bundlePortal(dir)
  // Quiet: its warning that the secrets are missing is wrong here, where each portal is given them as vars.
  const level = process.env.WRANGLER_LOG
  process.env.WRANGLER_LOG = 'error'
  try {
    const { unstable_getMiniflareWorkerOptions } = await import('wrangler')
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'))
    return { scriptPath, workerOptions, dir }
  } finally {
    if (level === undefined) delete process.env.WRANGLER_LOG
    else process.env.WRANGLER_LOG = level
  }
}

/**
 * Starts the built portal on `port` with `vars` over wrangler.toml's, `env` for its process (NODE_EXTRA_CA_CERTS);
 * answers once it listens. A port taken meanwhile fails with workerd's "Address already in use".
 */
export async function startBuiltPortal(
  built: BuiltPortal,
  options: { port: number; vars: Record<string, string>; env?: Record<string, string> },
): Promise<{ readonly url: string; stop(): Promise<void> }> {
  const { scriptPath, workerOptions } = built
  const plan = { scriptPath, workerOptions, vars: options.vars, host: '127.0.0.1', port: options.port }
  const child = spawn(process.execPath, [processScript, JSON.stringify(plan)], {
    cwd: root,
    env: { ...process.env, ...options.env },
    // stdin a pipe that this process holds: the portal stops when it ends (built-portal-process.ts).
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 60_000)
    const settle = (started: boolean) => {
      clearTimeout(timer)
      resolve(started)
    }
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString()
      if (/^ready /m.test(output)) settle(true)
    })
    child.once('exit', () => settle(false))
  })
  if (!ready) {
    await stopProcess(child)
    throw new Error(`The built portal did not start on port ${options.port}:\n${output}`)
  }
  return { url: `http://localhost:${options.port}`, stop: () => stopProcess(child) }
}

/** Removes the bundle (after every portal has stopped). */
export const removeBuiltPortal = (built: BuiltPortal) => rm(built.dir, { recursive: true, force: true })
