// Global setup for the browser tests: a sandbox and the portal under `wrangler dev` on free ports.
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
  const portal = await startPortal({
    // Limits, sessions kept in KV and the messages' threads of this run alone, shared with no other shard.
    ownStorage: true,
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
  }
}
