// Global setup for the browser tests: a sandbox and the portal under `wrangler dev` on free ports, a set for each of
// Vitest's workers that runs journeys. The journeys run in one Vitest, several files at once (decision 062): each
// worker runs its files one after another against servers of its own, so no file shares a portal, a sandbox or their
// storage with a file running beside it. A worker asks for its set when its first file starts (journey-servers.ts):
// one file run alone starts one set, and this process stops every set when the run ends.
import type { TestProject } from 'vitest/node'
import { type Started, servePerWorker } from '../../test/support-node/per-worker.ts'
import { startSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'
import { freePort, startPortal } from '../../scripts/portal-server.ts'
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

/** Another process took the free port between freePort() and wrangler's listen: a new port (and site) is the cure. */
const portTaken = (error: unknown) => error instanceof Error && /Address already in use/.test(error.message)

async function startWithRetries(): Promise<Started<JourneyServers>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start()
    } catch (error) {
      if (!portTaken(error) || attempt === 3) throw error
      console.warn(`The portal's port was taken before wrangler dev listened on it; trying another (${attempt})`)
    }
  }
}

async function start(): Promise<Started<JourneyServers>> {
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
  const portal = await startPortal({
    // Limits, sessions kept in KV and the messages' threads of this worker alone, shared with no other.
    ownStorage: true,
    port,
    vars: { SITE_URL: siteUrl, ...portalVarsFor(sandbox.url), MONITORING_ON_LOCALHOST: '1' },
    // NODE_ENV: the React build a deploy ships. wrangler dev's default is React's development build, which took twice
    // the worker's CPU for a page (home: 61 ms against 23 ms a request under wrangler dev).
    env: { NODE_EXTRA_CA_CERTS: pushTls.certificate, NODE_ENV: 'production' },
    // The reminders' hourly run, started by a browser test (e2e/push.test.ts).
    testScheduled: true,
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
  const broker = await servePerWorker(startWithRetries)
  project.provide('journeyServers', broker.url)
  return broker.close
}
