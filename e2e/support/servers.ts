// Global setup for the browser tests: a sandbox and the built portal (built-portal.ts) on free ports, a set for each of
// Vitest's workers that runs journeys. The journeys run in one Vitest, several files at once (decision 062): each
// worker runs its files one after another against servers of its own, so no file shares a portal, a sandbox or their
// storage with a file running beside it. A worker asks for its set when its first file starts (journey-servers.ts):
// one file run alone starts one set, and this process stops every set when the run ends.
import type { TestProject } from 'vitest/node'
import { type Started, servePerWorker } from '../../test/support-node/per-worker.ts'
import { startSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'
import { freePort } from '../../scripts/portal-server.ts'
import { type BuiltPortal, buildPortal, removeBuiltPortal, startBuiltPortal } from './built-portal.ts'
import { startPushTls } from './push-tls.ts'

/** One worker's servers, as its journeys reach them. */
export interface JourneyServers {
  readonly portalUrl: string
  readonly sandboxUrl: string
  /** The sandbox push service's https origin (e2e/support/push-tls.ts), for subscriptions the portal can reach. */
  readonly pushOrigin: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a worker asks for its servers (test/support-node/per-worker.ts). */
    journeyServers: string
  }
}

/** Another process took the free port between freePort() and workerd's listen: a new port (and site) is the cure. */
const portTaken = (error: unknown) => error instanceof Error && /Address already in use/.test(error.message)

async function startWithRetries(built: BuiltPortal): Promise<Started<JourneyServers>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(built)
    } catch (error) {
      if (!portTaken(error) || attempt === 3) throw error
      console.warn(`The portal's port was taken before workerd listened on it; trying another (${attempt})`)
    }
  }
}

async function start(built: BuiltPortal): Promise<Started<JourneyServers>> {
  const port = await freePort()
  const siteUrl = `http://localhost:${port}`
  const sandbox = await startSandbox({ siteUrl })
  // On a failed start, what did start is stopped, and the start's own error is the one that counts.
  const failed = (stop: () => Promise<void>) => async (error: unknown) => {
    await stop().catch(() => undefined)
    throw error
  }
  const pushTls = await startPushTls(sandbox.url).catch(failed(() => sandbox.stop()))
  const stopSandbox = async () => {
    await pushTls.stop()
    await sandbox.stop()
  }
  // Limits, sessions kept in KV and the messages' threads in the portal's memory: this worker's alone. The bundle is
  // React's production build, as a deploy ships (wrangler dev's default, the development build, took twice the CPU).
  const portal = await startBuiltPortal(built, {
    port,
    vars: { SITE_URL: siteUrl, ...portalVarsFor(sandbox.url), MONITORING_ON_LOCALHOST: '1' },
    env: { NODE_EXTRA_CA_CERTS: pushTls.certificate },
  }).catch(failed(stopSandbox))
  return {
    answer: { portalUrl: portal.url, sandboxUrl: sandbox.url, pushOrigin: pushTls.origin },
    stop: async () => {
      await portal.stop()
      await stopSandbox()
    },
  }
}

export default async function setup(project: TestProject) {
  const built = await buildPortal()
  const broker = await servePerWorker(() => startWithRetries(built))
  project.provide('journeyServers', broker.url)
  return async () => {
    await broker.close()
    await removeBuiltPortal(built)
  }
}
