// The portal as the journeys run it: the bundle `wrangler deploy` would upload, in workerd through Miniflare, with
// wrangler.toml's bindings (wrangler's own reading of it), a process for each worker's servers (built-portal-process.ts).
// `wrangler dev` (npm start) bundles again, watches the files and puts a proxy worker in front of every request: the
// journeys need none of that (decision 062, "Seventh day").
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundlePortal } from '../../scripts/portal-server.ts'

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
  options: { port: number; vars: Record<string, string>; env?: Record<string, string>; timeoutMs?: number },
): Promise<{ readonly url: string; stop(): Promise<void> }> {
  const plan = join(await mkdtemp(join(built.dir, 'portal-')), 'plan.json')
  const host = '127.0.0.1'
  await writeFile(plan, JSON.stringify({ ...built, vars: options.vars, host, port: options.port }))
  const child = spawn(process.execPath, [processScript, plan], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null)
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      })
  }
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), options.timeoutMs ?? 60_000)
    const check = () => {
      if (!/^ready /m.test(output)) return
      clearTimeout(timer)
      resolve(true)
    }
    child.stdout.on('data', check)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
  if (!ready) {
    await stop()
    throw new Error(`The built portal did not start on port ${options.port}:\n${output}`)
  }
  return { url: `http://localhost:${options.port}`, stop }
}

/** Removes the bundle and the portals' plans (after every portal has stopped). */
export const removeBuiltPortal = (built: BuiltPortal) => rm(built.dir, { recursive: true, force: true })
