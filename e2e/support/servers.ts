// Global setup for the browser tests: a sandbox and the portal under `wrangler dev` on free ports.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'
import { freePort, startPortal } from '../../scripts/portal-server.ts'
import { startPushTls } from './push-tls.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
    e2eSandboxUrl: string
    /** The sandbox push service's https origin (e2e/support/push-tls.ts), for subscriptions the portal can reach. */
    e2ePushOrigin: string
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort()
  const siteUrl = `http://localhost:${port}`
  const sandbox = await startSandbox({ siteUrl })
  const pushTls = await startPushTls(sandbox.url)
  // The portal's storage of this run alone: limits, sessions kept in KV and the messages' threads start empty, and two
  // runs side by side (npm test's shards of journeys, decision 062) share none of it.
  const storage = await mkdtemp(join(tmpdir(), 'portal-e2e-'))
  const portal = await startPortal({
    persistTo: storage,
    port,
    vars: { SITE_URL: siteUrl, ...portalVarsFor(sandbox.url), MONITORING_ON_LOCALHOST: '1' },
    env: { NODE_EXTRA_CA_CERTS: pushTls.certificate },
    // The reminders' hourly run, started by a browser test (e2e/push.test.ts).
    testScheduled: true,
  })
  project.provide('portalUrl', portal.url)
  project.provide('e2eSandboxUrl', sandbox.url)
  project.provide('e2ePushOrigin', pushTls.origin)
  return async () => {
    await portal.stop()
    await pushTls.stop()
    await sandbox.stop()
    await rm(storage, { recursive: true, force: true, maxRetries: 3 })
  }
}
